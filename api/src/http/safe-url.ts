import { hasUnsafeChars } from "@cbct/core/domain/safe-text";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { AppError } from "./app-error.ts";

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    // Malformed escapes are left to the routes, which read them literally.
    return text;
  }
}

/**
 * A NUL or a lone surrogate in a path or query would reach Postgres through a search or an id and fail the query
 * (a 500). Refused here once, for every route, instead of route by route; bodies are cleaned by readJson.
 */
export const refuseUnsafeUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const pathAndQuery = start === -1 ? "" : url.slice(start);
  if (hasUnsafeChars(decoded(pathAndQuery))) throw new AppError("bad_request", "Request contains invalid characters");
  await next();
};
