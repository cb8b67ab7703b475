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
    log.error("unhandled error", { method: c.req.method, path: c.req.path, error: loggableError(err) });
    return c.json({ error: "Internal server error" }, 500);
  };
}

/**
 * What of an error may be logged. A failed query's message lists its parameters (a lead's notes, an e-mail, a
 * password hash) and Postgres's own message quotes the offending value, so for those only the SQL text with its
 * placeholders, the SQLSTATE and the schema names are kept.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const cause = err.cause as { code?: unknown; table_name?: unknown; column_name?: unknown; constraint_name?: unknown };
  if ("query" in err && "params" in err) {
    return {
      name: "DrizzleQueryError",
      query: String(err.query),
      code: cause?.code,
      table: cause?.table_name,
      column: cause?.column_name,
      constraint: cause?.constraint_name,
      // The stack's first lines repeat the message, parameters included.
      stack: err.stack
        ?.split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n"),
    };
  }
  return err;
}
