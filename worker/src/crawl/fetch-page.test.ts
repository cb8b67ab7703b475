import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { createGuardedAgent } from "./ssrf-guard.ts";
import { startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MAX_BYTES = 50_000;

async function failure(p: Promise<unknown>): Promise<CrawlError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CrawlError);
  return err as CrawlError;
}

describe("PageFetcher", () => {
  let server: TestServer;
  const dispatcher = createGuardedAgent({ allowHosts: ["127.0.0.1:1024-65535"] });
  const fetcher = new PageFetcher({
    dispatcher,
    userAgent: "CBCTIntelligenceBot/1.0 (+test)",
    allowHosts: ["127.0.0.1:1024-65535"],
    maxRedirects: 3,
    maxBodyBytes: MAX_BYTES,
  });
  const get = (path: string, timeoutMs = 5_000) => fetcher.fetchHtml(`${server.origin}${path}`, { timeoutMs });

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const path = url.pathname;
      const html = (body: string, type = "text/html; charset=utf-8") => {
        res.writeHead(200, { "content-type": type });
        res.end(body);
      };
      if (path === "/ok") return html("<html><title>Smile Dental</title><p>Hello</p></html>");
      if (path === "/hop") {
        const n = Number(url.searchParams.get("n"));
        res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : "/ok" });
        return res.end();
      }
      if (path === "/loop-a" || path === "/loop-b") {
        res.writeHead(301, { location: path === "/loop-a" ? "/loop-b" : "/loop-a" });
        return res.end();
      }
      if (path === "/huge") {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = `<p>${"x".repeat(9_990)}</p>`;
        let sent = 0;
        const push = () => {
          while (sent < 200 && res.write(chunk)) sent++;
          if (sent < 200) res.once("drain", push);
          else res.end();
        };
        return push();
      }
      if (path === "/huge-declared") {
        res.writeHead(200, { "content-type": "text/html", "content-length": String(MAX_BYTES * 10) });
        return res.write("<p>start</p>");
      }
      if (path === "/bomb") {
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(gzipSync(Buffer.alloc(MAX_BYTES * 20, 0x61)));
      }
      if (path === "/gzip") {
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(gzipSync("<html><p>Compressed CBCT page</p></html>"));
      }
      if (path === "/hang-headers") return; // never answers
      if (path === "/hang-body") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.write("<p>first bytes then silence");
      }
      if (path === "/pdf") return html("%PDF-1.4 binary", "application/pdf");
      if (path === "/png-as-html") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(PNG);
      }
      if (path === "/no-type-html") {
        res.writeHead(200);
        return res.end("<!DOCTYPE html><html><body>Untyped page</body></html>");
      }
      if (path === "/no-type-text") {
        res.writeHead(200);
        return res.end("just some words");
      }
      if (path === "/latin1-header") {
        res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
        return res.end(Buffer.from("<p>Caf\xe9 \xa9 2024</p>", "latin1"));
      }
      if (path === "/latin1-meta") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(Buffer.from('<meta charset="windows-1252"><p>Dr. M\xfcller \x96 Implants</p>', "latin1"));
      }
      if (path === "/missing") {
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("nope");
      }
      if (path === "/gone") {
        res.writeHead(410, { "content-type": "text/html" });
        return res.end("gone");
      }
      if (path === "/down") {
        res.writeHead(503, { "content-type": "text/html" });
        return res.end("maintenance");
      }
      res.writeHead(500);
      res.end();
    });
  });
  afterAll(async () => {
    await server.close();
    await dispatcher.close();
  });

  it("fetches a page with the named user agent", async () => {
    const page = await get("/ok");
    expect(page.body).toContain("Smile Dental");
    expect(page.status).toBe(200);
    expect(server.requests.at(-1)?.userAgent).toBe("CBCTIntelligenceBot/1.0 (+test)");
  });

  it("follows redirects up to the limit and reports the final URL", async () => {
    const page = await get("/hop?n=2");
    expect(page.url).toBe(`${server.origin}/ok`);
    expect(page.redirects).toBe(3);
  });

  it.each([
    ["more redirects than allowed", "/hop?n=5", "redirected more than 3 times"],
    ["a redirect loop", "/loop-a", "redirects in a loop"],
  ])("stops %s", async (_label, path, message) => {
    const err = await failure(get(path));
    expect(err.kind).toBe("redirect-loop");
    expect(err.permanent).toBe(true);
    expect(err.message).toContain(message);
  });

  it.each([
    ["a streamed body past the cap", "/huge"],
    ["a declared length past the cap", "/huge-declared"],
    ["a compression bomb", "/bomb"],
  ])("refuses %s as too large", async (_label, path) => {
    const err = await failure(get(path));
    expect(err.kind).toBe("too-large");
  });

  it("decompresses gzip", async () => {
    expect((await get("/gzip")).body).toContain("Compressed CBCT page");
  });

  it.each([
    ["headers", "/hang-headers"],
    ["body", "/hang-body"],
  ])("times out a server that hangs in the %s", async (_label, path) => {
    const started = Date.now();
    const err = await failure(get(path, 300));
    expect(err.kind).toBe("timeout");
    expect(err.permanent).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ["a PDF", "/pdf"],
    ["PNG bytes labelled text/html", "/png-as-html"],
    ["untyped plain text", "/no-type-text"],
  ])("skips %s as not HTML", async (_label, path) => {
    const err = await failure(get(path));
    expect(err.kind).toBe("not-html");
  });

  it("accepts an untyped body that looks like HTML", async () => {
    expect((await get("/no-type-html")).body).toContain("Untyped page");
  });

  it.each([
    ["the Content-Type header", "/latin1-header", "Café © 2024"],
    ["<meta charset>", "/latin1-meta", "Dr. Müller – Implants"],
  ])("decodes the charset named in %s", async (_label, path, text) => {
    expect((await get(path)).body).toContain(text);
  });

  it.each([
    ["/missing", "not-found", true, 404],
    ["/gone", "not-found", true, 410],
    ["/down", "http", false, 503],
  ])("maps %s to %s", async (path, kind, permanent, status) => {
    const err = await failure(get(path));
    expect(err).toMatchObject({ kind, permanent, status });
  });
});
