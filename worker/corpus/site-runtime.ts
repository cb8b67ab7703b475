import type { ServerResponse } from "node:http";
import type { SiteDef } from "./types.ts";

/** Per-site mutable state of a running corpus: counters, timers to clear and responses to end on close. */
export type SiteRuntime = {
  def: SiteDef;
  origin: string;
  requests: number;
  /** Paths requested (with query), capped so an endless crawl cannot grow it without bound. */
  log: string[];
  pageRequests: number;
  /** When each request started and ended (ms since epoch), capped like `log`: the politeness tests read it. */
  timings: RequestTiming[];
  timers: Set<NodeJS.Timeout>;
  cache: Map<string, string>;
  assets: Set<string> | null;
  closed: boolean;
};

export const LOG_CAP = 2000;

export type RequestTiming = { path: string; start: number; end: number | null };

export function createRuntime(def: SiteDef): SiteRuntime {
  return {
    def,
    origin: "",
    requests: 0,
    log: [],
    pageRequests: 0,
    timings: [],
    timers: new Set(),
    cache: new Map(),
    assets: null,
    closed: false,
  };
}

/** setTimeout that close() can cancel. */
export function later(rt: SiteRuntime, ms: number, fn: () => void): void {
  const timer = setTimeout(() => {
    rt.timers.delete(timer);
    if (!rt.closed) fn();
  }, ms);
  rt.timers.add(timer);
}

/** setInterval that stops with the response and with close(). */
export function every(rt: SiteRuntime, res: ServerResponse, ms: number, fn: () => void): void {
  const timer = setInterval(() => {
    if (rt.closed || res.destroyed || res.writableEnded) {
      clearInterval(timer);
      rt.timers.delete(timer);
      return;
    }
    fn();
  }, ms);
  rt.timers.add(timer);
  res.on("close", () => {
    clearInterval(timer);
    rt.timers.delete(timer);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  head: boolean,
  headers: Record<string, string> = {},
): void {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  res.writeHead(status, { "Content-Type": type, "Content-Length": String(bytes.length), ...headers });
  res.end(head ? undefined : bytes);
}
