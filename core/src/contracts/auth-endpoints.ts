import { z } from "zod";
import {
  acceptInviteSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  inviteInfoSchema,
  messageResponseSchema,
  resetPasswordSchema,
  setupAdminSchema,
  tokenBodySchema,
  verifyEmailResponseSchema,
} from "./accounts.ts";
import { loginSchema, logoutResponseSchema, meResponseSchema, registerSchema } from "./auth.ts";
import type { Endpoint } from "./endpoint.ts";

/**
 * Sessions and accounts: the part of the endpoint table (endpoints.ts, which spreads it in) that the sign-in and
 * account-link pages call. A table of its own so that those pages download only these contracts, not every screen's
 * (the sign-in page's budget, infra/test/web-bundle.test.ts).
 */
const success = z.object({ success: z.literal(true) });

export const authEndpoints = {
  me: { method: "GET", path: "/api/auth/me", response: meResponseSchema },
  login: { method: "POST", path: "/api/auth/login", body: loginSchema, response: meResponseSchema },
  register: { method: "POST", path: "/api/auth/register", body: registerSchema, response: meResponseSchema },
  logout: { method: "POST", path: "/api/auth/logout", response: logoutResponseSchema },
  verifyEmail: {
    method: "POST",
    path: "/api/auth/verify-email",
    body: tokenBodySchema,
    response: verifyEmailResponseSchema,
  },
  resendVerification: { method: "POST", path: "/api/auth/resend-verification", response: messageResponseSchema },
  forgotPassword: {
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    method: "POST",
    path: "/api/auth/reset-password",
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: "POST",
    path: "/api/auth/change-password",
    body: changePasswordSchema,
    response: messageResponseSchema,
  },
  signOutEverywhere: { method: "POST", path: "/api/auth/sign-out-everywhere", response: success },
  inviteLookup: { method: "POST", path: "/api/auth/invite/lookup", body: tokenBodySchema, response: inviteInfoSchema },
  acceptInvite: {
    method: "POST",
    path: "/api/auth/accept-invite",
    body: acceptInviteSchema,
    response: meResponseSchema,
  },
  setupAdminLookup: {
    method: "POST",
    path: "/api/auth/setup-admin/lookup",
    body: tokenBodySchema,
    response: z.object({ valid: z.literal(true) }),
  },
  setupAdmin: { method: "POST", path: "/api/auth/setup-admin", body: setupAdminSchema, response: meResponseSchema },
} as const satisfies Record<string, Endpoint>;
