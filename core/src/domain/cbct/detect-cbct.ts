import type { DetectionPage } from "../site-content.ts";
import type { CbctDetectionResult } from "../types.ts";
import {
  type AssessContext,
  type AssessedHit,
  assessHit,
  cuesFor,
  pricedRow,
  readAsTierAOnSite,
  readsOtherwiseOnSite,
} from "./assess-hits.ts";
import { buildEvidence } from "./build-evidence.ts";
import { chooseScanner, newer } from "./choose-scanner.ts";
import { combineHits, type Verdict } from "./combine-hits.ts";
import { STATUS_THRESHOLDS, statusForConfidence } from "./detection-weights.ts";
import { buildCorpus } from "./detection-corpus.ts";
import { estimateInstallYear } from "./estimate-install-year.ts";
import type { ScannerModelFingerprint } from "./fingerprint-format.ts";
import { LIBRARY } from "./fingerprints.ts";
import { type ScanResult, scanCorpus } from "./scan-corpus.ts";
import { writeReasoning } from "./write-reasoning.ts";

export type DetectCbctOptions = {
  now?: Date;
  /** The practice's name, when known: "North Sound Oral Surgery has a CT scanner" speaks in the practice's voice. */
  practiceName?: string | null;
};

/** Shown when CBCT wording is found but no model is named. */
export const GENERIC_CBCT_EQUIPMENT = "Cone beam CT (CBCT)";

const BRAND_PREFIX = new Map(
  LIBRARY.manufacturers.map((m) => [m.fp.name, new RegExp(`^(?:${m.fp.aliases.join("|")})`, "i")]),
);

/** "CS 8100 3D" -> "Carestream CS 8100 3D"; names that already start with a brand ("NewTom GO") stay as they are. */
export function scannerDisplayName(fp: ScannerModelFingerprint, name: string): string {
  const branded = BRAND_PREFIX.get(fp.manufacturer)?.test(name) ?? false;
  return branded || name.toLowerCase().startsWith(fp.manufacturer.toLowerCase()) ? name : `${fp.manufacturer} ${name}`;
}

const fileName = (seg: { source: string; original: string; pageUrl: string | null }) =>
  seg.source === "url" && seg.original !== seg.pageUrl;

/** 2D equipment a practice lists: panoramic units (the language packs' too), their 2D twins, digital sensors. */
const TWO_D = new Set(["2d-twin", "panoramic", "digital-xray"]);

/**
 * Serves sites that say "X-ray and CT scans" while their own equipment list names only 2D units: a bare "CT scan",
 * with no cone beam word and no 3D model anywhere on the site, beside named 2D units is not an offering of CBCT, so it
 * stays below likely.
 */
function onlyTwoDUnits(verdict: Verdict, hits: readonly AssessedHit[], scan: ScanResult): Verdict {
  if (verdict.confidence < STATUS_THRESHOLDS.likely || verdict.owned) return verdict;
  const d = verdict.driver;
  if (!d || d.hit.kind !== "term" || d.hit.fp.bareCt !== true || d.kind !== "B") return verdict;
  // Serves the clinic's work-up told without its subject (class "the clinic performs the CT"): "さらにCT検査を行い" in its
  // examination flow beside "パノラマ撮影" is the clinic's own scan, as "we take a CT scan" would be (owned, never held
  // here); "We offer X-ray and CT scans" beside a 2D unit still is.
  if (d.use?.performs === true) return verdict;
  // Serves price lists (class "a fee for the scan"): a row of the practice's price list that prices the CT
  // ("131 Tomografiundersökning, en kvadrant – 965") is a scan it sells; a hospital's CT is not on a dental practice's
  // price list, whatever 2D units it names. Any such row of the site, not only the hit that leads the verdict: the
  // same CT named again in the page's running text may score higher and lead.
  if (hits.some(pricesTheCt)) return verdict;
  const named3d = hits.some((h) => !h.cancelled && (h.hit.kind === "model" || h.hit.fp.tier === "A"));
  if (named3d || !scan.lookAlikes.some((l) => TWO_D.has(l.fp.cls))) return verdict;
  const confidence = STATUS_THRESHOLDS.likely - 1;
  return { ...verdict, confidence, status: statusForConfidence(confidence), method: "generic-mention", twoDOnly: true };
}

/** The hit is a row of the site's price list that prices a bare "CT" (an offered list or table row with its fee). */
const pricesTheCt = (h: AssessedHit) =>
  h.offered &&
  !h.cancelled &&
  h.hit.kind === "term" &&
  h.hit.fp.bareCt === true &&
  (h.hit.seg.source === "list" || h.hit.seg.source === "table") &&
  pricedRow(h.hit.seg.original);

/**
 * Serves articles that tell the history or the market of cone beam CT ("the first units were the NewTom QR-DVT 9000 and
 * the 3D Accuitomo; MercuRay and i-CAT followed"; class "a market overview names several makers' models"): a practice
 * names its own unit, perhaps the one it replaced, not three makers' lines. Models of at least three makers, none with
 * an ownership or use cue, keep a verdict resting on a model below likely.
 */
const OVERVIEW_MAKERS = 3;
function marketOverview(verdict: Verdict, hits: readonly AssessedHit[]): Verdict {
  if (verdict.owned || verdict.driver?.kind !== "model") return verdict;
  const models = hits.filter((h) => !h.cancelled && h.hit.kind === "model");
  if (models.some((h) => h.use !== null)) return verdict;
  const makers = new Set(models.map((h) => (h.hit.kind === "model" ? h.hit.fp.manufacturer : "")));
  if (makers.size < OVERVIEW_MAKERS) return verdict;
  // Below likely already (a blog's history of CBCT): still no unit of the practice's, so no make or model either.
  if (verdict.confidence < STATUS_THRESHOLDS.likely) return { ...verdict, overview: true };
  const confidence = STATUS_THRESHOLDS.likely - 1;
  return { ...verdict, confidence, status: statusForConfidence(confidence), method: "generic-mention", overview: true };
}

/**
 * Rule-based CBCT detection over every page of a site (or pasted text as `{ url: null, text }`).
 * Pure and synchronous; see detection-weights.ts for the numbers and cues.ts / the model files for the vocabulary.
 */
export function detectCbct(pages: DetectionPage[], options: DetectCbctOptions = {}): CbctDetectionResult {
  // UTC, like scoring/scanner-facts.ts, so every server time zone reports the same age.
  const nowYear = (options.now ?? new Date()).getUTCFullYear();
  const corpus = buildCorpus(pages);
  const scan = scanCorpus(corpus, LIBRARY);
  const tierAPages = new Set<string | null>(scan.terms.filter((t) => t.fp.tier === "A").map((t) => t.seg.pageUrl));
  for (const m of scan.models) tierAPages.add(m.seg.pageUrl);
  const ctx: AssessContext = { cues: cuesFor(options.practiceName ?? null), tierAPages, referrals: new Map() };
  const firstRead = [...scan.models, ...scan.terms].map((h) => assessHit(corpus, h, ctx));
  // The site as a whole: when one page offers CBCT, 3D wording on the others is read again in that light.
  const siteOffersCbct = firstRead.some(
    (h) => h.kind === "A" && !h.cancelled && h.score >= STATUS_THRESHOLDS.likely && h.hit.kind === "term",
  );
  const spread = siteOffersCbct && corpus.segments.some((s) => s.pageUrl !== corpus.segments[0]?.pageUrl);
  // Only a tier-B term with radiographic words around it reads differently in that light (assess-hits.ts tierOf): it
  // becomes tier A with the same cues, so its sentences are not read again (a site of many pages would otherwise cost
  // a second full reading).
  const hits = spread
    ? firstRead.map((a) => (readsOtherwiseOnSite(corpus, a) ? readAsTierAOnSite(corpus, a) : a))
    : firstRead;
  const combined = marketOverview(onlyTwoDUnits(combineHits(hits), hits, scan), hits);
  const found = combined.status !== "not_detected";

  // A market overview names other makers' units, none of them the practice's: no make, model or age is reported.
  const choice = found && combined.overview !== true ? chooseScanner(hits, corpus.text) : null;
  const current = choice?.current ?? null;
  const previous = choice?.previous ?? null;
  // The units an overview names are still equipment named on the site (the tester's "extracted equipment").
  const liveModels =
    choice?.live ??
    (combined.overview === true ? hits.flatMap((h) => (!h.cancelled && h.hit.kind === "model" ? [h.hit] : [])) : []);
  // When the verdict rests on a model, explain it with the current one rather than an older unit it replaced.
  const verdict =
    combined.driver?.kind === "model" && choice?.currentHit ? { ...combined, driver: choice.currentHit } : combined;
  const manufacturer =
    current?.fp.manufacturer ??
    // A brand line seen only in an image file name ("vatech-cone-beam.jpg") is weak: an option, never the make.
    (choice?.line && !fileName(choice.line.seg) ? choice.line.fp.manufacturer : null) ??
    (found && combined.overview !== true ? (scan.brands.find((b) => !b.weak)?.manufacturer ?? null) : null);

  const isCurrent = (h: AssessedHit) => current !== null && h.hit.kind === "model" && h.hit.name === current.name;
  const nearScanner = hits.filter((h) => !h.cancelled && (isCurrent(h) || h.ownership !== null));
  const install = found
    ? estimateInstallYear(corpus.text, nearScanner, current?.fp.releaseYear ?? null, nowYear)
    : null;
  const scannerAge = install ? Math.max(0, nowYear - install.year) : null;

  const equipment = new Set<string>();
  for (const m of [...liveModels].sort(newer)) equipment.add(scannerDisplayName(m.fp, m.name));
  // A bare "CT" held below likely by the site's 2D units is not listed as a cone beam unit the reasoning says is absent.
  if (found && liveModels.length === 0 && verdict.twoDOnly !== true) equipment.add(GENERIC_CBCT_EQUIPMENT);
  for (const l of scan.lookAlikes) if (l.fp.equipment) equipment.add(l.fp.equipment);

  const manufacturerOptions = new Set<string>(manufacturer ? [manufacturer] : []);
  for (const h of hits) if (h.hit.kind === "model") manufacturerOptions.add(h.hit.fp.manufacturer);
  for (const b of scan.brands) manufacturerOptions.add(b.manufacturer);

  const lookAlikes = [...new Set(scan.lookAlikes.map((l) => l.fp.name))];
  const scanner = current ? scannerDisplayName(current.fp, current.name) : null;
  return {
    status: verdict.status,
    confidence: verdict.confidence,
    evidence: buildEvidence(corpus, hits, verdict, scan),
    manufacturer,
    model: current?.name ?? null,
    modelReleaseYear: current?.fp.releaseYear ?? null,
    estimatedInstallYear: install?.year ?? null,
    scannerAge,
    method: verdict.method,
    equipment: [...equipment],
    manufacturerOptions: [...manufacturerOptions],
    previousModel: previous ? { manufacturer: previous.fp.manufacturer, model: previous.name } : null,
    signals: {
      ownership: verdict.owned !== null,
      referral: hits.some((h) => h.referral !== null),
      negation: hits.some((h) => h.negation !== null),
      lookAlikes,
    },
    reasoning: writeReasoning({
      corpus,
      verdict,
      scanner,
      discontinued: current?.fp.discontinued ?? false,
      previous: previous ? scannerDisplayName(previous.fp, previous.name) : null,
      install,
      scannerAge,
      lookAlikes: scan.lookAlikes.map((l) => ({ name: l.fp.name, cls: l.fp.cls })),
    }),
  };
}
