import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "./field-errors.ts";

/** Form values plus per-field errors; validation runs on submit, and editing a field clears its message. */
export function useAuthForm<T extends Record<string, string>, Out>(schema: z.ZodType<Out, T>, initial: T) {
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

  return { values, errors, setField, validate };
}
