import type { ApiConfig } from "@cbct/shared/config";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { validateSessionToken } from "./sessions.ts";

/**
 * The only /api paths reachable without a session. Everything else, including routes added later, is guarded by
 * default. /api/auth/me is listed because it answers 401 itself.
 */
export const OPEN_API_PATHS: ReadonlySet<string> = new Set([
  "/api/health",
  "/api/ready",
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/logout",
  "/api/auth/me",
  // One-time links (issue 19): the token in the body is the credential.
  "/api/auth/verify-email",
  "/api/auth/forgot-password",
  "/api/auth/reset-password",
  "/api/auth/invite/lookup",
  "/api/auth/accept-invite",
  "/api/auth/setup-admin/lookup",
  "/api/auth/setup-admin",
]);

// Probes must answer without touching Postgres, even when a browser sends its cookie along.
const SESSIONLESS_PATHS: ReadonlySet<string> = new Set(["/api/health", "/api/ready"]);

/** Reads the session cookie into c.var.user / c.var.sessionId, renewing or clearing the cookie as needed. */
export function sessionLoader(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    const token = SESSIONLESS_PATHS.has(c.req.path) ? undefined : readSessionCookie(c);
    if (token) {
      const now = deps.clock();
      const session = await validateSessionToken(deps.db, token, { now, ttlDays: deps.config.SESSION_TTL_DAYS });
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sid);
        if (session.renewed) setSessionCookie(c, token, session.expire, deps.config, now);
      } else {
        clearSessionCookie(c, deps.config);
      }
    }
    await next();
  };
}

/** 401 for every request outside OPEN_API_PATHS without a signed-in user. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!OPEN_API_PATHS.has(c.req.path) && !c.get("user")) throw notAuthenticated();
  await next();
};

/** For admin-only routes; mount after requireSession. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) throw notAuthenticated();
  if (user.role !== "admin") throw new AppError("forbidden", "Administrator access required");
  await next();
};

export const VERIFY_FIRST = "Verify your e-mail address to see the team's leads";

/**
 * With REGISTRATION_ALLOWED_DOMAINS, the domain of an address is what lets a stranger in, so an account whose address
 * nobody proved gets nothing but its own account pages (/api/auth/*) until the mailed link is followed. Admins are
 * exempt: that role is only reached through a proven address, an invite, the setup link or another admin.
 */
export function requireVerifiedEmail(
  config: Pick<ApiConfig, "REGISTRATION_ALLOWED_DOMAINS">,
): MiddlewareHandler<AppEnv> {
  const domainRule = config.REGISTRATION_ALLOWED_DOMAINS.length > 0;
  return async (c, next) => {
    const user = c.get("user");
    if (domainRule && user && !user.emailVerified && user.role !== "admin" && !c.req.path.startsWith("/api/auth/")) {
      throw new AppError("forbidden", VERIFY_FIRST);
    }
    await next();
  };
}
