import type { QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import { responseSchemaFor } from "./response-schemas.ts";

/**
 * A non-OK answer (spec 8). The message is exactly `${status}: ${body text || status text}`; status and body stay
 * readable so screens can show the server's `error` field without parsing the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

/** Every call of spec 7: cookies always, a JSON body (and its content type) only when there is a body. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: { ...(hasBody ? { "Content-Type": "application/json" } : {}), ...init?.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: init?.signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** An OK answer that is not the shape the contract promises (a server bug or a version mismatch): never cast. */
export class ApiShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(`Unexpected answer from ${url}${first ? `: ${first.path.join(".") || "body"} ${first.message}` : ""}`);
    this.name = "ApiShapeError";
  }
}

async function parseJson<S extends z.ZodType>(res: Response, url: string, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) throw new ApiShapeError(url, parsed.error.issues);
  return parsed.data;
}

/** apiRequest, then the answer parsed with its contract's schema (shared/src/contracts). */
export async function apiJson<S extends z.ZodType>(
  method: string,
  url: string,
  schema: S,
  body?: unknown,
  init?: { headers?: Record<string, string> },
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, body, init);
  return parseJson(res, url, schema);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The query key's parts joined with '/' are the URL of a generic read (spec 7). */
export const queryKeyUrl = (queryKey: readonly unknown[]): string => queryKey.map(String).join("/");

/**
 * The default query function: GET the key's URL and parse the answer with the schema given, else the one
 * response-schemas.ts names for that URL (a read without a contract is an error, not a cast); a 401 gives null when
 * asked to.
 */
export function getQueryFn<T = unknown>(options: {
  on401: UnauthorizedBehavior;
  schema?: z.ZodType<T>;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKeyUrl(queryKey);
    const schema = options.schema ?? (responseSchemaFor(url) as z.ZodType<T> | undefined);
    if (!schema) throw new Error(`No response schema for ${url} (add it to web/src/lib/response-schemas.ts)`);
    const res = await fetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseJson(res, url, schema);
  };
}
