import {
  type Cue as CueFingerprint,
  type CueReach,
  FIRST_PERSON,
  NEGATION_CUES,
  OWN_FACILITY,
  OWNERSHIP_CUES,
  POSSESSIVE_FILLERS,
  REFERRAL_CUES,
  REFERRAL_TURNAROUND,
} from "./cues.ts";
import { type Corpus, type PageType, pageNamesCbct } from "./detection-corpus.ts";
import { MODEL_SCORES, modelScore, TERM_SCORES } from "./detection-weights.ts";
import { MANUFACTURERS } from "./manufacturers.ts";
import type { ModelHit, TermHit } from "./scan-corpus.ts";
import { type SentenceWindow, sentenceWindow } from "./sentences.ts";

export type Cue = { name: string; start: number; end: number };

/** A CBCT hit with the cues around it and the score it earns on its own. */
export type AssessedHit = {
  hit: ModelHit | TermHit;
  /** "model" for named models and brand lines ("Planmeca 3D"), else the term tier. */
  kind: "model" | "A" | "B";
  label: string;
  window: SentenceWindow;
  pageType: PageType;
  /** A URL slug or menu link, i.e. the practice gave the subject a page of its own. */
  slug: boolean;
  ownership: Cue | null;
  firstPerson: boolean;
  referral: Cue | null;
  negation: Cue | null;
  /** Referral or negation: ownership does not count. */
  cancelled: boolean;
  score: number;
};

type CompiledCue = { name: string; regex: RegExp; reach: CueReach; ownable: boolean; near: number | null };
const compile = (cues: readonly CueFingerprint[]): CompiledCue[] =>
  cues.map((c) => ({
    name: c.name,
    regex: new RegExp(c.pattern, "gi"),
    reach: c.reach,
    ownable: c.ownable ?? false,
    near: c.near ?? null,
  }));

const OWNERSHIP = compile(OWNERSHIP_CUES);
const REFERRAL = compile(REFERRAL_CUES);
const NEGATION = compile(NEGATION_CUES);
const FIRST_PERSON_RE = new RegExp(FIRST_PERSON, "i");
const TURNAROUND = new RegExp(REFERRAL_TURNAROUND, "i");
const OWN = new RegExp(OWN_FACILITY, "i");

const escapeWord = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]/g, "[\\s-]");
const BRAND_WORDS = MANUFACTURERS.flatMap((m) => m.keys).filter((k) => k.length > 3);
/** "our new Planmeca " right before the scanner: "our" followed only by adjectives or brand words. */
const POSSESSIVE = new RegExp(
  `(?:^|[^\\w'])(?:our|my)[\\s-](?:(?:${[...POSSESSIVE_FILLERS, ...BRAND_WORDS].map(escapeWord).join("|")}|[a-z]{0,4}\\d[a-z\\d]{0,6})[\\s-]){0,4}$`,
  "i",
);

/** The first cue found around a hit: in its sentence, or also the next one for cues that reach that far. */
function firstCue(
  cues: CompiledCue[],
  text: string,
  hit: { start: number; end: number },
  window: SentenceWindow,
  withNext: boolean,
): Cue | null {
  for (const cue of cues) {
    let from = window.start;
    let to = cue.reach === "next" && withNext ? window.nextEnd : window.end;
    if (cue.near !== null) {
      from = Math.max(from, hit.start - cue.near);
      to = Math.min(to, hit.end + cue.near);
    }
    cue.regex.lastIndex = 0;
    const m = cue.regex.exec(text.slice(from, to));
    if (m) return { name: cue.name, start: from + m.index, end: from + m.index + m[0].length };
  }
  return null;
}

/** The first referral cue in [from, to) that is not turned around ("no need to visit an imaging center"). */
function findReferral(text: string, from: number, to: number, segStart: number): Cue | null {
  const scope = text.slice(from, to);
  for (const cue of REFERRAL) {
    cue.regex.lastIndex = 0;
    for (let m = cue.regex.exec(scope); m; m = cue.regex.exec(scope)) {
      const at = from + m.index;
      const before = text.slice(Math.max(segStart, at - 60), at);
      if (TURNAROUND.test(before) || (cue.ownable && OWN.test(before))) continue;
      return { name: cue.name, start: at, end: at + m[0].length };
    }
  }
  return null;
}

function scoreOf(a: Omit<AssessedHit, "score">): number {
  if (a.kind === "model") {
    let base: number;
    if (a.cancelled) base = MODEL_SCORES.cancelled;
    else if (a.ownership) base = a.pageType === "weak" ? MODEL_SCORES.ownedOnWeakPage : MODEL_SCORES.owned;
    else if (a.pageType === "strong") base = MODEL_SCORES.strongPage;
    else if (a.pageType === "weak") base = MODEL_SCORES.weakPage;
    else base = MODEL_SCORES.neutral;
    return modelScore(base, a.hit.confidence);
  }
  const s = TERM_SCORES[a.kind];
  if (a.negation) return s.negation;
  if (a.referral) return s.referral;
  if (a.ownership) return a.pageType === "weak" ? s.ownedOnWeakPage : s.owned;
  if (a.pageType === "weak") return s.weak;
  if (a.pageType === "strong") return a.slug ? s.strongSlug : a.firstPerson ? s.strongFirstPerson : s.strong;
  return a.firstPerson ? s.neutralFirstPerson : s.neutral;
}

/** 3D wording (tier B) on a page the practice named after cone beam CT is about that CBCT, so it reads as tier A. */
function tierOf(hit: TermHit, pageUrl: string | null): "A" | "B" {
  return hit.fp.tier === "B" && pageNamesCbct(pageUrl) ? "A" : hit.fp.tier;
}

export function assessHit(corpus: Corpus, hit: ModelHit | TermHit): AssessedHit {
  const text = corpus.text;
  const seg = hit.seg;
  const window = sentenceWindow(text, seg, hit.start, hit.end);
  // Alt texts, titles and links are captions; only page text carries sentences about ownership.
  const prose = seg.source === "text";
  const possessive = POSSESSIVE.test(text.slice(Math.max(window.start, hit.start - 80), hit.start));
  const ownHere = possessive
    ? { name: "our ...", start: hit.start, end: hit.end }
    : firstCue(OWNERSHIP, text, hit, window, false);
  const ownership = ownHere ?? (prose ? firstCue(OWNERSHIP, text, hit, window, true) : null);
  // A referral in the hit's own sentence always cancels it; one in a neighbouring sentence ("... will refer you to an
  // oral surgeon.") only when the hit's own sentence claims nothing.
  const referral =
    findReferral(text, window.start, window.end, seg.start) ??
    (ownHere ? null : findReferral(text, window.prevStart, window.nextEnd, seg.start));
  const negation = firstCue(NEGATION, text, hit, window, false);
  const cancelled = referral !== null || negation !== null;
  const firstPerson = FIRST_PERSON_RE.test(text.slice(window.start, prose ? window.nextEnd : window.end));
  const base = {
    hit,
    kind: hit.kind === "model" ? ("model" as const) : tierOf(hit, seg.pageUrl),
    label: hit.kind === "model" ? hit.name : hit.fp.name,
    window,
    pageType: seg.pageType,
    slug: seg.source === "link" || (seg.source === "url" && seg.original === seg.pageUrl),
    ownership: cancelled ? null : ownership,
    firstPerson,
    referral,
    negation,
    cancelled,
  };
  return { ...base, score: scoreOf(base) };
}
