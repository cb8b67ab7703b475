import { AsyncLocalStorage } from "node:async_hooks";
import { type AllowList, hostNameProblem, urlPort } from "@cbct/shared/net/host-policy";
import { type Dispatcher, request } from "undici";
import { CrawlError } from "../crawl/crawl-error.ts";
import { readCappedBody } from "../crawl/read-capped-body.ts";
import { createGuardedAgent } from "../crawl/ssrf-guard.ts";
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
  /** Called once per request sent to a provider (retries included): the per-user meter. */
  onRequest?: ProviderMeterFn;
  /** The guarded connection pool (see providerGuard); every hop goes through it. */
  guard?: ProviderGuard;
};

/**
 * Counts (and may refuse, by throwing a ProviderError) each request a pipeline run sends to a provider. Set around a
 * run's discovery calls with providerMeter.run(...): the clients below need not pass it along.
 */
export type ProviderMeterFn = (provider: string) => Promise<void>;
export const providerMeter = new AsyncLocalStorage<ProviderMeterFn>();

/** What a provider request may reach, and the pool that enforces it at connect time. */
export type ProviderGuard = { dispatcher: Dispatcher; allowHosts: AllowList; maxBodyBytes: number };

/** The only thing a user reads about a network failure: no socket errors, no "refused" versus "timed out". */
export const PROVIDER_UNREACHABLE = "the provider could not be reached";
export const PROVIDER_MAX_BODY_BYTES = 10_000_000;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The same rules as the scraper's (private, loopback, link-local and metadata addresses and service ports refused, DNS
 * answers checked at connect time), except that the configured base URLs' own host:port are allowed: an operator who
 * points NPPES_BASE_URL at 127.0.0.1 (tests, a local mirror) means it. Nothing else private is reachable, so a
 * provider (or whoever answers in its name) cannot redirect the worker into the internal network.
 */
export function providerGuard(baseUrls: readonly string[], maxBodyBytes = PROVIDER_MAX_BODY_BYTES): ProviderGuard {
  const allowHosts = baseUrls.map((raw) => {
    const url = new URL(raw);
    return `${url.hostname}:${urlPort(url)}`;
  });
  return {
    allowHosts,
    maxBodyBytes,
    dispatcher: createGuardedAgent({ allowHosts, connectionsPerOrigin: 8 }),
  };
}

let defaultGuard: ProviderGuard | null = null;
/** For callers that pass no guard (scripts): public addresses only. */
function fallbackGuard(): ProviderGuard {
  defaultGuard ??= providerGuard([]);
  return defaultGuard;
}

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

const headerOf = (headers: Dispatcher.ResponseData["headers"], name: string): string | null => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

function discard(body: Dispatcher.ResponseData["body"]): void {
  body.on("error", () => {});
  body.destroy();
}

/** Refusals that asking again cannot change (a redirect elsewhere, a blocked address, an answer too large). */
class Refused extends Error {}

type Answer = { status: number; headers: Dispatcher.ResponseData["headers"]; text: string };

/**
 * One request with redirects followed by hand: only to the same host (any other host, even a public one, is
 * refused: providers have no reason to send us elsewhere), each hop's address and port checked by the guard, and the
 * body read only up to the guard's size cap.
 */
async function send(
  startUrl: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string },
  http: ProviderHttp,
  guard: ProviderGuard,
  signal: AbortSignal,
): Promise<Answer> {
  const start = new URL(startUrl);
  let current = start;
  let method = init.method ?? "GET";
  let body = init.body;
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== "http:" && current.protocol !== "https:") throw new Refused("not http");
    if (current.hostname !== start.hostname) throw new Refused("redirect to another host");
    if (hostNameProblem(current.hostname, guard.allowHosts, urlPort(current))) throw new Refused("blocked host");
    const res = await request(current, {
      method,
      dispatcher: guard.dispatcher,
      signal,
      headers: {
        accept: "application/json",
        ...init.headers,
        "user-agent": http.userAgent,
        "accept-encoding": "gzip, deflate, br",
      },
      ...(body === undefined ? {} : { body }),
    });
    const location = headerOf(res.headers, "location");
    if (REDIRECT_STATUSES.has(res.statusCode) && location) {
      discard(res.body);
      if (redirects >= MAX_REDIRECTS) throw new Refused("too many redirects");
      current = new URL(location, current);
      if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      continue;
    }
    const encoding = headerOf(res.headers, "content-encoding") ?? undefined;
    const declared = Number(headerOf(res.headers, "content-length"));
    // A declared size over the cap is refused before a byte of the body is read.
    if (!encoding && Number.isFinite(declared) && declared > guard.maxBodyBytes) {
      discard(res.body);
      throw new Refused("too large");
    }
    try {
      const bytes = await readCappedBody(res.body, encoding, guard.maxBodyBytes);
      return { status: res.statusCode, headers: res.headers, text: bytes.toString("utf8") };
    } catch (err) {
      if (err instanceof CrawlError && err.kind === "too-large") throw new Refused("too large");
      throw err;
    }
  }
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
  const guard = http.guard ?? fallbackGuard();
  let lastError = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await http.beforeRequest?.();
    await (http.onRequest ?? providerMeter.getStore())?.(provider);
    const timeout = AbortSignal.timeout(http.timeoutMs);
    const signal = http.signal ? AbortSignal.any([http.signal, timeout]) : timeout;
    let wait = base * 2 ** (attempt - 1);
    try {
      const res = await send(url, init, http, guard, signal);
      let body: unknown = null;
      try {
        body = res.text ? JSON.parse(res.text) : null;
      } catch {
        body = null;
      }
      if (res.status >= 200 && res.status <= 299) {
        if (body === null) throw new ProviderError(provider, `${provider} answered something that is not JSON`, false);
        return { status: res.status, body };
      }
      const reason = describe(res.status, body, res.text);
      if (res.status !== 429 && res.status < 500) throw new ProviderError(provider, reason, false);
      lastError = reason;
      wait = Math.max(wait, Math.min(retryAfterMs(headerOf(res.headers, "retry-after")) ?? 0, 30_000));
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (http.signal?.aborted) throw new ProviderError(provider, `${provider} request cancelled`, false);
      // Redirected elsewhere, a refused address or port, an oversized answer: the same each time, and told the same
      // way as a closed port, so the text cannot be used to map what is listening where.
      if (err instanceof Refused || err instanceof CrawlError)
        throw new ProviderError(provider, PROVIDER_UNREACHABLE, false);
      lastError = timeout.aborted
        ? `did not answer within ${Math.round(http.timeoutMs / 1000)} s`
        : PROVIDER_UNREACHABLE;
    }
    if (attempt < attempts) await sleep(wait, http.signal);
  }
  throw new ProviderError(provider, lastError, true);
}
