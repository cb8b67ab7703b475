import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { detectCbct } from "@cbct/core/domain/cbct/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleCbct } from "../processors/cbct-settling.ts";
import { type CrawlOptions, createCrawler } from "./crawl-site.ts";
import { pages, startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

/**
 * Issue 9, site-level reasoning: a site is not decided on its first pages when they leave CBCT uncertain, and a page
 * about CBCT that the site links to is read even past the page budget.
 */
const config = parseConfig(workerConfigSchema, {
  DATABASE_URL: "postgres://unused/db",
  REDIS_URL: "redis://unused:6379",
  SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
  SCRAPER_HOST_DELAY_MS: "0",
  CHROMIUM_PATH: "/usr/bin/chromium",
});
const crawler = createCrawler(config);
const NOW = new Date("2026-03-01T00:00:00Z");
const options = (over: Partial<CrawlOptions> = {}): CrawlOptions => ({
  maxPages: 3,
  jobTimeoutMs: 30_000,
  pageTimeoutMs: 10_000,
  browserMode: "never",
  ...over,
});
const page = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav>${body}</body></html>`;
const paths = (site: { pages: { url: string }[] }) => site.pages.map((p) => new URL(p.url).pathname);

describe("crawlSite: reading on until the CBCT evidence settles", { timeout: 60_000 }, () => {
  let uncertain: TestServer;
  let menu: TestServer;

  beforeAll(async () => {
    // The first pages only say a CBCT scan may be needed; a news post further in says the scanner is in the office.
    uncertain = await startTestServer(
      pages({
        "/": page(
          "Harbor Dental",
          `<a href="/services/">Services</a> <a href="/about/">About</a> <a href="/contact/">Contact</a>
           <a href="/news/">News</a> <a href="/new-patients/">New patients</a>`,
        ),
        "/services/": page("Services", "<p>Before an implant, a cone beam CT scan may be needed.</p>"),
        "/about/": page("About", "<p>Meet Dr. Lena Ortiz.</p>"),
        "/contact/": page("Contact", "<p>(207) 555-0199</p>"),
        "/new-patients/": page("New patients", "<p>Bring your insurance card.</p>"),
        "/news/": page("News", `<a href="/news/spring-update/">Spring update</a>`),
        "/news/spring-update/": page(
          "Spring update",
          "<p>This spring we installed a Carestream CS 8100 3D cone beam scanner in our office.</p>",
        ),
      }),
    );
    // The CBCT page is linked only from the technology page, which is the last page the budget allows.
    menu = await startTestServer(
      pages({
        "/": page("Bay Dental", `<a href="/technology/">Technology</a> <a href="/contact/">Contact</a>`),
        "/technology/": page("Technology", `<a href="/technology/cone-beam-ct/">Cone beam CT</a>`),
        "/technology/cone-beam-ct/": page("Cone beam CT", "<p>Our i-CAT FLX takes your 3D scan right here.</p>"),
        "/contact/": page("Contact", "<p>(207) 555-0123</p>"),
      }),
    );
  });
  afterAll(async () => {
    await crawler.close();
    await uncertain.close();
    await menu.close();
  });

  it("decides an uncertain site on its first pages without the option", async () => {
    const site = await crawler.crawlSite(`${uncertain.origin}/`, options());
    expect(site.pages).toHaveLength(3);
    expect(detectCbct(site.pages, { now: NOW }).status).toBe("uncertain");
  });

  it("reads further while the evidence is only uncertain, and stops once it settles", async () => {
    const site = await crawler.crawlSite(`${uncertain.origin}/`, options({ more: settleCbct(20, () => NOW) }));
    expect(paths(site), JSON.stringify(paths(site))).toContain("/news/spring-update/");
    const detection = detectCbct(site.pages, { now: NOW });
    expect(detection.status).toBe("confirmed");
    expect(detection.evidence.some((e) => e.pageUrl?.endsWith("/news/spring-update/"))).toBe(true);
    // Seven pages exist; settling stops at the page that settled it, not at the larger budget.
    expect(site.pages.length).toBeLessThan(20);
  });

  it("never reads past the larger budget", async () => {
    const site = await crawler.crawlSite(
      `${uncertain.origin}/`,
      options({ more: { maxPages: 4, unsettled: () => true } }),
    );
    expect(site.pages).toHaveLength(4);
  });

  it("reads an unread page about CBCT past the budget even when nothing else is unsettled", async () => {
    const without = await crawler.crawlSite(`${menu.origin}/`, options({ maxPages: 2 }));
    expect(paths(without)).toEqual(["/", "/technology/"]);
    const site = await crawler.crawlSite(
      `${menu.origin}/`,
      options({ maxPages: 2, more: { maxPages: 6, unsettled: () => false } }),
    );
    expect(paths(site)).toContain("/technology/cone-beam-ct/");
    expect(detectCbct(site.pages, { now: NOW }).status).toBe("confirmed");
  });
});
