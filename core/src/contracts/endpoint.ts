import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API call: its method, its path template (Hono's `:name` segments), the zod schemas of its query string and
 * JSON body (the very objects the route validates with), and the schema of its JSON answer. `response: null` marks an
 * answer that is not JSON (a CSV download, Prometheus text).
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType | null;
};

/** The names of a path template's `:name` segments: "/api/practices/:id/history" gives "id". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** The path of `endpoint` with its `:name` segments filled in (each value URL-encoded). */
export function endpointPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
