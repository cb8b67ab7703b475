import type { Place } from "./blocks/places.ts";
import type { ServiceKey } from "./blocks/services.ts";
import type { TechKey } from "./blocks/technology.ts";
import { buildSite, type SiteSpec } from "./build-site.ts";
import { CATALOG } from "./catalog/index.ts";
import { applyKind } from "./generate-kinds.ts";
import { generatePractice } from "./generate-practice.ts";
import { kindGroup, type SiteKind } from "./labels.ts";
import { createRng, type Rng } from "./random.ts";
import type { SiteDef, Theme } from "./types.ts";

export type GenerateOptions = {
  /** Include hostile sites (hangs, huge bodies, loops...) at a few percent. Default true. */
  hostile?: boolean;
  /** Where the practices are (picked per site); default the whole table in blocks/places.ts. */
  places?: readonly Place[];
};

/** Share of each kind in a generated corpus, per thousand; roughly what a crawl of real practices meets. */
const KIND_WEIGHTS: ReadonlyArray<readonly [SiteKind, number]> = [
  ["cbct-technology-page", 200],
  ["cbct-sub-page", 30],
  ["cbct-menu-only", 20],
  ["cbct-footer-only", 20],
  ["cbct-alt-only", 20],
  ["cbct-filename-only", 15],
  ["cbct-slug-only", 20],
  ["cbct-generic-ownership", 50],
  ["cbct-likely", 40],
  ["cbct-uncertain-blog", 30],
  ["js-only", 40],
  ["lookalike-2d-pano", 50],
  ["lookalike-intraoral-scanner", 50],
  ["lookalike-cerec", 20],
  ["lookalike-invisalign-3d", 20],
  ["lookalike-referral", 30],
  ["lookalike-blog-cbct", 15],
  ["lookalike-negation", 15],
  ["no-imaging", 270],
  ["hostile-slow", 10],
  ["hostile-500-recover", 6],
  ["hostile-404", 5],
  ["hostile-robots-disallow", 5],
  ["hostile-redirect-loop", 3],
  ["hostile-binary-octet", 3],
  ["hostile-png-as-html", 3],
  ["hostile-endless-links", 2],
  ["hostile-hang", 2],
  ["hostile-drip", 2],
  ["hostile-huge", 1],
];

const THEME_WEIGHTS: ReadonlyArray<readonly [Theme, number]> = [
  ["wordpress", 35],
  ["wix", 15],
  ["squarespace", 12],
  ["prosites", 13],
  ["custom", 15],
  ["legacy", 10],
];

const GP_EXTRAS: readonly ServiceKey[] = [
  "hygiene",
  "cosmetic",
  "whitening",
  "crowns",
  "endo",
  "sedation",
  "sleep-apnea",
  "pediatric",
  "dentures",
  "emergency",
  "invisalign",
  "wisdom-teeth",
  "periodontal",
  "tmj",
];
const QUIET_TECH: readonly TechKey[] = [
  "laser",
  "online-booking",
  "patient-portal",
  "digital-forms",
  "virtual-consults",
];
const IMAGING_TECH: readonly TechKey[] = ["digital-xray", "intraoral-camera", "itero", "trios", "cerec"];

/**
 * Deterministic: the same (count, seed) always yields the same sites, and site i does not depend on count.
 * Ids are unique ("gen-<seed>-<i>"), and so are practice names.
 */
export function generateSites(count: number, seed: number | string, options: GenerateOptions = {}): SiteDef[] {
  const hostile = options.hostile ?? true;
  const weights = KIND_WEIGHTS.filter(([kind]) => hostile || kindGroup(kind) !== "hostile");
  // Keep generated names apart from the catalog's, so a mixed corpus never has two practices of one name.
  const taken = new Set<string>(CATALOG.map((s) => s.practice.name));
  const sites: SiteDef[] = [];
  for (let i = 0; i < count; i++) {
    const rng = createRng(`${seed}:${i}`);
    const kind = weighted(rng, weights);
    const practice = generatePractice(rng, taken, options.places);
    const spec = baseSpec(rng, `gen-${seed}-${i}`, kind, practice);
    sites.push(buildSite(applyKind(rng, spec)));
  }
  return sites;
}

function baseSpec(rng: Rng, id: string, kind: SiteKind, practice: SiteSpec["practice"]): SiteSpec {
  // File names must survive for the filename-only kind, and Wix renames uploads.
  const theme =
    kind === "cbct-filename-only"
      ? rng.pick(["wordpress", "prosites", "custom"] as const)
      : weighted(rng, THEME_WEIGHTS);
  const to = theme === "legacy" ? rng.int(2008, 2016) : rng.int(2016, 2025);
  const implants: ServiceKey = rng.chance(0.75) ? "implants" : "implant-restoration";
  const services: ServiceKey[] = [
    "general",
    ...(rng.chance(0.6) ? [implants] : []),
    ...rng.sample(GP_EXTRAS, rng.int(2, 5)),
  ];
  const quiet = kind === "no-imaging" || kindGroup(kind) === "hostile";
  const techItems = [
    ...rng.sample(QUIET_TECH, rng.int(0, 2)),
    ...(quiet ? [] : rng.sample(IMAGING_TECH, rng.int(0, 2))),
  ];
  return {
    id,
    kind,
    theme,
    practice,
    copyright: rng.chance(0.3) ? [to - rng.int(3, 12), to] : to,
    services,
    servicePages: rng.chance(0.4),
    team: rng.chance(0.3) ? "separate" : "about",
    techItems,
    jsonLd: rng.chance(0.35),
    posts: rng.int(0, 3),
    expect: { cbctStatus: "not_detected" },
  };
}

function weighted<T>(rng: Rng, table: ReadonlyArray<readonly [T, number]>): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (table.at(-1) as readonly [T, number])[0];
}
