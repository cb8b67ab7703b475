import { toSafeJson } from "@cbct/core/domain/safe-text";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/**
 * Parses `value` with a shared zod schema; a failure is a 400 whose `error` is the first issue's message (the text the
 * form shows) and whose `details` maps each field to its message.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    details[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? "Invalid request";
  throw new AppError("bad_request", first, { details });
}

/**
 * The request body as JSON, whatever the content type says; an empty body reads as `{}`. NUL characters and lone
 * surrogates (which Postgres text refuses) are cleaned out of every string, so no route can pass them on.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return toSafeJson(JSON.parse(text));
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
}

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(c));
}

/** A positive integer path parameter such as a practice id. */
export function intParam(c: Context, name: string, label = name): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new AppError("bad_request", `${label} must be a positive integer`);
  return Number(raw);
}
