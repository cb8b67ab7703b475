import { type BuiltLead, readSite } from "@cbct/core/domain/lead/index";
import { MANUFACTURERS } from "@cbct/core/domain/cbct/manufacturers";
import type { CbctDetectionResult, CbctStatus } from "@cbct/core/domain/types";
import { analyzeTask } from "../analyze-task.ts";
import { DEFAULT_PRACTICE_NAME } from "../analyze-text.ts";
import { domainOf, type SplitPart, splitOf } from "./frozen-split.ts";
import type { RealPage } from "./real-page-set.ts";
import { pastedExcerpt, renderExcerpt } from "./render-excerpt.ts";

/**
 * "structured": the excerpt rendered into a PageContent as the crawler would produce it, with its address (a scrape).
 * "text": the excerpt with its markup stripped, no address, as a user pastes it into the tester.
 * "addressed": the same pasted text with each page's address on the line above it, as the tester's hint suggests
 * (core/src/domain/lead/pasted-site.ts).
 */
export type Mode = "structured" | "text" | "addressed";
/** "page": one verdict per row. "site": rows grouped by domain, one verdict from all the site's pages. */
export type Level = "page" | "site";

/** A page, or a site (all pages of one domain), with the label it should get. */
export type Unit = {
  key: string;
  part: SplitPart;
  rows: RealPage[];
  /** The strongest label of its pages: a site is an owner if any page says so. */
  label: CbctStatus;
  /** The make its pages name (confirmed/likely rows only), if any. */
  manufacturer: string | null;
};

export type UnitResult = { unit: Unit; status: CbctStatus; confidence: number; manufacturer: string | null };

export type SplitScores = {
  units: number;
  confirmedPrecision: number;
  ownerRecall: number;
  make: { named: number; of: number };
  /** Units labelled uncertain or not_detected that were called confirmed: must be none. */
  nonOwnerConfirmed: number;
  /** Share of units labelled uncertain or not_detected that were called likely. */
  nonOwnerLikely: number;
  results: UnitResult[];
};

const RANK: Record<CbctStatus, number> = { confirmed: 3, likely: 2, uncertain: 1, not_detected: 0 };
export const isOwner = (s: CbctStatus) => s === "confirmed" || s === "likely";

function unitOf(key: string, rows: RealPage[]): Unit {
  const first = rows[0];
  if (!first) throw new Error("a unit needs a row");
  const label = rows.reduce<CbctStatus>((b, r) => (RANK[r.label] > RANK[b] ? r.label : b), "not_detected");
  const manufacturer = rows.find((r) => isOwner(r.label) && r.manufacturer)?.manufacturer ?? null;
  return { key, part: splitOf(first.url), rows, label, manufacturer };
}

export function unitsOf(rows: readonly RealPage[], level: Level): Unit[] {
  if (level === "page") return rows.map((r) => unitOf(r.url, [r]));
  const byDomain = new Map<string, RealPage[]>();
  for (const r of rows) {
    const d = domainOf(r.url);
    byDomain.set(d, [...(byDomain.get(d) ?? []), r]);
  }
  return [...byDomain].map(([d, rs]) => unitOf(d, rs));
}

/** The detection a scrape (structured) or the tester (text) would store for the unit's pages. */
export function detectUnit(unit: Unit, mode: Mode, now: Date): CbctDetectionResult {
  const name = unit.rows.find((r) => r.practiceName)?.practiceName ?? "";
  if (mode === "structured") {
    const pages = unit.rows.map((r) => renderExcerpt(r.excerpt, r.url));
    const site = { startUrl: unit.rows[0]?.url ?? "", finalUrl: unit.rows[0]?.url ?? "", pages };
    return readSite(site, now, { practiceName: name || null }).detection;
  }
  // The tester: the pages of a site pasted one after the other, with or without each page's address above it.
  const pasted = (r: RealPage) =>
    mode === "addressed" ? `${r.url}\n${pastedExcerpt(r.excerpt)}` : pastedExcerpt(r.excerpt);
  const lead: BuiltLead = analyzeTask({
    practiceName: name || DEFAULT_PRACTICE_NAME,
    typedName: name,
    text: unit.rows.map(pasted).join("\n\n"),
    pageUrl: "",
    now,
  });
  return lead.reading.detection;
}

export function measureUnits(units: readonly Unit[], mode: Mode, now: Date): UnitResult[] {
  return units.map((unit) => {
    const d = detectUnit(unit, mode, now);
    return { unit, status: d.status, confidence: d.confidence, manufacturer: d.manufacturer };
  });
}

const MAKERS = MANUFACTURERS.map((m) => ({ name: m.name, aliases: m.aliases.map((a) => new RegExp(a, "i")) }));
/** The company family a label's make names ("NewTom" is Cefla, "Sirona" is Dentsply Sirona), as the detector reports. */
export function canonicalMake(make: string): string {
  return (
    MAKERS.find((m) => m.name.toLowerCase() === make.toLowerCase() || m.aliases.some((a) => a.test(make)))?.name ?? make
  );
}
export const sameMake = (expected: string | null, detected: string | null) =>
  expected !== null &&
  detected !== null &&
  canonicalMake(expected).toLowerCase() === canonicalMake(detected).toLowerCase();

export function scoreUnits(results: readonly UnitResult[]): SplitScores {
  const called = results.filter((r) => r.status === "confirmed");
  const owners = results.filter((r) => isOwner(r.unit.label));
  const nonOwners = results.filter((r) => !isOwner(r.unit.label));
  const withMake = results.filter((r) => r.unit.manufacturer !== null);
  return {
    units: results.length,
    confirmedPrecision: called.length
      ? called.filter((r) => r.unit.label === "confirmed").length / called.length
      : Number.NaN,
    ownerRecall: owners.length ? owners.filter((r) => isOwner(r.status)).length / owners.length : Number.NaN,
    make: {
      of: withMake.length,
      named: withMake.filter((r) => sameMake(r.unit.manufacturer, r.manufacturer)).length,
    },
    nonOwnerConfirmed: nonOwners.filter((r) => r.status === "confirmed").length,
    nonOwnerLikely: nonOwners.length ? nonOwners.filter((r) => r.status === "likely").length / nonOwners.length : 0,
    results: [...results],
  };
}
