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
