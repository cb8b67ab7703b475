import type { ServiceFlags, TechnologyFlags } from "@cbct/core/domain/flags";
import type { CbctStatus } from "@cbct/core/domain/types";

/** Kinds of site in the corpus, grouped by what a detector should make of them. */
export const SITE_KINDS = {
  // A CBCT the practice owns, named or described somewhere a crawler must look.
  "cbct-technology-page": "positive",
  "cbct-sub-page": "positive",
  "cbct-menu-only": "positive",
  "cbct-footer-only": "positive",
  "cbct-alt-only": "positive",
  "cbct-filename-only": "positive",
  "cbct-slug-only": "positive",
  "cbct-generic-ownership": "positive",
  "cbct-likely": "positive",
  "cbct-uncertain-blog": "positive",
  // Content that exists only after JavaScript runs (most of them name a CBCT).
  "js-only": "js",
  // Things that look like CBCT evidence and are not.
  "lookalike-2d-pano": "lookalike",
  "lookalike-intraoral-scanner": "lookalike",
  "lookalike-cerec": "lookalike",
  "lookalike-invisalign-3d": "lookalike",
  "lookalike-referral": "lookalike",
  "lookalike-blog-cbct": "lookalike",
  "lookalike-negation": "lookalike",
  // Ordinary practices that never mention imaging.
  "no-imaging": "none",
  // Sites a crawler must survive.
  "hostile-hang": "hostile",
  "hostile-drip": "hostile",
  "hostile-huge": "hostile",
  "hostile-redirect-loop": "hostile",
  "hostile-endless-links": "hostile",
  "hostile-binary-octet": "hostile",
  "hostile-png-as-html": "hostile",
  "hostile-robots-disallow": "hostile",
  "hostile-404": "hostile",
  "hostile-500-recover": "hostile",
  "hostile-slow": "hostile",
} as const;

export type SiteKind = keyof typeof SITE_KINDS;
export type KindGroup = (typeof SITE_KINDS)[SiteKind];
export const ALL_KINDS = Object.keys(SITE_KINDS) as SiteKind[];
export const kindGroup = (kind: SiteKind): KindGroup => SITE_KINDS[kind];

export const FAILURE_KINDS = ["timeout", "too-large", "redirect-loop", "not-html", "robots", "not-found"] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** What a careful human reading the site concludes. Names are canonical (see blocks/scanners.ts). */
export type Expected = {
  cbctStatus: CbctStatus;
  /** Canonical manufacturer, e.g. "Planmeca", "Dentsply Sirona", "KaVo". */
  manufacturer: string | null;
  /** Canonical model, e.g. "ProMax 3D", "CS 8100 3D", "i-CAT FLX". */
  model: string | null;
  /** The year the site says the unit arrived ("since 2008", "our new ... in 2024"), else null. */
  installYear: number | null;
  /** An older unit the site says was replaced. */
  previousModel: { manufacturer: string; model: string } | null;
  /**
   * Exact strings as they appear on the site (visible text, alt text, image path or link path) that carry the
   * CBCT evidence; empty when there is none. JS-only sites never have them in their raw HTML.
   */
  evidence: string[];
  practiceName: string;
  /** "Karen Holt": no "Dr.", no degree. */
  doctorNames: string[];
  /** "(540) 555-0142", whatever format the site prints. */
  phone: string;
  email: string;
  /** Street line, with the suite when there is one. */
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Only the flags the site clearly asserts (true) or clearly denies (false). */
  serviceFlags: Partial<ServiceFlags>;
  technologyFlags: Partial<TechnologyFlags>;
  websitePlatform: string | null;
  copyrightYear: number | null;
  establishedYear: number | null;
  doctorGraduationYear: number | null;
  /** True when the raw HTML lacks the content and a browser must run the page's scripts. */
  needsBrowser: boolean;
  outcome: "ok" | "fail";
  failureKind: FailureKind | null;
  /** Why the label is what it is, where that is not obvious. */
  note?: string;
};

export type SiteLabel = { id: string; kind: SiteKind; expected: Expected };

/** Rules every label must keep; returns the broken ones (empty when the label is consistent). */
export function labelProblems(label: SiteLabel): string[] {
  const e = label.expected;
  const problems: string[] = [];
  const group = kindGroup(label.kind);
  const fail = (why: string) => problems.push(`${label.id}: ${why}`);

  if ((e.manufacturer === null) !== (e.model === null)) fail("manufacturer and model must be set together");
  if (e.cbctStatus === "confirmed" && e.model === null && e.evidence.length === 0) {
    fail("confirmed needs a model or an ownership phrase in evidence");
  }
  if (e.cbctStatus !== "not_detected" && e.evidence.length === 0) fail("a detected status needs evidence");
  if (e.cbctStatus === "not_detected" && (e.model !== null || e.installYear !== null)) {
    fail("not_detected carries no scanner");
  }
  if ((group === "lookalike" || group === "none") && e.cbctStatus !== "not_detected") {
    fail(`${label.kind} must be not_detected`);
  }
  if (group === "positive" && e.cbctStatus === "not_detected") fail(`${label.kind} must detect something`);
  if (label.kind === "cbct-uncertain-blog" && e.cbctStatus !== "uncertain") fail("a blog-only mention is uncertain");
  if (label.kind === "cbct-likely" && e.cbctStatus !== "likely") fail("cbct-likely must be likely");
  if (label.kind === "js-only" && !e.needsBrowser) fail("js-only sites need a browser");
  if ((e.outcome === "fail") !== (e.failureKind !== null)) fail("failureKind is set exactly when outcome is fail");
  if (e.outcome === "fail" && e.cbctStatus !== "not_detected") fail("a failed crawl detects nothing");
  if (e.installYear !== null && e.model === null && e.cbctStatus !== "confirmed") fail("install year without a unit");
  return problems;
}
