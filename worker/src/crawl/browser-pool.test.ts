import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "./browser-pool.ts";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { createGuardedAgent } from "./ssrf-guard.ts";
import { pages, startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

const UA = "CBCTIntelligenceBot/1.0 (+test)";

describe("BrowserPool", { timeout: 60_000 }, () => {
  let site: TestServer;
  // 127.0.0.2 is loopback too, but not on the allow list: it stands for an internal service.
  let internal: TestServer;
  let upgrades = 0;
  const dispatcher = createGuardedAgent({ allowHosts: ["127.0.0.1:1024-65535"] });
  const fetcher = new PageFetcher({
    dispatcher,
    userAgent: UA,
    allowHosts: ["127.0.0.1:1024-65535"],
    maxRedirects: 5,
    maxBodyBytes: 1e6,
  });
  const pool = new BrowserPool({
    executablePath: "/usr/bin/chromium",
    userAgent: UA,
    fetcher,
    requestTimeoutMs: 5_000,
    restartAfterPages: 3,
  });

  beforeAll(async () => {
    internal = await startTestServer(pages({ "/secret": "<p>internal secret</p>" }), "127.0.0.2");
    site = await startTestServer(
      pages({
        "/app": `<html><head><title>Loading</title></head><body><div id="root"></div>
          <script src="/bundle.js"></script></body></html>`,
        "/bundle.js": {
          type: "application/javascript",
          body: `document.getElementById("root").innerHTML =
            "<h1>Smile Dental</h1><p>We offer 3D cone beam CT imaging with our Carestream CS 8100 3D.</p>" +
            "<p>${"Gentle family dentistry for every age, with modern imaging and same-day care. ".repeat(3)}</p>" +
            "<a href='/technology'>Technology</a>";`,
        },
        "/reaches-inside": `<html><body><p id="out">waiting</p><img src="/photo.jpg" alt="Our office">
          <script>
            fetch("http://127.0.0.2:${internal.port}/secret")
              .then((r) => r.text())
              .then((t) => { document.getElementById("out").textContent = "GOT " + t; })
              .catch(() => { document.getElementById("out").textContent = "internal request refused"; });
            const ws = new WebSocket("ws://127.0.0.1:" + location.port + "/ws");
            ws.onclose = () => { document.body.insertAdjacentHTML("beforeend", "<p>socket closed</p>"); };
          </script></body></html>`,
        "/photo.jpg": { type: "image/jpeg", body: "not really a jpeg" },
        // A hostile (or broken) page: after DOMContentLoaded its script never yields, so the renderer cannot answer
        // Playwright's evaluate (page.content()) and closing the page may not be acknowledged either.
        "/spins": `<html><body><p>${"Almost there. ".repeat(30)}</p>
          <script>setTimeout(() => { for (;;) {} }, 100);</script></body></html>`,
      }),
    );
    site.server.on("upgrade", (_req, socket) => {
      upgrades++;
      socket.destroy();
    });
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
    await internal.close();
    await dispatcher.close();
  });

  it("renders a page whose content only a script writes", async () => {
    const page = await pool.withContext((s) => s.render(`${site.origin}/app`, 15_000));
    expect(page.renderedWithBrowser).toBe(true);
    expect(page.text).toContain("We offer 3D cone beam CT imaging with our Carestream CS 8100 3D.");
    expect(page.headings).toEqual(["Smile Dental"]);
    expect(page.links).toEqual([{ href: `${site.origin}/technology`, text: "Technology" }]);
    expect(site.requests.every((r) => r.userAgent === UA)).toBe(true);
  });

  it("aborts images, refuses a script's request to a non-allowed host and blocks WebSockets", async () => {
    site.requests.length = 0;
    const page = await pool.withContext((s) => s.render(`${site.origin}/reaches-inside`, 15_000));
    expect(page.text).toContain("internal request refused");
    expect(page.text).toContain("socket closed");
    expect(page.altTexts).toEqual(["Our office"]);
    expect(internal.requests).toHaveLength(0);
    expect(site.requests.map((r) => r.path)).toEqual(["/reaches-inside"]);
    expect(upgrades).toBe(0);
  });

  it("reports a refused main document as a blocked CrawlError", async () => {
    const err = await pool
      .withContext((s) => s.render(`http://127.0.0.2:${internal.port}/secret`, 10_000))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrawlError);
    expect((err as CrawlError).kind).toBe("blocked");
    expect(internal.requests).toHaveLength(0);
  });

  it("starts a new browser after the page limit and after a crash", async () => {
    for (let i = 0; i < 3; i++) await pool.withContext((s) => s.render(`${site.origin}/app`, 15_000));
    expect(pool.stats().pagesOnCurrent).toBe(0);
    const page = await pool.withContext(async (s) => {
      const p = await s.render(`${site.origin}/app`, 15_000);
      await s.context.browser()?.close();
      return p;
    });
    expect(page.text).toContain("Carestream");
    const again = await pool.withContext((s) => s.render(`${site.origin}/app`, 15_000));
    expect(again.text).toContain("Carestream");
    expect(pool.stats().browsers).toBe(1);
  });
  // Its own pool: a retired browser and extra pages must not shift the page counts the other tests of this pool check.
  // Generous budgets for the pages after it: the point is that they finish at all (before, they waited forever).
  it(
    "gives up on a page whose script never yields, frees its turn and renders the next page",
    { timeout: 180_000 },
    async () => {
      const own = new BrowserPool({
        executablePath: "/usr/bin/chromium",
        userAgent: UA,
        fetcher,
        requestTimeoutMs: 5_000,
        restartAfterPages: 100,
      });
      try {
        const err = await own.withContext((s) => s.render(`${site.origin}/spins`, 3_000)).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(CrawlError);
        expect((err as CrawlError).kind).toBe("timeout");
        // Both render turns (maxConcurrentPages 2) are free again: two renders at once still finish.
        const [a, b] = await Promise.all([
          own.withContext((s) => s.render(`${site.origin}/app`, 60_000)),
          own.withContext((s) => s.render(`${site.origin}/app`, 60_000)),
        ]);
        expect(a.text).toContain("Carestream");
        expect(b.text).toContain("Carestream");
      } finally {
        await own.close();
      }
    },
  );
});

describe("BrowserPool and WebRTC", { timeout: 60_000 }, () => {
  let site: TestServer;
  const dispatcher = createGuardedAgent({ allowHosts: ["127.0.0.1:1024-65535"] });
  const fetcher = new PageFetcher({
    dispatcher,
    userAgent: UA,
    allowHosts: ["127.0.0.1:1024-65535"],
    maxRedirects: 5,
    maxBodyBytes: 1e6,
  });
  const pool = new BrowserPool({
    executablePath: "/usr/bin/chromium",
    userAgent: UA,
    fetcher,
    requestTimeoutMs: 5_000,
    restartAfterPages: 100,
  });

  beforeAll(async () => {
    // STUN and TURN go over UDP straight from Chromium, past the request guard: a page must not get to try.
    site = await startTestServer(
      pages({
        "/webrtc": `<html><body><p id="out">waiting</p><script>
          let verdict = "webrtc " + typeof RTCPeerConnection + " " + typeof webkitRTCPeerConnection;
          try {
            new RTCPeerConnection({ iceServers: [{ urls: "stun:10.0.0.1:3478" }] });
            verdict += " constructed";
          } catch (e) {
            verdict += " refused";
          }
          document.getElementById("out").textContent = verdict;
        </script></body></html>`,
      }),
    );
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
    await dispatcher.close();
  });

  it("gives pages no RTCPeerConnection", async () => {
    const page = await pool.withContext((s) => s.render(`${site.origin}/webrtc`, 15_000));
    expect(page.text).toContain("webrtc undefined undefined refused");
  });
});
