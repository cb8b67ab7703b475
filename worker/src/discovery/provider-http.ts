import { ProviderError } from "./provider-error.ts";

export type ProviderHttp = {
  /** Named application User-Agent with a contact, as Nominatim's and Overpass's usage policies require. */
  userAgent: string;
  timeoutMs: number;
  /** Attempts for 429, 5xx and network errors (each waits longer: Retry-After when given, else doubling). */
  attempts?: number;
  baseDelayMs?: number;
  signal?: AbortSignal;
  /** Called before every attempt, retries included: the place for a rate gate. */
  beforeRequest?: () => Promise<void>;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

/**
 * One JSON request to an outside registry with its usage policy applied: identifying User-Agent, a timeout per
 * attempt, and backoff on 429 / 5xx / network errors. Other 4xx answers are the caller's mistake and are not retried.
 * Returns the status and parsed body; `describe` turns an error body into a readable reason.
 */
export async function requestJson(
  provider: string,
  url: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string },
  http: ProviderHttp,
  describe: (status: number, body: unknown, text: string) => string = (status) => `HTTP ${status}`,
): Promise<{ status: number; body: unknown }> {
  const attempts = http.attempts ?? 3;
  const base = http.baseDelayMs ?? 1_000;
  let lastError = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await http.beforeRequest?.();
    const timeout = AbortSignal.timeout(http.timeoutMs);
    const signal = http.signal ? AbortSignal.any([http.signal, timeout]) : timeout;
    let wait = base * 2 ** (attempt - 1);
    try {
      const res = await fetch(url, {
        method: init.method ?? "GET",
        headers: { "user-agent": http.userAgent, accept: "application/json", ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal,
        redirect: "follow",
      });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (res.ok) {
        if (body === null) throw new ProviderError(provider, `${provider} answered something that is not JSON`, false);
        return { status: res.status, body };
      }
      const reason = describe(res.status, body, text);
      if (res.status !== 429 && res.status < 500) throw new ProviderError(provider, reason, false);
      lastError = reason;
      wait = Math.max(wait, Math.min(retryAfterMs(res.headers.get("retry-after")) ?? 0, 30_000));
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (http.signal?.aborted) throw new ProviderError(provider, `${provider} request cancelled`, false);
      lastError = timeout.aborted
        ? `did not answer within ${Math.round(http.timeoutMs / 1000)} s`
        : `could not be reached (${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)})`;
    }
    if (attempt < attempts) await sleep(wait, http.signal);
  }
  throw new ProviderError(provider, lastError, true);
}
