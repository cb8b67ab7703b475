import { assessHit, cuesFor, readAsTierAOnSite, readsOtherwiseOnSite } from "@cbct/core/domain/cbct/assess-hits";
import { buildCorpus } from "@cbct/core/domain/cbct/detection-corpus";
import { LIBRARY } from "@cbct/core/domain/cbct/fingerprints";
import { scanCorpus } from "@cbct/core/domain/cbct/scan-corpus";
import { describe, expect, it } from "vitest";
import { loadDetectionSets } from "./detection-sets.ts";
import { unitsOf } from "./measure-split.ts";
import { renderExcerpt } from "./render-excerpt.ts";

/**
 * detect-cbct.ts reads a site twice when one page offers CBCT, but only the hits whose reading can change: this checks,
 * hit by hit on every labelled site (read as a scrape would), that the shortcut gives exactly what a full second
 * reading gives. Only equality is asserted; no row's result is printed.
 */
describe("the site's second reading", () => {
  it("equals a full second reading on every labelled site", () => {
    const sites = unitsOf(loadDetectionSets().rows, "site");
    expect(sites.length).toBeGreaterThan(100);
    let changed = 0;
    let differing = 0;
    for (const site of sites) {
      const corpus = buildCorpus(site.rows.map((r) => renderExcerpt(r.excerpt, r.url)));
      const scan = scanCorpus(corpus, LIBRARY);
      const tierAPages = new Set<string | null>(scan.terms.filter((t) => t.fp.tier === "A").map((t) => t.seg.pageUrl));
      for (const m of scan.models) tierAPages.add(m.seg.pageUrl);
      const ctx = { cues: cuesFor(site.rows[0]?.practiceName ?? null), tierAPages };
      for (const hit of [...scan.models, ...scan.terms]) {
        const first = assessHit(corpus, hit, ctx);
        const full = assessHit(corpus, hit, { ...ctx, siteOffersCbct: true });
        const shortcut = readsOtherwiseOnSite(corpus, first) ? readAsTierAOnSite(corpus, first) : first;
        if (full.kind !== first.kind) changed++;
        // Compared field by field, without the hit itself (the same object on both sides).
        const { hit: _a, ...fullRest } = full;
        const { hit: _b, ...shortRest } = shortcut;
        if (JSON.stringify(fullRest) !== JSON.stringify(shortRest)) differing++;
      }
    }
    expect(differing).toBe(0);
    // The rule the shortcut serves does fire on these sites.
    expect(changed).toBeGreaterThan(0);
  }, 120_000);
});
