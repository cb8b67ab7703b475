import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrawlError } from "./crawl-error.ts";
import { type CrawlOptions, createCrawler } from "./crawl-site.ts";
import type { ResolveHost } from "./ssrf-guard.ts";
import { pages, startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

const config = parseConfig(workerConfigSchema, {
  DATABASE_URL: "postgres://unused/db",
  REDIS_URL: "redis://unused:6379",
  SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
  SCRAPER_HOST_DELAY_MS: "0",
  CHROMIUM_PATH: "/usr/bin/chromium",
});
const resolve: ResolveHost = async (host) => {
  if (host === "practice.test") return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
};
const crawler = createCrawler(config, { resolve });
const options = (over: Partial<CrawlOptions> = {}): CrawlOptions => ({
  maxPages: 8,
  jobTimeoutMs: 30_000,
  pageTimeoutMs: 10_000,
  browserMode: "auto",
  ...over,
});
const filler = "Our friendly team has served the valley for twenty years with gentle, modern care. ".repeat(4);
const page = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav>${body}<p>${filler}</p></body></html>`;

async function failure(p: Promise<unknown>): Promise<CrawlError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CrawlError);
  return err as CrawlError;
}

describe("crawlSite", { timeout: 60_000 }, () => {
  let site: TestServer;
  let hanging: TestServer;
  let styled: TestServer;

  beforeAll(async () => {
    site = await startTestServer(
      pages({
        "/robots.txt": { type: "text/plain", body: "User-agent: *\nDisallow: /members/\n" },
        "/": page(
          "Valley Dental",
          `<h1>Valley Dental</h1>
          <a href="/about-us/">About Us</a> <a href="/services/">Services</a> <a href="/technology/">Technology</a>
          <a href="/imaging/">3D Imaging</a> <a href="/contact/">Contact</a> <a href="/blog/">Blog</a>
          <a href="/privacy-policy/">Privacy</a> <a href="/members/cbct-portal">CBCT portal</a>
          <a href="/brochure.pdf">Technology brochure</a> <a href="https://facebook.com/valleydental">Facebook</a>`,
        ),
        "/about-us/": page("About", "<h1>Meet Dr. Ana Ruiz</h1>"),
        "/services/": page("Services", "<h1>Services</h1><a href='/services/implants/'>Dental implants</a>"),
        "/services/implants/": page("Implants", "<h1>Implants</h1><p>Guided implant surgery planned in 3D.</p>"),
        "/technology/": page("Technology", "<h1>Technology</h1><p>We scan with a Planmeca ProMax 3D Mid.</p>"),
        "/imaging/": `<html><body><div id="root"></div><script src="/imaging.js"></script></body></html>`,
        "/imaging.js": {
          type: "application/javascript",
          body: `document.getElementById("root").innerHTML = "<h1>3D Imaging</h1><p>Our i-CAT FLX cone beam scanner. ${filler}</p>";`,
        },
        "/contact/": page("Contact", "<p>(540) 555-0142</p>"),
        "/blog/": page("Blog", "<p>Blog posts</p>"),
        "/privacy-policy/": page("Privacy", "<p>Privacy</p>"),
        "/members/cbct-portal": page("Members", "<p>secret</p>"),
        "/brochure.pdf": { type: "application/pdf", body: "%PDF-1.4" },
      }),
    );
    styled = await startTestServer(
      pages({
        "/robots.txt": { type: "text/plain", body: "User-agent: *\nDisallow: /private/\n" },
        // A React site's markup: no whitespace between the menu's links, which its linked CSS lays out in a row.
        "/": `<html><head><title>Harbour Dental</title><link rel="stylesheet" href="/static/site.css">
          <link rel="stylesheet" href="/missing.css"><link rel="stylesheet" href="/private/theme.css"></head><body>
          <nav class="nav-links"><a href="/">Home</a><a href="/technology">Technology</a></nav>
          <main><div class="pills"><span>Digital X-rays</span><span>In-house CBCT</span></div><p>${filler}</p></main></body></html>`,
        "/technology": `<html><head><title>Technology</title><link rel="stylesheet" href="/static/site.css"></head><body>
          <nav class="nav-links"><a href="/">Home</a><a href="/technology">Technology</a></nav><p>${filler}</p></body></html>`,
        "/app": `<html><head><title>Harbour Dental</title><link rel="stylesheet" href="/static/site.css"></head><body>
          <div id="root"></div><script src="/app.js"></script></body></html>`,
        "/app.js": {
          type: "application/javascript",
          body: `document.getElementById("root").innerHTML = '<div class="pills"><span>Cone beam CT</span><span>Implants</span></div><p>${filler}</p>';`,
        },
        "/static/site.css": { type: "text/css", body: ".nav-links{display:flex;gap:2rem}.pills{display:flex}" },
        "/private/theme.css": { type: "text/css", body: ".nav-links{display:flex}" },
      }),
    );
    hanging = await startTestServer((req, res) => {
      if (req.url === "/robots.txt") {
        res.writeHead(404);
        res.end();
      } else if (req.url === "/") {
        res.writeHead(200, { "content-type": "text/html" });
        res.end(page("Slow Dental", '<a href="/technology">Technology</a><a href="/services">Services</a>'));
      } // every other page hangs
    });
  });
  afterAll(async () => {
    await crawler.close();
    await site.close();
    await hanging.close();
    await styled.close();
  });

  it("reads the site's own linked style sheet once, politely, so its flex rows read as separate words", async () => {
    const result = await crawler.crawlSite(`${styled.origin}/`, options());
    expect(result.pages.map((p) => new URL(p.url).pathname)).toEqual(["/", "/technology"]);
    expect(result.pages[0]?.text).toContain("Home Technology Digital X-rays In-house CBCT");
    expect(result.pages[1]?.text).toContain("Home Technology");
    const sheets = styled.requests.filter((r) => r.path.endsWith(".css")).map((r) => r.path);
    // Once for both pages; a missing sheet costs one request and nothing else; robots.txt is obeyed for sheets too.
    expect(sheets.sort()).toEqual(["/missing.css", "/static/site.css"]);
  });

  it("reads the linked style sheet for a page rendered in Chromium too, which does not load it itself", async () => {
    const result = await crawler.crawlSite(`${styled.origin}/app`, options({ maxPages: 1 }));
    expect(result.pages[0]?.renderedWithBrowser).toBe(true);
    expect(result.pages[0]?.text).toContain("Cone beam CT Implants");
  });

  it("reads the home page and the most relevant pages, rendering only the JavaScript shell", async () => {
    const progress: number[] = [];
    const result = await crawler.crawlSite(
      `${site.origin}/`,
      options({ onProgress: (p) => progress.push(p.pagesFetched) }),
    );
    const paths = result.pages.map((p) => new URL(p.url).pathname);
    expect(paths[0]).toBe("/");
    expect(new Set(paths)).toEqual(
      new Set([
        "/",
        "/technology/",
        "/imaging/",
        "/services/",
        "/about-us/",
        "/contact/",
        "/services/implants/",
        "/blog/",
      ]),
    );
    const imaging = result.pages.find((p) => p.url.endsWith("/imaging/"));
    expect(imaging?.renderedWithBrowser).toBe(true);
    expect(imaging?.text).toContain("i-CAT FLX cone beam scanner");
    expect(result.pages.filter((p) => p.renderedWithBrowser)).toHaveLength(1);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(site.requests.some((r) => r.path.startsWith("/members/"))).toBe(false);
    expect(site.requests.some((r) => r.path === "/brochure.pdf")).toBe(false);
  });

  it("stops at maxPages", async () => {
    const result = await crawler.crawlSite(`${site.origin}/`, options({ maxPages: 3 }));
    expect(result.pages.map((p) => new URL(p.url).pathname)).toEqual(["/", "/technology/", "/imaging/"]);
  });

  it("keeps the empty shell's HTTP result in 'never' mode", async () => {
    const result = await crawler.crawlSite(`${site.origin}/`, options({ browserMode: "never", maxPages: 3 }));
    const imaging = result.pages.find((p) => p.url.endsWith("/imaging/"));
    expect(imaging?.renderedWithBrowser).toBe(false);
    expect(imaging?.text).not.toContain("i-CAT");
  });

  it("renders every page in 'always' mode", async () => {
    const result = await crawler.crawlSite(`${site.origin}/`, options({ browserMode: "always", maxPages: 3 }));
    expect(result.pages).toHaveLength(3);
    expect(result.pages.every((p) => p.renderedWithBrowser)).toBe(true);
  });

  it("renders a home page that is a JavaScript shell", async () => {
    const result = await crawler.crawlSite(`${site.origin}/imaging/`, options({ maxPages: 1 }));
    expect(result.pages[0]?.renderedWithBrowser).toBe(true);
    expect(result.pages[0]?.text).toContain("i-CAT FLX");
  });

  it("keeps the HTTP result of a shell when Chromium cannot start", async () => {
    const logs: string[] = [];
    const noBrowser = createCrawler(
      { ...config, CHROMIUM_PATH: "/nonexistent/chromium" },
      { resolve, log: (m) => logs.push(m) },
    );
    try {
      const result = await noBrowser.crawlSite(`${site.origin}/imaging/`, options({ maxPages: 1 }));
      expect(result.pages[0]?.renderedWithBrowser).toBe(false);
      expect(logs.some((m) => m.startsWith("browser unavailable"))).toBe(true);
    } finally {
      await noBrowser.close();
    }
  });

  it("uses the render policy it is given", async () => {
    const asked: string[] = [];
    const custom = createCrawler(config, {
      resolve,
      // Renders the technology page (plain HTML) and keeps the JavaScript shell as HTTP read it.
      renderPolicy: () => ({
        firstStep: () => "http",
        wantsRender: (_html, p) => {
          asked.push(new URL(p.url).pathname);
          return p.url.endsWith("/technology/");
        },
        choose: (_http, rendered) => rendered,
        mayRender: () => false,
      }),
    });
    try {
      const result = await custom.crawlSite(`${site.origin}/`, options({ maxPages: 3 }));
      // Pages are added as they arrive: the rendered one may come in last.
      expect(new Set(result.pages.map((p) => new URL(p.url).pathname))).toEqual(
        new Set(["/", "/technology/", "/imaging/"]),
      );
      expect(result.pages.filter((p) => p.renderedWithBrowser).map((p) => new URL(p.url).pathname)).toEqual([
        "/technology/",
      ]);
      expect(asked).toEqual(expect.arrayContaining(["/", "/technology/", "/imaging/"]));
    } finally {
      await custom.close();
    }
  });

  it("resolves a host name through the guarded DNS and reports the final URL", async () => {
    const result = await crawler.crawlSite(`http://practice.test:${site.port}`, options({ maxPages: 1 }));
    expect(result.finalUrl).toBe(`http://practice.test:${site.port}/`);
    expect(result.pages[0]?.title).toBe("Valley Dental");
  });

  it("finds pages through the sitemap index when the home page links to little", async () => {
    let origin = "";
    const sitemapSite = await startTestServer((req, res) =>
      pages({
        "/robots.txt": { type: "text/plain", body: `User-agent: *\nDisallow:\nSitemap: ${origin}/sitemap_index.xml\n` },
        "/": page("Bare", "<p>Welcome</p>"),
        "/sitemap_index.xml": {
          type: "application/xml",
          body: `<sitemapindex><sitemap><loc>${origin}/page-sitemap.xml</loc></sitemap></sitemapindex>`,
        },
        "/page-sitemap.xml": {
          type: "application/xml",
          body: `<urlset><url><loc>${origin}/our-technology/</loc></url><url><loc>${origin}/blog/</loc></url></urlset>`,
        },
        "/our-technology/": page("Technology", "<p>CS 8100 3D</p>"),
        "/blog/": page("Blog", "<p>news</p>"),
      })(req, res),
    );
    origin = sitemapSite.origin;
    try {
      const result = await crawler.crawlSite(`${origin}/`, options({ browserMode: "never" }));
      expect(result.pages.map((p) => new URL(p.url).pathname)).toEqual(["/", "/our-technology/", "/blog/"]);
    } finally {
      await sitemapSite.close();
    }
  });

  it("returns what it read when the job budget runs out after the home page", async () => {
    const result = await crawler.crawlSite(
      `${hanging.origin}/`,
      options({ jobTimeoutMs: 1_500, pageTimeoutMs: 10_000 }),
    );
    expect(result.pages.map((p) => p.title)).toEqual(["Slow Dental"]);
  });

  it.each<[string, () => string, Partial<CrawlError>]>([
    ["a start URL robots.txt denies", () => `${site.origin}/members/cbct-portal`, { kind: "robots", permanent: true }],
    ["a missing home page", () => `${site.origin}/gone/`, { kind: "not-found", permanent: true, status: 404 }],
    ["a host that does not resolve", () => "http://nowhere.test/", { kind: "dns", permanent: true }],
    ["a private address", () => "http://10.0.0.5/", { kind: "blocked", permanent: true }],
    ["a home page that is a PDF", () => `${site.origin}/brochure.pdf`, { kind: "not-html", permanent: true }],
  ])("fails for %s", async (_label, url, expected) => {
    const err = await failure(crawler.crawlSite(url(), options()));
    expect(err).toMatchObject(expected);
  });

  it("fails with a transient timeout when the home page never arrives within the job budget", async () => {
    const err = await failure(crawler.crawlSite(`${hanging.origin}/technology`, options({ jobTimeoutMs: 1_000 })));
    expect(err).toMatchObject({ kind: "timeout", permanent: false });
  });
});

describe("crawlSite on a practice site in its own language", { timeout: 60_000 }, () => {
  // Its own crawler: the suite above closes the shared one when it ends.
  const ownCrawler = createCrawler(config, { resolve });
  let site: TestServer;
  // A German practice's menu: twelve sections, the scanner's page named "DVT" under "Leistungen", listed last.
  const menu = [
    ["/praxis/", "Praxis"],
    ["/team/", "Unser Team"],
    ["/leistungen/implantologie/", "Implantologie"],
    ["/leistungen/prophylaxe/", "Prophylaxe"],
    ["/leistungen/parodontologie/", "Parodontologie"],
    ["/leistungen/kinderzahnheilkunde/", "Kinderzahnheilkunde"],
    ["/leistungen/aesthetik/", "Ästhetik"],
    ["/kontakt/", "Kontakt"],
    ["/anfahrt/", "Anfahrt"],
    ["/impressum/", "Impressum"],
    ["/datenschutz/", "Datenschutz"],
    ["/leistungen/volumentomographie/", "DVT"],
  ];
  const germanPage = (title: string, body: string) =>
    `<html lang="de"><head><title>${title}</title></head><body><nav>${menu
      .map(([href, text]) => `<a href="${href}">${text}</a>`)
      .join(" ")}</nav><h1>${title}</h1>${body}</body></html>`;

  beforeAll(async () => {
    site = await startTestServer(
      pages({
        "/": germanPage("Zahnarztpraxis Dr. Muster", "<p>Willkommen in unserer Praxis in Freiburg.</p>"),
        ...Object.fromEntries(menu.map(([href, text]) => [href, germanPage(text ?? "", "<p>Seite.</p>")])),
        "/leistungen/volumentomographie/": germanPage(
          "Digitale Volumentomographie (DVT)",
          "<p>In unserer Praxis steht ein DVT für dreidimensionale Aufnahmen des Kiefers.</p>",
        ),
      }),
    );
  });
  afterAll(async () => {
    await ownCrawler.close();
    await site.close();
  });

  it("reads the DVT page among the first pages and never the legal pages", async () => {
    const result = await ownCrawler.crawlSite(`${site.origin}/`, options({ maxPages: 4 }));
    const paths = result.pages.map((p) => new URL(p.url).pathname);
    expect(paths).toContain("/leistungen/volumentomographie/");
    expect(paths[1]).toBe("/leistungen/volumentomographie/");
    expect(site.requests.some((r) => r.path === "/impressum/" || r.path === "/datenschutz/")).toBe(false);
  });
});
