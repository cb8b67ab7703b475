import { z } from "zod";
import { publicUserSchema, registerSchema } from "./auth.ts";

/** Issue 19: one-time links, passwords and admin account actions. Same schemas in the browser and the API. */

const token = z.string().trim().min(1, "This link is incomplete. Open the link from the e-mail again.").max(200);
const newPassword = registerSchema.shape.password;

export const tokenBodySchema = z.object({ token });

export const forgotPasswordSchema = z.object({
  email: z.string().trim().email("Invalid email address").max(320, "Email is too long"),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1024, "Password is too long"),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const acceptInviteSchema = z.object({ token, name: registerSchema.shape.name, password: newPassword });
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const setupAdminSchema = registerSchema.extend({ token });
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

/** GET /api/auth/invite?token=: what the accept page shows before the password is chosen. */
export const inviteInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(["user", "admin"]),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** Answers that only say what happened, in words for the page. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const verifyEmailResponseSchema = z.object({ message: z.string(), user: publicUserSchema.nullable() });

export const adminInviteSchema = z.object({
  email: z.string().trim().email("Invalid email address").max(320, "Email is too long"),
  name: z.string().trim().max(200, "Name is too long").optional(),
  role: z.enum(["user", "admin"], { message: "role must be user or admin" }).default("user"),
});
export type AdminInviteInput = z.infer<typeof adminInviteSchema>;
export const adminInviteResponseSchema = z.object({
  invite: z.object({ email: z.string(), role: z.enum(["user", "admin"]), expiresAt: z.string() }),
});
export type AdminInviteResponse = z.infer<typeof adminInviteResponseSchema>;

export const adminRoleSchema = z.object({
  role: z.enum(["user", "admin"], { message: "role must be user or admin" }),
});

/** GET /api/admin/users/invites: invitations not yet accepted, expired or revoked. */
export const pendingInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
export const pendingInviteListSchema = z.object({ invites: z.array(pendingInviteSchema) });
