import { z } from "zod";

/** Spec section 5; the same schemas run in the browser (field errors) and on the server (400 answers). */
export const loginSchema = z.object({
  email: z.string().trim().email("Invalid email address"),
  password: z.string().min(1, "Password is required"),
});

export const registerSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(200, "Name is too long"),
  email: z.string().trim().email("Invalid email address").max(320, "Email is too long"),
  // argon2 hashes any length, but an unbounded body is a cheap denial of service.
  password: z.string().min(8, "Password must be at least 8 characters").max(1024, "Password is too long"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

export const publicUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  /** False until the owner followed the link mailed to the address (issue 19): ADMIN_EMAILS and domain rules wait. */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/me, and the answer of register and login. */
export const meResponseSchema = z.object({ user: publicUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/logout. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
