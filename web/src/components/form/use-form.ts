import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "./field-errors.ts";

/** What a TextField needs from the form: its name, value, message and how to change it. */
export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A form of text inputs checked by a zod schema: values plus per-field errors. Validation runs on submit, and editing a
 * field clears its message. `field(name)` binds a TextField; `onSubmit(mutation, send)` is the form's submit handler.
 */
export function useForm<T extends Record<string, string>, Out>(schema: z.ZodType<Out, T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const setField = (field: keyof T, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The parsed values, or null after showing the field errors. */
  const validate = (): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error) as Partial<Record<keyof T, string>>);
    return null;
  };

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (value) => setField(name, value),
  });

  /**
   * The submit handler: the browser's own validation and navigation are off, the previous answer is cleared (a stale
   * server error must not sit above fresh field errors), and `send` gets the parsed values only when they pass.
   */
  const onSubmit =
    (previous: { reset: () => void }, send: (input: Out) => void) =>
    (event: FormEvent): void => {
      event.preventDefault();
      previous.reset();
      const input = validate();
      if (input) send(input);
    };

  return { values, errors, setField, validate, field, onSubmit };
}
