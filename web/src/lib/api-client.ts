import type { QueryFunction } from "@tanstack/react-query";

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

/** apiRequest, then the answer parsed as JSON. */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  init?: { headers?: Record<string, string> },
): Promise<T> {
  const res = await apiRequest(method, url, body, init);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The query key's parts joined with '/' are the URL of a generic read (spec 7). */
export const queryKeyUrl = (queryKey: readonly unknown[]): string => queryKey.map(String).join("/");

/** The default query function: GET the key's URL, parse JSON; a 401 gives null when asked to. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyUrl(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
