import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import type { SiteContent } from "@cbct/core/domain/site-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Corpus, type CorpusSite, startCorpus } from "../../corpus/server.ts";
import { catalogSites } from "../../corpus/sites.ts";
import { CrawlError } from "./crawl-error.ts";
import { createCrawler } from "./crawl-site.ts";

// One site of each way a crawler can miss CBCT evidence or get stuck; the whole catalog runs in the benchmark.
const SITE_IDS = [
  "lakeside-promax-3d-2008",
  "kowalski-sub-page-cs-8100-3d",
  "ellison-menu-only-icat",
  "sandoval-footer-only-cs-9600",
  "thornton-alt-only-pax-i3d",
  "bishop-filename-only-galileos",
  "abernathy-slug-only-cone-beam",
  "mcallister-js-bundle-cs-8100-3d",
  "tanaka-js-fetch-icat-flx",
  "brandt-js-partial-kavo-op-3d",
  "hostile-hang",
  "hostile-huge-body",
  "hostile-redirect-loop",
  "hostile-endless-links",
  "hostile-png-as-html",
  "hostile-robots-disallow-all",
  "hostile-404-home",
  "hostile-500-then-ok",
];

const config = parseConfig(workerConfigSchema, {
  DATABASE_URL: "postgres://unused/db",
  REDIS_URL: "redis://unused:6379",
  SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
  SCRAPER_HOST_DELAY_MS: "50",
  CHROMIUM_PATH: "/usr/bin/chromium",
});
const crawler = createCrawler(config);
let corpus: Corpus;

function everything(site: SiteContent): string {
  return site.pages
    .flatMap((p) => [p.title, p.text, ...p.headings, ...p.altTexts, ...p.imageSrcs])
    .concat(site.pages.flatMap((p) => p.links.flatMap((l) => [l.href, l.text])))
    .join("\n");
}

const crawl = (site: CorpusSite) =>
  crawler.crawlSite(site.url, { maxPages: 8, jobTimeoutMs: 30_000, pageTimeoutMs: 5_000, browserMode: "auto" });

describe("crawlSite over the corpus", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    corpus = await startCorpus({ sites: catalogSites().filter((s) => SITE_IDS.includes(s.id)) });
  });
  afterAll(async () => {
    await crawler.close();
    await corpus.close();
  });

  it("has every chosen site", () => {
    expect(corpus.sites.map((s) => s.def.id).sort()).toEqual([...SITE_IDS].sort());
  });

  it.each(SITE_IDS.filter((id) => !id.startsWith("hostile-") || id.endsWith("links") || id.endsWith("then-ok")))(
    "gathers every labelled piece of evidence from %s",
    async (id) => {
      const site = corpus.site(id);
      const result = await crawl(site);
      const haystack = everything(result);
      for (const evidence of site.label.expected.evidence) expect(haystack, evidence).toContain(evidence);
      expect(haystack).toContain(site.label.expected.phone);
      expect(result.pages.length).toBeLessThanOrEqual(8);
      expect(result.pages.some((p) => p.renderedWithBrowser)).toBe(site.label.expected.needsBrowser);
    },
  );

  it.each(SITE_IDS.filter((id) => id.startsWith("hostile-")))(
    "fails %s with the labelled kind, or reads it",
    async (id) => {
      const site = corpus.site(id);
      const expected = site.label.expected;
      const outcome = await crawl(site).then(
        () => null,
        (e: unknown) => e,
      );
      if (expected.outcome === "ok") {
        expect(outcome).toBeNull();
        return;
      }
      expect(outcome).toBeInstanceOf(CrawlError);
      expect((outcome as CrawlError).kind).toBe(expected.failureKind);
    },
  );
});
