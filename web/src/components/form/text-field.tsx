import { Field, Input } from "@chakra-ui/react";
import type { FieldBinding } from "./use-form.ts";

type Props = FieldBinding & {
  label: string;
  type?: "text" | "email" | "password";
  placeholder?: string;
  autoComplete?: string;
  /** Its share of a row, when fields sit side by side. */
  flex?: string;
};

/** A labelled input whose validation message sits under it, with the red border Chakra gives invalid fields. */
export function TextField(props: Props) {
  return (
    <Field.Root invalid={props.error !== undefined} flex={props.flex}>
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
