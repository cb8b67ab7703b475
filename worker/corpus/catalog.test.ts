import { SERVICE_FLAGS, TECHNOLOGY_FLAGS } from "@cbct/core/domain/flags";
import { describe, expect, it } from "vitest";
import { SCANNERS } from "./blocks/scanners.ts";
import { ALL_KINDS, kindGroup, labelProblems } from "./labels.ts";
import { renderedSiteHtml } from "./rendered-text.ts";
import { catalogSites } from "./sites.ts";

const sites = catalogSites();

/** Words that make a page CBCT evidence; look-alike and plain sites must never contain them. */
const CBCT_WORDS = /cone[\s-]?beam|\bcbct\b|\bcbvt\b|3-?d x-?rays?|three-dimensional x-?ray|\bct scan|cat scan/i;
const SCANNER_NAMES = SCANNERS.flatMap((s) => s.names.filter((n) => /3D|[A-Za-z]{4,}/.test(n) && n.length > 4));

describe("catalog", () => {
  it("has at least 60 hand-written sites with unique ids", () => {
    expect(sites.length).toBeGreaterThanOrEqual(60);
    expect(new Set(sites.map((s) => s.id)).size).toBe(sites.length);
  });

  it.each(ALL_KINDS)("covers the kind %s", (kind) => {
    expect(sites.filter((s) => s.kind === kind).length).toBeGreaterThan(0);
  });

  it("keeps every label consistent", () => {
    expect(sites.flatMap((s) => labelProblems(s.label))).toEqual([]);
  });

  it("names CBCT units from many manufacturers, old and new", () => {
    const confirmed = sites.map((s) => s.label.expected).filter((e) => e.model !== null);
    const makers = new Set(confirmed.map((e) => e.manufacturer));
    for (const maker of ["Planmeca", "Carestream", "Dentsply Sirona", "KaVo", "J. Morita", "Vatech"]) {
      expect(makers).toContain(maker);
    }
    for (const maker of ["Cefla", "Acteon", "Ray", "PreXion", "Midmark", "Owandy"]) expect(makers).toContain(maker);
    expect(confirmed.some((e) => e.installYear !== null && e.installYear <= 2009)).toBe(true);
    expect(confirmed.some((e) => e.installYear !== null && e.installYear >= 2023)).toBe(true);
    expect(confirmed.some((e) => e.previousModel !== null)).toBe(true);
  });

  it("uses canonical scanner names in labels", () => {
    const canonical = new Set(SCANNERS.map((s) => `${s.manufacturer}|${s.model}`));
    for (const s of sites) {
      const e = s.label.expected;
      if (e.model) expect(canonical, s.id).toContain(`${e.manufacturer}|${e.model}`);
    }
  });

  it("derives practice facts in the label from the practice the pages show", () => {
    for (const s of sites) {
      const e = s.label.expected;
      expect(e.practiceName).toBe(s.practice.name);
      expect(e.doctorNames).toEqual(s.practice.doctors.map((d) => d.name));
      expect(e.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(e.zipCode).toMatch(/^\d{5}$/);
      expect(e.state).toMatch(/^[A-Z]{2}$/);
      expect(e.needsBrowser).toBe(s.render !== "static");
      for (const key of Object.keys(e.serviceFlags)) expect(SERVICE_FLAGS).toContain(key);
      for (const key of Object.keys(e.technologyFlags)) expect(TECHNOLOGY_FLAGS).toContain(key);
    }
  });

  it("prints every labelled evidence string somewhere on the rendered site", () => {
    for (const s of sites) {
      const html = renderedSiteHtml(s);
      for (const evidence of s.label.expected.evidence) expect(html, `${s.id}: ${evidence}`).toContain(evidence);
      expect(html).toContain(s.practice.name);
    }
  });

  it("keeps CBCT vocabulary and 3D model names off plain and look-alike sites", () => {
    const clean = sites.filter(
      (s) =>
        (kindGroup(s.kind) === "none" || kindGroup(s.kind) === "lookalike") &&
        !["lookalike-referral", "lookalike-blog-cbct", "lookalike-negation"].includes(s.kind),
    );
    expect(clean.length).toBeGreaterThan(15);
    for (const s of clean) {
      const html = renderedSiteHtml(s);
      expect(html, s.id).not.toMatch(CBCT_WORDS);
      for (const name of SCANNER_NAMES) expect(html.includes(name), `${s.id} names ${name}`).toBe(false);
    }
  });

  it("makes referral, blog and negation look-alikes really talk about CBCT", () => {
    const talkers = sites.filter((s) =>
      ["lookalike-referral", "lookalike-blog-cbct", "lookalike-negation"].includes(s.kind),
    );
    for (const s of talkers) expect(renderedSiteHtml(s), s.id).toMatch(CBCT_WORDS);
  });

  it("never mentions imaging on sites labelled no-imaging", () => {
    for (const s of sites.filter((x) => x.kind === "no-imaging")) {
      expect(renderedSiteHtml(s), s.id).not.toMatch(/x-?ray|radiograph|\b3-?d\b|imaging|panoramic/i);
    }
  });

  it("gives each site a home, about, services and contact page, and usually more", () => {
    for (const s of sites) {
      const kinds = new Set(s.pages.map((p) => p.kind));
      for (const k of ["home", "about", "services", "contact"] as const) expect(kinds, s.id).toContain(k);
    }
    const withTech = sites.filter((s) => s.pages.some((p) => p.kind === "technology"));
    const withBlog = sites.filter((s) => s.pages.some((p) => p.kind === "post"));
    expect(withTech.length).toBeGreaterThan(40);
    expect(withBlog.length).toBeGreaterThan(20);
  });

  it("spreads sites over platforms, with JSON-LD, meta generators and sitemaps on some", () => {
    expect(new Set(sites.map((s) => s.theme)).size).toBe(6);
    expect(sites.filter((s) => s.jsonLd).length).toBeGreaterThan(5);
    expect(sites.filter((s) => s.sitemap).length).toBeGreaterThan(10);
    const generators = sites.map((s) => /<meta name="generator" content="([^"]+)"/i.exec(renderedSiteHtml(s))?.[1]);
    expect(new Set(generators.filter(Boolean)).size).toBeGreaterThanOrEqual(4);
  });
});
