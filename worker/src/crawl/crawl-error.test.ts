import { describe, expect, it } from "vitest";
import { CrawlError } from "./crawl-error.ts";

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("CrawlError", () => {
  it.each([
    [404, "not-found", true, "The page was not found (HTTP 404)"],
    [410, "not-found", true, "The page was not found (HTTP 410)"],
    [403, "http", true, "The site refused access (HTTP 403)"],
    [400, "http", true, "The site answered with HTTP 400"],
    [429, "http", false, "The site is rate limiting requests (HTTP 429)"],
    [500, "http", false, "The site answered with HTTP 500"],
    [503, "http", false, "The site answered with HTTP 503"],
  ])("maps HTTP %i to %s (permanent: %s)", (status, kind, permanent, message) => {
    expect(CrawlError.fromStatus(status)).toMatchObject({ kind, permanent, status, message });
  });

  it.each([
    ["ENOTFOUND", "dns", true, "Could not resolve host smile.example"],
    ["EAI_AGAIN", "dns", false, "Could not resolve host smile.example (DNS lookup failed, will retry)"],
    ["ECONNREFUSED", "connection", false, "Could not connect to smile.example (connection refused)"],
    ["ECONNRESET", "connection", false, "The connection to smile.example was reset"],
    ["UND_ERR_CONNECT_TIMEOUT", "timeout", false, "The site did not respond in time"],
    ["CERT_HAS_EXPIRED", "connection", true, "The site's HTTPS certificate or TLS setup is invalid (CERT_HAS_EXPIRED)"],
  ])("maps network error %s to %s (permanent: %s)", (code, kind, permanent, message) => {
    expect(CrawlError.from(withCode(code), "smile.example")).toMatchObject({ kind, permanent, message });
  });

  it("finds a code on a wrapped cause and keeps an inner CrawlError as is", () => {
    const wrapped = new Error("fetch failed", { cause: withCode("ENOTFOUND") });
    expect(CrawlError.from(wrapped, "a.example").kind).toBe("dns");
    const inner = CrawlError.blocked("10.0.0.1");
    expect(CrawlError.from(new Error("connect failed", { cause: inner }), "x")).toBe(inner);
  });

  it.each([
    [CrawlError.robots(), "robots", true, "The site's robots.txt does not allow crawling"],
    [CrawlError.blocked("10.0.0.1"), "blocked", true, 'The host "10.0.0.1" points to a private or reserved address'],
    [CrawlError.timeout(), "timeout", false, "The site did not respond in time"],
    [CrawlError.tooLarge(3_000_000), "too-large", true, "The page is larger than 3 MB"],
    [
      CrawlError.notHtml("application/pdf"),
      "not-html",
      true,
      "The address does not serve a web page (application/pdf)",
    ],
  ])("builds %s with a message for the user", (err, kind, permanent, message) => {
    expect(err).toMatchObject({ kind, permanent, message });
  });
});
