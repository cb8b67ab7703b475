import { z } from "zod";
import { publicUserSchema, registerSchema } from "./auth.ts";

/** POST /api/admin/users: an admin creates an account (the way in when REGISTRATION_MODE is invite). */
export const adminCreateUserSchema = registerSchema.extend({
  role: z.enum(["user", "admin"], { message: "role must be user or admin" }).default("user"),
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

export const adminCreateUserResponseSchema = z.object({ user: publicUserSchema });
export type AdminCreateUserResponse = z.infer<typeof adminCreateUserResponseSchema>;
