import { type Endpoint, endpointPath, type PathParamNames, type PathParams } from "@cbct/core/contracts/endpoint";
import type { z } from "zod";

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

export type UnauthorizedBehavior = "returnNull" | "throw";

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The query string of an endpoint that declares one: its schema's keys, each a plain value (arrays join with ','). */
type QueryOption<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? { query?: { readonly [K in keyof z.output<Q>]?: QueryValue } }
  : { query?: never };
type BodyOption<E extends Endpoint> = E extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : { body?: never };
type ParamsOption<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: never }
  : { params: PathParams<E["path"]> };

/** What one call of `E` takes: its path parameters, query and body as the endpoint table types them. */
export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** The browser's HTTP cache mode ("no-store" where a cached copy must never answer). */
    cache?: RequestCache;
  };
/** The parsed answer of `E`. */
export type ResponseOf<E extends Endpoint> = E["response"] extends z.ZodType ? z.output<E["response"]> : never;

/** The options argument is optional exactly when the endpoint needs no path parameters and no body. */
type OptionsArg<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type UrlOptions<E extends Endpoint> = ParamsOption<E> & QueryOption<E>;
type UrlOptionsArg<E extends Endpoint> =
  object extends UrlOptions<E> ? [options?: UrlOptions<E>] : [options: UrlOptions<E>];

/** The query string of a call: empty values are left out, so "no filter" never reaches the server as `city=`. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The web's only way to the API: every call names an entry of the endpoint table (core/src/contracts/endpoints.ts),
 * which types its path parameters, query and body, and whose response schema parses the answer. `origin` is empty in
 * the app (same origin) and a test server's address in tests.
 */
export function createApiClient(origin = "") {
  const buildUrl = (endpoint: Endpoint, options: { params?: object; query?: object }): string =>
    origin +
    endpointPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>) +
    queryString(options.query as Record<string, QueryValue> | undefined);

  /** The address of a call (a download link, or a key for the browser's own fetch). */
  const url = <E extends Endpoint>(endpoint: E, ...[options]: UrlOptionsArg<E>): string =>
    buildUrl(endpoint, options ?? {});

  /** The answer itself (headers, a CSV body); a non-OK answer throws ApiError. */
  const raw = async <E extends Endpoint>(endpoint: E, ...[options]: OptionsArg<E>): Promise<Response> => {
    const opts = (options ?? {}) as CallOptions<E>;
    // A POST, PUT or PATCH without a body still sends `{}`: the API reads every such call as JSON.
    const sendsJson = endpoint.method === "POST" || endpoint.method === "PUT" || endpoint.method === "PATCH";
    const body = opts.body !== undefined ? opts.body : sendsJson ? {} : undefined;
    const res = await fetch(buildUrl(endpoint, opts), {
      method: endpoint.method,
      credentials: "include",
      headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...opts.headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: opts.signal,
      ...(opts.cache ? { cache: opts.cache } : {}),
    });
    await throwIfNotOk(res);
    return res;
  };

  /**
   * `call`, with the answer's headers beside it: the ETag a versioned resource answers is sent back as If-Match (in
   * `headers`) by the write that follows, and a 412 (the row changed since) throws ApiError like any non-OK answer.
   */
  const callWithHeaders = async <E extends Endpoint & { response: z.ZodType }>(
    endpoint: E,
    ...args: OptionsArg<E>
  ): Promise<{ data: ResponseOf<E>; headers: Headers }> => {
    const res = await raw(endpoint, ...args);
    const data = (await parseJson(res, endpoint.path, endpoint.response)) as ResponseOf<E>;
    return { data, headers: res.headers };
  };

  /** The answer parsed with the endpoint's response schema (an answer that breaks it throws ApiShapeError). */
  const call = async <E extends Endpoint & { response: z.ZodType }>(
    endpoint: E,
    ...args: OptionsArg<E>
  ): Promise<ResponseOf<E>> => (await callWithHeaders(endpoint, ...args)).data;

  /** `call`, except that a 401 answers null (the session read: no session is not an error). */
  const callOrNullOn401 = async <E extends Endpoint & { response: z.ZodType }>(
    endpoint: E,
    ...args: OptionsArg<E>
  ): Promise<ResponseOf<E> | null> => {
    try {
      return await call(endpoint, ...args);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

  return { url, raw, call, callWithHeaders, callOrNullOn401 };
}

/** The app's client (same origin). */
export const api = createApiClient();
