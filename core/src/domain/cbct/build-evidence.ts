import type { DetectionEvidence } from "../../vocabulary/detection.ts";
import type { AssessedHit, Cue } from "./assess-hits.ts";
import type { Verdict } from "./combine-hits.ts";
import { type Corpus, type Segment, segmentAt } from "./detection-corpus.ts";
import { COMBINE, CUE_WEIGHTS, MAX_EVIDENCE, SNIPPET_LENGTH } from "./detection-weights.ts";
import { toOriginalEnd, toOriginalIndex } from "./normalize.ts";
import type { ScanResult } from "./scan-corpus.ts";

/** The farthest a snippet's cut moves to reach a space: a long word, never a sentence of a script without spaces. */
const WORD_EDGE = 25;

/** About SNIPPET_LENGTH characters of the original text around a corpus span, cut at word boundaries. */
export function snippetFor(seg: Segment, start: number, end: number): string {
  const orig = seg.original;
  if (!seg.map) return orig.length <= SNIPPET_LENGTH ? orig : `${orig.slice(0, SNIPPET_LENGTH - 1)}…`;
  const os = toOriginalIndex(seg.map, start - seg.start);
  const oe = Math.max(os, toOriginalEnd(seg.map, end - seg.start));
  const room = Math.max(40, SNIPPET_LENGTH - (oe - os));
  let from = Math.max(0, os - Math.floor(room / 2));
  let to = Math.min(orig.length, oe + Math.ceil(room / 2));
  // Cut at a word's edge when one is near; text written without spaces (Japanese, Chinese) is cut where it stands, so
  // a snippet does not shrink to the menu labels before the page's first sentence.
  if (from > 0) {
    const space = orig.indexOf(" ", from);
    if (space !== -1 && space < os && space - from <= WORD_EDGE) from = space + 1;
  }
  if (to < orig.length) {
    const space = orig.lastIndexOf(" ", to);
    if (space > oe && to - space <= WORD_EDGE) to = space;
  }
  const body = withBreaks(orig, from, to, seg.breaks).replace(/\s+/g, " ").trim();
  return `${from > 0 ? "…" : ""}${body}${to < orig.length ? "…" : ""}`;
}

/**
 * A block that only introduces the next one: a step's number, a check mark, a bullet or an arrow ("1", "✓", "→"), or
 * a label ending with a colon ("Phone:", "Scan fee:").
 */
const MARKER = /^\s*(?:\d{1,2}\.?|[^\p{L}\p{N}\s]{1,2})\s*$|:\s*$/u;

/**
 * A crawled page's block ends inside [from, to) shown as " · " (a heading, a list item, a paragraph ends there), but
 * a marker or a label reads with its block as a page shows it: "1 Consultation & X-Rays", "✓ Digital x-rays",
 * "Phone: (707) 555-0188".
 */
function withBreaks(orig: string, from: number, to: number, breaks: readonly number[] | undefined): string {
  if (!breaks?.length) return orig.slice(from, to);
  let out = "";
  let at = from;
  let blockStart = 0;
  for (const b of breaks) {
    if (b >= to) break;
    if (b > from) {
      out += `${orig.slice(at, b)}${MARKER.test(orig.slice(blockStart, b)) ? " " : " · "}`;
      at = b + 1;
    }
    blockStart = b + 1;
  }
  return out + orig.slice(at, to);
}

/** The original wording of a corpus span (for quotes in the reasoning). */
export function originalText(seg: Segment, start: number, end: number): string {
  if (!seg.map) return seg.original;
  return seg.original.slice(toOriginalIndex(seg.map, start - seg.start), toOriginalEnd(seg.map, end - seg.start));
}

export function signalOf(h: AssessedHit): string {
  const parts = [h.kind === "model" ? `model:${h.label}` : `tier-${h.kind.toLowerCase()}:${h.label}`];
  if (h.ownership) parts.push(`ownership:${h.ownership.name}`);
  if (h.use) parts.push(`use:${h.use.name}`);
  if (h.referral) parts.push(`referral:${h.referral.name}`);
  if (h.negation) parts.push(`negation:${h.negation.name}`);
  if (h.pageType !== "neutral") parts.push(`page:${h.pageType}`);
  // The page role that weighed: a services/technology page (or menu link) dedicated to CBCT.
  if (h.dedicated) parts.push("page:dedicated to CBCT");
  return parts.join("; ");
}

export function buildEvidence(corpus: Corpus, hits: AssessedHit[], verdict: Verdict, scan: ScanResult) {
  const out: DetectionEvidence[] = [];
  const snippets = new Set<string>();
  const push = (seg: Segment, start: number, end: number, signal: string, weight: number) => {
    if (out.length >= MAX_EVIDENCE) return;
    const snippet = snippetFor(seg, start, end);
    if (snippets.has(snippet)) return;
    snippets.add(snippet);
    out.push({ snippet, pageUrl: seg.pageUrl, source: seg.source, signal, weight });
  };
  // One item per sentence: two "CBCT"s in one sentence are one piece of evidence.
  const sentences = new Set<number>();
  const pushHit = (h: AssessedHit) => {
    if (sentences.has(h.window.start)) return;
    sentences.add(h.window.start);
    push(h.hit.seg, h.hit.start, h.hit.end, signalOf(h), h.score);
  };
  const pushCue = (cue: Cue, kind: "referral" | "negation") =>
    push(segmentAt(corpus, cue.start), cue.start, cue.end, `${kind}:${cue.name}`, CUE_WEIGHTS[kind]);

  const byScore = [...hits].sort((a, b) => b.score - a.score);
  if (verdict.driver) pushHit(verdict.driver);
  // The site as a whole (issue 18): every page that contributed is listed, strongest first, so a rep can check each
  // page in one click; then the rest by kind of evidence.
  const pagesListed = new Set<string | null>(verdict.driver ? [verdict.driver.hit.seg.pageUrl] : []);
  for (const h of byScore) {
    if (h.cancelled || h.score < COMBINE.supportFloor || pagesListed.has(h.hit.seg.pageUrl)) continue;
    pagesListed.add(h.hit.seg.pageUrl);
    pushHit(h);
  }
  const models = new Set<string>();
  for (const h of byScore) {
    if (h.kind !== "model" || h.cancelled || models.has(h.label)) continue;
    models.add(h.label);
    pushHit(h);
  }
  for (const h of byScore) if (h.ownership) pushHit(h);
  for (const h of byScore) if (h.use) pushHit(h);
  // Why a mention did not count matters as much as the mention: keep one referral and one negation.
  const referral = hits.find((h) => h.referral)?.referral;
  const negation = hits.find((h) => h.negation)?.negation;
  if (referral) pushCue(referral, "referral");
  if (negation) pushCue(negation, "negation");
  const reserve = scan.lookAlikes.length > 0 ? 2 : 0;
  for (const h of byScore) if (out.length < MAX_EVIDENCE - reserve) pushHit(h);
  for (const b of scan.brands) {
    if (out.length < MAX_EVIDENCE - reserve) push(b.seg, b.start, b.end, `brand:${b.manufacturer}`, CUE_WEIGHTS.brand);
  }
  const named = new Set<string>();
  for (const l of scan.lookAlikes) {
    if (named.has(l.fp.name)) continue;
    named.add(l.fp.name);
    push(l.seg, l.start, l.end, `look-alike:${l.fp.name}`, CUE_WEIGHTS.lookAlike);
  }
  return out;
}
