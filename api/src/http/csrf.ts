import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { AppError } from "./app-error.ts";
import { requestOrigin } from "./request-info.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function normalizeOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cookie sessions need CSRF protection for every state change. Browsers send Origin on every cross-origin and on
 * same-origin non-GET fetches, so Origin must be our own (or a configured APP_ORIGINS entry); a request without it
 * is accepted only when Fetch Metadata says it is same-origin.
 */
export function csrfProtection(options: {
  trustProxy: boolean;
  appOrigins: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const allowed = new Set(options.appOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin) {
      const normalized = normalizeOrigin(origin);
      if (normalized && (normalized === requestOrigin(c, options.trustProxy) || allowed.has(normalized))) return next();
    } else if (c.req.header("sec-fetch-site") === "same-origin") {
      return next();
    }
    throw new AppError("forbidden", "Cross-site request refused");
  };
}
