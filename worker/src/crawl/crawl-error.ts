export type CrawlErrorKind =
  | "dns"
  | "robots"
  | "not-found"
  | "timeout"
  | "too-large"
  | "redirect-loop"
  | "not-html"
  | "blocked"
  | "http"
  | "connection";

// Retrying these later gives the same answer, so the job should fail at once instead of burning its attempts.
const PERMANENT_KINDS = new Set<CrawlErrorKind>([
  "dns",
  "robots",
  "not-found",
  "blocked",
  "not-html",
  "too-large",
  "redirect-loop",
]);

// DNS and TLS failures whose cause is on the site's side and will not heal within a retry window.
const PERMANENT_NET_CODES = new Set([
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "ERR_SSL_WRONG_VERSION_NUMBER",
]);

type CrawlErrorOptions = { status?: number; permanent?: boolean; cause?: unknown };

/**
 * Why a site (or one of its pages) could not be crawled. `message` is written for the user who started the scrape;
 * `permanent` tells the job runner whether a retry can help.
 */
export class CrawlError extends Error {
  readonly kind: CrawlErrorKind;
  readonly permanent: boolean;
  readonly status?: number;

  constructor(kind: CrawlErrorKind, message: string, options: CrawlErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "CrawlError";
    this.kind = kind;
    this.permanent = options.permanent ?? PERMANENT_KINDS.has(kind);
    if (options.status !== undefined) this.status = options.status;
  }

  static robots(): CrawlError {
    return new CrawlError("robots", "The site's robots.txt does not allow crawling");
  }

  static blocked(host: string, reason = "points to a private or reserved address"): CrawlError {
    return new CrawlError("blocked", `The host "${host}" ${reason}`);
  }

  static timeout(): CrawlError {
    return new CrawlError("timeout", "The site did not respond in time");
  }

  static tooLarge(maxBytes: number): CrawlError {
    return new CrawlError("too-large", `The page is larger than ${Math.round(maxBytes / 1_000_000)} MB`);
  }

  static notHtml(contentType: string): CrawlError {
    const what = contentType ? ` (${contentType})` : "";
    return new CrawlError("not-html", `The address does not serve a web page${what}`);
  }

  static fromStatus(status: number): CrawlError {
    if (status === 404 || status === 410) {
      return new CrawlError("not-found", `The page was not found (HTTP ${status})`, { status });
    }
    const transient = status >= 500 || status === 408 || status === 425 || status === 429;
    const message =
      status === 429
        ? "The site is rate limiting requests (HTTP 429)"
        : status === 401 || status === 403
          ? `The site refused access (HTTP ${status})`
          : `The site answered with HTTP ${status}`;
    return new CrawlError("http", message, { status, permanent: !transient });
  }

  /** Maps whatever a fetch threw (undici, node:net, DNS, our own guard) to a CrawlError. */
  static from(err: unknown, host: string): CrawlError {
    if (err instanceof CrawlError) return err;
    const nested = err instanceof Error && err.cause instanceof CrawlError ? err.cause : null;
    if (nested) return nested;
    const code = errorCode(err);
    if (code === "ENOTFOUND" || code === "ENODATA") {
      return new CrawlError("dns", `Could not resolve host ${host}`, { cause: err });
    }
    if (code === "EAI_AGAIN") {
      return new CrawlError("dns", `Could not resolve host ${host} (DNS lookup failed, will retry)`, {
        cause: err,
        permanent: false,
      });
    }
    if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
      return new CrawlError("timeout", "The site did not respond in time", { cause: err });
    }
    if (err instanceof Error && (err.name === "TimeoutError" || code === "ETIMEDOUT")) {
      return new CrawlError("timeout", "The site did not respond in time", { cause: err });
    }
    if (code && PERMANENT_NET_CODES.has(code)) {
      return new CrawlError("connection", `The site's HTTPS certificate or TLS setup is invalid (${code})`, {
        cause: err,
        permanent: true,
      });
    }
    if (code === "ECONNREFUSED") {
      return new CrawlError("connection", `Could not connect to ${host} (connection refused)`, { cause: err });
    }
    if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE") {
      return new CrawlError("connection", `The connection to ${host} was reset`, { cause: err });
    }
    const detail = err instanceof Error ? err.message : String(err);
    return new CrawlError("connection", `Could not load ${host}: ${detail}`, { cause: err });
  }
}

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e === "object" && e !== null && "code" in e && typeof e.code === "string") return e.code;
    e = e instanceof Error ? e.cause : undefined;
  }
  return undefined;
}
