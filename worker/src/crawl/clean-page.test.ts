import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import type { PageContent } from "@cbct/core/domain/site-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanPage } from "./clean-page.ts";
import { createCrawler } from "./crawl-site.ts";
import { startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

const page = (over: Partial<PageContent>): PageContent => ({
  url: "https://valley.example/",
  title: "",
  metaDescription: "",
  headings: [],
  text: "",
  altTexts: [],
  imageSrcs: [],
  links: [],
  scriptSrcs: [],
  generator: null,
  jsonLd: [],
  renderedWithBrowser: false,
  ...over,
});

describe("cleanPage", () => {
  it("drops NUL, replaces lone surrogates and strips credentials from every URL", () => {
    const cleaned = cleanPage(
      page({
        url: "http://user:secret@valley.example/home",
        title: "Valley\u0000 Dental",
        text: "Cone beam \uD800CT",
        headings: ["Team\u0000"],
        altTexts: ["x\uDC00"],
        imageSrcs: ["https://u:p@cdn.example/a.png"],
        links: [{ href: "http://admin:pw@valley.example/x", text: "X\u0000" }],
        jsonLd: [{ name: "A\u0000B" }],
      }),
    );
    expect(cleaned.url).toBe("http://valley.example/home");
    expect(cleaned.title).toBe("Valley Dental");
    expect(cleaned.text).toBe("Cone beam \uFFFDCT");
    expect(cleaned.headings).toEqual(["Team"]);
    expect(cleaned.altTexts).toEqual(["x\uFFFD"]);
    expect(cleaned.imageSrcs).toEqual(["https://cdn.example/a.png"]);
    expect(cleaned.links).toEqual([{ href: "http://valley.example/x", text: "X" }]);
    expect(cleaned.jsonLd).toEqual([{ name: "AB" }]);
  });
});

describe("crawlSite stores no credentials and no NUL", { timeout: 60_000 }, () => {
  let site: TestServer;
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: "postgres://unused/db",
    REDIS_URL: "redis://unused:6379",
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "0",
    SCRAPER_BROWSER_MODE: "never",
  });
  const crawler = createCrawler(config);
  const authorizations: (string | undefined)[] = [];

  beforeAll(async () => {
    site = await startTestServer((req, res) => {
      authorizations.push(req.headers.authorization);
      if (req.url === "/") {
        res.writeHead(302, { location: `http://user:pw@127.0.0.1:${site.port}/home` });
        res.end();
      } else if (req.url === "/home") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(
          // NUL past the first kilobyte: the binary sniffing only looks at the start.
          `<html><head><title>Valley Dental</title></head><body><h1>Valley Dental</h1><p>${"We care for the whole family with gentle modern dentistry. ".repeat(30)}Our cone\u0000 beam CT.</p><h2>Our\u0000 team</h2></body></html>`,
        );
      } else {
        res.writeHead(404, { "content-type": "text/html" });
        res.end("<h1>Not found</h1>");
      }
    });
  });
  afterAll(async () => {
    await crawler.close();
    await site?.close();
  });

  it("follows a redirect to http://user:pw@host/ without the credentials, and keeps them out of finalUrl", async () => {
    const result = await crawler.crawlSite(`${site.origin}/`, {
      maxPages: 1,
      jobTimeoutMs: 20_000,
      pageTimeoutMs: 10_000,
      browserMode: "never",
    });
    expect(result.finalUrl).toBe(`${site.origin}/home`);
    expect(JSON.stringify(result)).not.toContain("pw@");
    expect(authorizations.every((a) => a === undefined)).toBe(true);
    const home = result.pages[0];
    expect(home?.headings).toContain("Our team");
    expect(home?.text).toContain("Our cone beam CT.");
    expect(JSON.stringify(result)).not.toContain("\\u0000");
  });
});
