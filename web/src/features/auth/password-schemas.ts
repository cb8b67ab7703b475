import { registerSchema } from "@cbct/core/contracts/auth";
import { z } from "zod";

export const PASSWORDS_DIFFER = "The two passwords do not match";

/** A new password typed twice (the server checks the rules again; the repeat is only the browser's business). */
export const newPasswordFormSchema = z
  .object({ password: registerSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: PASSWORDS_DIFFER });
