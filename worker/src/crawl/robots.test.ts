import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { PageFetcher } from "./fetch-page.ts";
import { RobotsCache } from "./robots.ts";
import { createGuardedAgent } from "./ssrf-guard.ts";
import { startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

const UA = "CBCTIntelligenceBot/1.0 (+https://cbct-intelligence.example/bot)";
const dispatcher = createGuardedAgent({ allowHosts: ["127.0.0.1:1024-65535"] });
const fetcher = new PageFetcher({
  dispatcher,
  userAgent: UA,
  allowHosts: ["127.0.0.1:1024-65535"],
  maxRedirects: 3,
  maxBodyBytes: 1e6,
});
const servers: TestServer[] = [];

async function robotsServer(respond: (res: ServerResponse, req: IncomingMessage) => void): Promise<TestServer> {
  const server = await startTestServer((req, res) => respond(res, req));
  servers.push(server);
  return server;
}
const text = (body: string) => (res: ServerResponse) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end(body);
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => dispatcher.close());

describe("RobotsCache", () => {
  const cache = () => new RobotsCache({ fetcher, userAgent: UA, timeoutMs: 300 });

  it("denies paths disallowed for our agent and allows the rest", async () => {
    const s = await robotsServer(
      text("User-agent: *\nDisallow: /private\n\nUser-agent: CBCTIntelligenceBot\nDisallow: /team\n"),
    );
    const robots = cache();
    expect(await robots.isAllowed(`${s.origin}/team/dr-holt`)).toBe(false);
    expect(await robots.isAllowed(`${s.origin}/technology`)).toBe(true);
    // Our own group replaces the * group, as the standard says.
    expect(await robots.isAllowed(`${s.origin}/private`)).toBe(true);
  });

  it("denies everything under Disallow: / for every agent", async () => {
    const s = await robotsServer(text("User-agent: *\nDisallow: /\n"));
    expect(await cache().isAllowed(`${s.origin}/`)).toBe(false);
  });

  it.each([
    ["Crawl-delay: 2", 2_000],
    ["Crawl-delay: 120", 10_000],
    ["", 0],
  ])("reads '%s' as a delay of %i ms (capped at 10 s)", async (line, ms) => {
    const s = await robotsServer(text(`User-agent: *\n${line}\nDisallow:\n`));
    expect((await cache().rulesFor(`${s.origin}/`)).crawlDelayMs).toBe(ms);
  });

  it.each([
    ["a missing file (404)", 404, null],
    ["a forbidden file (403)", 403, null],
    ["a server error (503)", 503, "robots.txt answered HTTP 503"],
  ])("allows everything for %s", async (_label, status, note) => {
    const s = await robotsServer((res) => {
      res.writeHead(status);
      res.end("User-agent: *\nDisallow: /\n");
    });
    const rules = await cache().rulesFor(`${s.origin}/`);
    expect(rules.isAllowed(`${s.origin}/anything`)).toBe(true);
    if (note) expect(rules.note).toContain(note);
    else expect(rules.note).toBeNull();
  });

  it("allows everything, with a note, when robots.txt hangs", async () => {
    const s = await robotsServer(() => {});
    const rules = await cache().rulesFor(`${s.origin}/`);
    expect(rules.isAllowed(`${s.origin}/`)).toBe(true);
    expect(rules.note).toContain("did not respond in time");
  });

  it("fetches robots.txt once per origin and reuses it", async () => {
    const s = await robotsServer(text("User-agent: *\nDisallow: /x\n"));
    const robots = cache();
    await Promise.all([robots.isAllowed(`${s.origin}/a`), robots.isAllowed(`${s.origin}/b`)]);
    await robots.isAllowed(`${s.origin}/c`);
    expect(s.requests.filter((r) => r.path === "/robots.txt")).toHaveLength(1);
  });

  it("lists the sitemaps robots.txt names", async () => {
    const s = await robotsServer(text("Sitemap: http://127.0.0.1/sitemap_index.xml\nUser-agent: *\nDisallow:\n"));
    expect((await cache().rulesFor(`${s.origin}/`)).sitemaps).toEqual(["http://127.0.0.1/sitemap_index.xml"]);
  });
});
