import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { extractPractice } from "@cbct/core/domain/extraction/index";
import type { ExtractedPractice } from "@cbct/core/domain/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactLabel } from "../../corpus/contact/contact-site.ts";
import { CONTACT_SITES } from "../../corpus/contact/contact-sites.ts";
import { type ContactCorpus, startContactSites } from "../../corpus/contact/serve-contact-sites.ts";
import { createCrawler } from "../crawl/crawl-site.ts";

/**
 * Contact fields through the real crawler (HTTP, and Chromium where the contact block arrives by script) against
 * the label of every contact-pattern site. Each site is its own test, so a failure names the pattern.
 */
const config = parseConfig(workerConfigSchema, {
  DATABASE_URL: "postgres://unused/db",
  REDIS_URL: "redis://unused:6379",
  SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
  SCRAPER_HOST_DELAY_MS: "0",
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const crawler = createCrawler(config);
let corpus: ContactCorpus;

beforeAll(async () => {
  corpus = await startContactSites();
});
afterAll(async () => {
  await crawler.close();
  await corpus.close();
});

const reading = (x: ExtractedPractice): ContactLabel => ({
  practiceName: x.practiceName,
  phone: x.phone,
  phoneE164: x.phoneE164,
  email: x.email,
  address: x.address,
  city: x.city,
  state: x.state,
  zipCode: x.zipCode,
  country: x.country,
  otherLocations: x.otherLocations.length,
});

describe("contact fields on the contact-pattern sites", () => {
  it.each(CONTACT_SITES.map((s) => [s.id, s] as const))("%s", async (id, site) => {
    const url = corpus.sites.find((s) => s.site.id === id)?.url ?? "";
    const content = await crawler.crawlSite(url, {
      maxPages: 8,
      jobTimeoutMs: 30_000,
      pageTimeoutMs: 8_000,
      browserMode: "auto",
    });
    const x = extractPractice(content);
    const { needsBrowser, ...label } = site.label;
    expect(reading(x)).toEqual(label);
    expect(content.pages.some((p) => p.renderedWithBrowser)).toBe(needsBrowser === true);
    // Every field found says where it came from, and no source is claimed for a field not found.
    expect(Object.keys(x.fieldSources).sort()).toEqual(
      (["practiceName", "phone", "email", "address"] as const).filter((f) => x[f] !== null).sort(),
    );
  });
});
