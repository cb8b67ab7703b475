/**
 * `npm run bench:extraction`: accuracy of the contact fields (name, phone, e-mail, address, city, state, zip), per
 * field, on two sets that must not be confused:
 *
 *   A. regression (own corpus): the hand-written catalog sites and the contact-pattern sites, crawled on 127.0.0.1
 *      by the real crawler (Chromium where needed) and compared with their labels. The project wrote these pages, so
 *      high figures here prove only that nothing regressed.
 *   B. evidence (real pages): excerpts of real practice sites' contact blocks (`real-contact-pages.ts`) parsed and
 *      extracted without a crawl. Pages the project never wrote: this is the figure that says how extraction fares.
 *
 * A field counts as right when it equals the label; "invented" counts a value where the label says the page shows
 * none. Results: Markdown on stdout and JSON in bench-results/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { extractPractice } from "@cbct/core/domain/extraction/index";
import type { ExtractedPractice } from "@cbct/core/domain/types";
import { worldPlaces } from "@cbct/shared/geo/places";
import { CONTACT_SITES } from "../corpus/contact/contact-sites.ts";
import { startContactSites } from "../corpus/contact/serve-contact-sites.ts";
import { startCorpus } from "../corpus/server.ts";
import { createCrawler } from "../src/crawl/crawl-site.ts";
import { parseHtml } from "../src/crawl/parse-html.ts";
import { pct } from "./accuracy.ts";
import { REAL_CONTACT_CASES } from "./real-contact-pages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIELDS = ["practiceName", "phone", "email", "address", "city", "state", "zipCode"] as const;
type Field = (typeof FIELDS)[number];
/** Expected values: a string (or accepted spellings), null for "not shown", absent for "not scored". */
type Expected = Partial<Record<Field, string | readonly string[] | null>>;
type Case = { id: string; expected: Expected; got: ExtractedPractice | null };

type FieldScore = { field: Field; scored: number; right: number; invented: number; accuracy: number };

function score(cases: readonly Case[]): { fields: FieldScore[]; misses: string[] } {
  const misses: string[] = [];
  const fields = FIELDS.map((field): FieldScore => {
    let scored = 0;
    let right = 0;
    let invented = 0;
    for (const c of cases) {
      const want = c.expected[field];
      if (want === undefined) continue;
      scored++;
      const got = c.got?.[field] ?? null;
      const accepted: readonly (string | null)[] = want === null ? [null] : typeof want === "string" ? [want] : want;
      if (accepted.includes(got)) right++;
      else {
        if (want === null) invented++;
        misses.push(`${c.id} ${field}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      }
    }
    return { field, scored, right, invented, accuracy: scored ? right / scored : Number.NaN };
  });
  return { fields, misses };
}

function realPages(): Case[] {
  return REAL_CONTACT_CASES.map((c) => {
    const pages = c.pages.map((p) => parseHtml(p.html, new URL(p.path, c.siteUrl).toString()));
    const got = extractPractice(
      { startUrl: c.siteUrl, finalUrl: c.siteUrl, pages },
      process.argv.includes("--no-gazetteer") ? {} : { places: worldPlaces() },
    );
    return { id: c.source, expected: c.expected, got };
  });
}

async function ownCorpus(): Promise<Case[]> {
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: "postgres://unused/db",
    REDIS_URL: "redis://unused:6379",
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "20",
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
  });
  const crawler = createCrawler(config);
  const catalog = await startCorpus();
  const contact = await startContactSites();
  try {
    const targets: { id: string; url: string; expected: Expected }[] = [
      ...catalog.sites
        .filter((s) => s.label.expected.outcome === "ok")
        .map((s) => {
          const e = s.label.expected;
          const expected: Expected = {
            practiceName: e.practiceName,
            phone: e.phone,
            email: e.email,
            address: e.address,
            city: e.city,
            state: e.state,
            zipCode: e.zipCode,
          };
          return { id: s.def.id, url: s.url, expected };
        }),
      ...contact.sites.map((s) => {
        const { needsBrowser: _n, country: _c, otherLocations: _o, phoneE164: _p, ...expected } = s.site.label;
        return { id: `contact/${s.site.id}`, url: s.url, expected };
      }),
    ];
    const out: Case[] = new Array(targets.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < targets.length; i = next++) {
        const t = targets[i]!;
        try {
          const site = await crawler.crawlSite(t.url, {
            maxPages: 8,
            jobTimeoutMs: 60_000,
            pageTimeoutMs: 15_000,
            browserMode: "auto",
          });
          out[i] = { id: t.id, expected: t.expected, got: extractPractice(site, { places: worldPlaces() }) };
        } catch {
          out[i] = { id: t.id, expected: t.expected, got: null };
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return out;
  } finally {
    await crawler.close();
    await catalog.close();
    await contact.close();
  }
}

function table(title: string, cases: readonly Case[], fields: readonly FieldScore[]): string {
  const rows = fields.map((f) => `| ${f.field} | ${f.scored} | ${f.right} | ${pct(f.accuracy)} | ${f.invented} |`);
  return [
    `### ${title} (${cases.length} sites)`,
    "",
    "| field | scored | right | accuracy | invented |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

async function main() {
  const started = Date.now();
  const real = realPages();
  const realScore = score(real);
  const own = process.argv.includes("--real-only") ? [] : await ownCorpus();
  const ownScore = score(own);
  const cpus = os.cpus();
  const machine = `${cpus.length} x ${cpus[0]?.model ?? "unknown"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = [
    `## Contact extraction accuracy (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    "",
    table("B. evidence: real practice pages (held out)", real, realScore.fields),
    "",
    ...(own.length > 0
      ? [table("A. regression: own corpus (catalog + contact patterns)", own, ownScore.fields), ""]
      : []),
    `Contact-pattern sites in A: ${CONTACT_SITES.length}. Took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    "",
    "Misses (B):",
    ...realScore.misses.map((m) => `- ${m}`),
    "",
    "Misses (A):",
    ...ownScore.misses.map((m) => `- ${m}`),
  ].join("\n");
  console.log(report);
  mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench-results", "extraction.json"),
    JSON.stringify({ machine, real: realScore, own: ownScore }, null, 2),
  );
}

await main();
