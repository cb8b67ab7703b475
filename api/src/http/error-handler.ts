import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { AppError } from "./app-error.ts";

/**
 * The one place errors become HTTP (architecture habit 6): AppError -> its status and `{ error }`, Hono's own 4xx
 * exceptions likewise, anything else -> a logged 500 that reveals nothing.
 */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(err.details ? { error: err.message, details: err.details } : { error: err.message }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message || "Bad request" }, err.status as ContentfulStatusCode);
    }
    log.error("unhandled error", { method: c.req.method, path: c.req.path, error: err });
    return c.json({ error: "Internal server error" }, 500);
  };
}
