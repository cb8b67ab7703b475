import { Field, NativeSelect } from "@chakra-ui/react";

type Props<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
};

/** A labelled native select (accessible by its label, keyboard-friendly, no popover to manage). */
export function LabeledSelect<V extends string>(props: Props<V>) {
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as V)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
