import { type AllowList, hostNameProblem, urlPort } from "@cbct/shared/net/host-policy";
import { type Dispatcher, request } from "undici";
import { CrawlError } from "./crawl-error.ts";
import { classifyType, decodeBody, looksBinary, looksLikeHtml, parseContentType } from "./decode-body.ts";
import { readCappedBody } from "./read-capped-body.ts";

export type PageFetcherOptions = {
  /** The SSRF-guarded agent; every hop of every request goes through it. */
  dispatcher: Dispatcher;
  userAgent: string;
  allowHosts: AllowList;
  maxRedirects: number;
  maxBodyBytes: number;
};

export type FetchBudget = {
  timeoutMs: number;
  /** The job's signal: when it aborts, its reason is thrown as is. */
  signal?: AbortSignal;
  maxBytes?: number;
};

export type FetchedText = { url: string; status: number; contentType: string; body: string; redirects: number };

export type RawRequest = FetchBudget & { method?: string; headers?: Record<string, string>; body?: Buffer | null };
export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Headers the browser sends that must not be forwarded verbatim: undici sets them itself or they describe a hop.
const DROPPED_REQUEST_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "upgrade",
  "accept-encoding",
  "proxy-authorization",
  "te",
  "trailer",
]);
const DROPPED_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);

type Hop = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData["body"];
};

/**
 * HTTP for the crawler: one named user agent, keep-alive through a shared guarded agent, redirects followed by hand
 * so each hop's scheme and host are checked, a time budget that covers headers and body, and a body size cap.
 */
export class PageFetcher {
  constructor(private readonly options: PageFetcherOptions) {}

  /** A page to parse: follows redirects, throws a CrawlError for non-2xx answers and for anything but HTML. */
  async fetchHtml(url: string, budget: FetchBudget): Promise<FetchedText> {
    return this.withBudget(url, budget, async (signal) => {
      const { hop, finalUrl, redirects } = await this.follow(
        url,
        signal,
        "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
      );
      if (hop.status < 200 || hop.status > 299) {
        discard(hop.body);
        throw CrawlError.fromStatus(hop.status);
      }
      const media = parseContentType(header(hop.headers, "content-type"));
      const kind = classifyType(media.type);
      if (kind === "other") {
        discard(hop.body);
        throw CrawlError.notHtml(media.type);
      }
      const bytes = await this.read(hop, budget);
      if (looksBinary(bytes, media.charset)) throw CrawlError.notHtml(media.type || "binary data");
      const body = decodeBody(bytes, media.charset);
      if (kind === "sniff" && !looksLikeHtml(body)) throw CrawlError.notHtml(media.type || "no content type");
      return { url: finalUrl, status: hop.status, contentType: media.type, body, redirects };
    });
  }

  /** Any text resource (robots.txt, sitemaps): follows redirects and returns the status instead of throwing. */
  async fetchText(url: string, budget: FetchBudget): Promise<FetchedText> {
    return this.withBudget(url, budget, async (signal) => {
      const { hop, finalUrl, redirects } = await this.follow(
        url,
        signal,
        "text/plain,application/xml,text/xml,*/*;q=0.5",
      );
      const media = parseContentType(header(hop.headers, "content-type"));
      if (hop.status < 200 || hop.status > 299) {
        discard(hop.body);
        return { url: finalUrl, status: hop.status, contentType: media.type, body: "", redirects };
      }
      const bytes = await this.read(hop, budget);
      const body = looksBinary(bytes, media.charset) ? "" : decodeBody(bytes, media.charset);
      return { url: finalUrl, status: hop.status, contentType: media.type, body, redirects };
    });
  }

  /** One hop, redirects not followed, any content type: what the browser's request interception needs. */
  async fetchRaw(url: string, req: RawRequest): Promise<RawResponse> {
    return this.withBudget(url, req, async (signal) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers ?? {})) {
        if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
      }
      const hop = await this.hop(url, signal, req.method ?? "GET", headers, req.body ?? null);
      const bytes = await this.read(hop, req);
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(hop.headers)) {
        if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
        out[name] = Array.isArray(value) ? value.join(name === "set-cookie" ? "\n" : ", ") : value;
      }
      return { status: hop.status, headers: out, body: bytes };
    });
  }

  private async withBudget<T>(url: string, budget: FetchBudget, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const timeout = AbortSignal.timeout(budget.timeoutMs);
    const signal = budget.signal ? AbortSignal.any([budget.signal, timeout]) : timeout;
    try {
      return await run(signal);
    } catch (err) {
      if (budget.signal?.aborted) throw budget.signal.reason;
      if (timeout.aborted) throw CrawlError.timeout();
      throw CrawlError.from(err, hostOf(url));
    }
  }

  private async follow(
    startUrl: string,
    signal: AbortSignal,
    accept: string,
  ): Promise<{ hop: Hop; finalUrl: string; redirects: number }> {
    const seen = new Set<string>();
    let current = startUrl;
    for (let redirects = 0; ; redirects++) {
      seen.add(current);
      const hop = await this.hop(current, signal, "GET", { accept }, null);
      const location = header(hop.headers, "location");
      if (!REDIRECT_STATUSES.has(hop.status) || !location) return { hop, finalUrl: current, redirects };
      await hop.body.dump().catch(() => undefined);
      let next: string;
      try {
        const nextUrl = new URL(location, current);
        nextUrl.hash = "";
        // Credentials in a redirect target are neither sent nor kept (the final URL is stored with the lead).
        nextUrl.username = "";
        nextUrl.password = "";
        next = nextUrl.toString();
      } catch {
        throw new CrawlError("http", "The site redirected to an invalid address", { status: hop.status });
      }
      if (seen.has(next)) throw new CrawlError("redirect-loop", "The site redirects in a loop");
      if (redirects >= this.options.maxRedirects) {
        throw new CrawlError("redirect-loop", `The site redirected more than ${this.options.maxRedirects} times`);
      }
      current = next;
    }
  }

  private async hop(
    url: string,
    signal: AbortSignal,
    method: string,
    headers: Record<string, string>,
    body: Buffer | null,
  ): Promise<Hop> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new CrawlError("http", `"${url}" is not a valid address`, { permanent: true });
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      throw new CrawlError("blocked", `Only http and https addresses can be crawled (got ${parsed.protocol})`);
    }
    const problem = hostNameProblem(parsed.hostname, this.options.allowHosts, urlPort(parsed));
    if (problem) throw CrawlError.blocked(parsed.hostname, problem);
    const res = await request(parsed, {
      method: method as Dispatcher.HttpMethod,
      dispatcher: this.options.dispatcher,
      signal,
      body,
      headers: {
        "accept-language": "en-US,en;q=0.9",
        ...headers,
        "user-agent": this.options.userAgent,
        "accept-encoding": "gzip, deflate, br",
      },
    });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  }

  private async read(hop: Hop, budget: FetchBudget): Promise<Buffer> {
    const max = budget.maxBytes ?? this.options.maxBodyBytes;
    const declared = Number(header(hop.headers, "content-length"));
    const encoding = header(hop.headers, "content-encoding");
    if (!encoding && Number.isFinite(declared) && declared > max) {
      discard(hop.body);
      throw CrawlError.tooLarge(max);
    }
    return readCappedBody(hop.body, encoding, max);
  }
}

/** Drops a body we will not read; destroying an unread undici body emits an error nobody else listens for. */
function discard(body: Hop["body"]): void {
  body.on("error", () => {});
  body.destroy();
}

function header(headers: Hop["headers"], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
