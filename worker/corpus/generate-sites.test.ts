import { describe, expect, it } from "vitest";
import { ALL_KINDS, kindGroup, labelProblems } from "./labels.ts";
import { brokenLinks } from "./link-check.ts";
import { renderedSiteHtml } from "./rendered-text.ts";
import { startCorpus } from "./server.ts";
import { generateSites } from "./sites.ts";

const thousand = generateSites(1000, 42);

describe("generateSites", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    expect(JSON.stringify(generateSites(1000, 42))).toBe(JSON.stringify(thousand));
    expect(JSON.stringify(generateSites(50, 7))).not.toBe(JSON.stringify(thousand.slice(0, 50)));
  });

  it("keeps site i the same whatever the count", () => {
    expect(JSON.stringify(generateSites(25, 42))).toBe(JSON.stringify(thousand.slice(0, 25)));
  });

  it("gives every site a unique id and practice name", () => {
    expect(new Set(thousand.map((s) => s.id)).size).toBe(1000);
    expect(new Set(thousand.map((s) => s.practice.name)).size).toBe(1000);
  });

  it("covers every non-hostile kind and most hostile ones", () => {
    const kinds = new Set(thousand.map((s) => s.kind));
    for (const kind of ALL_KINDS.filter((k) => kindGroup(k) !== "hostile")) expect(kinds).toContain(kind);
    expect([...kinds].filter((k) => kindGroup(k) === "hostile").length).toBeGreaterThanOrEqual(6);
    expect(thousand.filter((s) => s.label.expected.cbctStatus === "confirmed").length).toBeGreaterThan(300);
    expect(thousand.filter((s) => s.label.expected.cbctStatus === "not_detected").length).toBeGreaterThan(300);
  });

  it("can leave hostile sites out", () => {
    expect(generateSites(300, 3, { hostile: false }).filter((s) => kindGroup(s.kind) === "hostile")).toEqual([]);
  });

  it("writes consistent labels whose evidence is really on the site", () => {
    for (const site of thousand) {
      expect(labelProblems(site.label)).toEqual([]);
      const html = renderedSiteHtml(site);
      for (const evidence of site.label.expected.evidence) expect(html, `${site.id}: ${evidence}`).toContain(evidence);
      expect(html).toContain(site.practice.name);
    }
  });

  it("keeps look-alike and plain generated sites free of CBCT vocabulary", () => {
    const cbctWords = /cone[\s-]?beam|\bcbct\b|3-?d x-?rays?|three-dimensional x-?ray|\bct scan/i;
    const talkers = ["lookalike-referral", "lookalike-blog-cbct", "lookalike-negation"];
    const clean = thousand.filter(
      (s) => ["none", "lookalike"].includes(kindGroup(s.kind)) && !talkers.includes(s.kind),
    );
    expect(clean.length).toBeGreaterThan(300);
    for (const site of clean) expect(renderedSiteHtml(site), site.id).not.toMatch(cbctWords);
    for (const site of thousand.filter((s) => talkers.includes(s.kind)))
      expect(renderedSiteHtml(site)).toMatch(cbctWords);
    for (const site of thousand.filter((s) => s.kind === "no-imaging")) {
      expect(renderedSiteHtml(site), site.id).not.toMatch(/x-?ray|radiograph|\b3-?d\b|imaging|panoramic/i);
    }
  });

  it("varies the wording of technology pages", () => {
    const techTexts = thousand
      .filter((s) => s.kind === "cbct-technology-page")
      .map((s) => s.pages.find((p) => p.kind === "technology"))
      .map((p) => JSON.stringify(p?.blocks.filter((b) => b.kind === "p").slice(1, 2)));
    expect(new Set(techTexts).size).toBeGreaterThan(techTexts.length * 0.8);
  });

  it("serves a generated corpus", async () => {
    const corpus = await startCorpus({ sites: generateSites(40, 9, { hostile: false }) });
    try {
      for (const site of corpus.sites) {
        const res = await fetch(site.url);
        expect(res.status, site.def.id).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        await res.arrayBuffer();
        if (site.def.render === "static") expect(await brokenLinks(site), site.def.id).toEqual([]);
      }
    } finally {
      await corpus.close();
    }
  });
});
