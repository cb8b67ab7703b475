import { Field, Input } from "@chakra-ui/react";

type Props = {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  value: string;
  error: string | undefined;
  placeholder?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
};

/** A labelled input whose validation message sits under it, with the red border Chakra gives invalid fields. */
export function AuthTextField(props: Props) {
  return (
    <Field.Root invalid={props.error !== undefined}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type ?? "text"}
        value={props.value}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
