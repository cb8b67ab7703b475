import {
  type Cue as CueFingerprint,
  type CueClaim,
  type CueReach,
  EQUIPMENT_NOUN,
  FIRST_PERSON,
  GENERIC_PRACTICE,
  HEDGED_MENTION,
  NEGATION_CUES,
  OTHER_IMAGING,
  OWN_FACILITY,
  OWNERSHIP_CUES,
  POSSESSIVE_FILLERS,
  REFERRAL_CUES,
  REFERRAL_TURNAROUND,
  TERMS,
} from "./cues.ts";
import { LABEL_HEAD, PRICE } from "./page-roles.ts";
import {
  type Corpus,
  namedSitePage,
  type PageType,
  pageNamesCbct,
  type Segment,
  sectionUnderHeading,
  segmentIndexAt,
} from "./detection-corpus.ts";
import { wordCount } from "./page-roles.ts";
import { MODEL_SCORES, modelScore, TERM_SCORES } from "./detection-weights.ts";
import { MANUFACTURERS } from "./manufacturers.ts";
import { makerNamesCt } from "./maker-names-ct.ts";
import { expandVoice, practiceNamePattern } from "./practice-voice.ts";
import type { ModelHit, TermHit } from "./scan-corpus.ts";
import { type SentenceWindow, sentenceWindow } from "./sentences.ts";
import { normalizeText } from "./normalize.ts";
import { threeDKind } from "./three-d-kind.ts";

export type Cue = { name: string; start: number; end: number; claim: CueClaim; performs?: true };

/**
 * Why tier-B wording ("3D x-ray", "CT scan") reads as the cone beam: the page is named after it ("page-named"), the
 * page names cone beam CT in its text ("page-names-term"), the practice's imaging page lists the CT among its exams
 * ("imaging-list"), another page of the site offers cone beam CT ("site"), the wording speaks of what a radiograph
 * shows ("radiographic"), it heads a services section about bone and nerves ("section"), or a maker of dental cone
 * beam units names the CT ("maker-named": "モリタ製のCT", "a Vatech CT scanner"). The reasoning says which.
 */
export type ConeBeamReason =
  "page-named" | "page-names-term" | "imaging-list" | "site" | "radiographic" | "section" | "maker-named";

/** A CBCT hit with the cues around it and the score it earns on its own. */
export type AssessedHit = {
  hit: ModelHit | TermHit;
  /** "model" for named models and brand lines ("Planmeca 3D"), else the term tier. */
  kind: "model" | "A" | "B";
  /** Why a tier-B term reads as cone beam (tier A) here; null for a tier-A term, a model or a tier-B reading. */
  asConeBeam: ConeBeamReason | null;
  label: string;
  window: SentenceWindow;
  pageType: PageType;
  /** A URL slug or menu link, i.e. the practice gave the subject a page of its own. */
  slug: boolean;
  /** A page of the practice's services/technology section dedicated to CBCT (its URL names the modality). */
  dedicated: boolean;
  /** The page's title or a first heading names CBCT on a page that is not an article (Segment.titled). */
  titled: boolean;
  /**
   * Stated by structure: the hit is an item of a list, a price/table row, a menu entry, or a heading of a
   * services/technology page, on a page that is not an article. A person reads it as "they offer it here".
   */
  offered: boolean;
  /** The hit is an item of a list of x-ray kinds explained, not offered (see kindsList). */
  classification: boolean;
  /** The hit is a row of the practice's own fee table, even inside an article (see ownFeeTable). */
  ownFees: boolean;
  /** The hit is on the practice's technology/equipment page (detection-corpus.ts technologyPage). */
  technology: boolean;
  /** The hit is on the practice's imaging/radiology/diagnostics page (detection-corpus.ts imagingPage). */
  imaging: boolean;
  /** The practice owns the unit or takes the scan itself (place, possession, exposure, acquisition). */
  ownership: Cue | null;
  /** The practice uses or offers CBCT in its own voice, without saying where the scan is taken. */
  use: Cue | null;
  firstPerson: boolean;
  /**
   * The hit's sentence makes the scan conditional ("in some cases", "where necessary", "may be recommended", "bei
   * Bedarf"): the practice's "we" elsewhere on its services page does not make it an offering (cues.ts HEDGED_MENTION).
   */
  hedged?: boolean;
  /**
   * The hit's sentence is Japanese, which leaves the subject unsaid: on the clinic's own services page a plain
   * statement about the CT is the clinic's voice, as "we" is in English (see UNSAID_SUBJECT).
   */
  unsaidSubject?: boolean;
  referral: Cue | null;
  negation: Cue | null;
  /** Referral or negation: ownership does not count. */
  cancelled: boolean;
  score: number;
};

type CompiledCue = {
  name: string;
  regex: RegExp;
  reach: CueReach;
  claim: CueClaim;
  ownable: boolean;
  near: number | null;
  voice: boolean;
  onlyOn: PageType | null;
  notOn: PageType | null;
  performs: boolean;
};
const compileOne = (c: CueFingerprint, name: string): CompiledCue => ({
  name: c.name,
  regex: new RegExp(expandVoice(c.pattern, name), "gi"),
  reach: c.reach,
  claim: c.claim ?? "owns",
  ownable: c.ownable ?? false,
  near: c.near ?? null,
  voice: c.voice ?? false,
  onlyOn: c.onlyOn ?? null,
  notOn: c.notOn ?? null,
  performs: c.performs === true,
});
/**
 * Most cues never name the practice (the language packs add hundreds of them): those are compiled once for every
 * practice; only a cue with `{name}` or `{we}` is compiled per practice name.
 */
const NAMELESS = new Map<CueFingerprint, CompiledCue>();
const compile = (cues: readonly CueFingerprint[], name: string): CompiledCue[] =>
  cues.map((c) => {
    if (c.pattern.includes("{name}") || c.pattern.includes("{we}")) return compileOne(c, name);
    let compiled = NAMELESS.get(c);
    if (!compiled) {
      compiled = compileOne(c, name);
      NAMELESS.set(c, compiled);
    }
    return compiled;
  });

const escapeWord = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]/g, "[\\s-]");
const BRAND_WORDS = MANUFACTURERS.flatMap((m) => m.keys).filter((k) => k.length > 3);
const FILLERS = [...POSSESSIVE_FILLERS, ...BRAND_WORDS].map(escapeWord).join("|");

/** Every cue regex for one practice name; the voice and possessive patterns name the practice when it is known. */
export type PracticeCues = {
  /** Ownership cues that claim "owns", then those that claim "uses" (cues.ts OWNERSHIP_CUES). */
  owns: CompiledCue[];
  uses: CompiledCue[];
  /**
   * The same cues that may reach into the next sentence, in the same order. Read a second time with the next sentence
   * only once the hit's own sentence has found none of its list: a cue that stops at its sentence reads the very same
   * slice again and finds nothing again, so only these can answer (the same verdicts; a quarter of the cues).
   */
  ownsNext: CompiledCue[];
  usesNext: CompiledCue[];
  referral: CompiledCue[];
  negation: CompiledCue[];
  /** "our new Planmeca " or "North Sound's " right before the scanner: a possessive followed only by adjectives. */
  possessive: RegExp;
  firstPerson: RegExp;
};

function compileCues(practiceName: string | null): PracticeCues {
  const name = practiceNamePattern(practiceName);
  const ownership = compile(OWNERSHIP_CUES, name);
  const owns = ownership.filter((c) => c.claim === "owns");
  const uses = ownership.filter((c) => c.claim === "uses");
  return {
    owns,
    uses,
    ownsNext: owns.filter((c) => c.reach === "next"),
    usesNext: uses.filter((c) => c.reach === "next"),
    referral: compile(REFERRAL_CUES, name),
    negation: compile(NEGATION_CUES, name),
    // "our" / "my" as words of their own: a Polish verb ending "zainstalowaliśmy tomograf" ("we installed") is no "my".
    possessive: new RegExp(
      `(?:^|[^\\p{L}\\p{N}_'])(?:our|my|${name}'s)[\\s-](?:(?:${FILLERS}|[a-z]{0,4}\\d[a-z\\d]{0,6})[\\s-]){0,4}$`,
      "iu",
    ),
    firstPerson: new RegExp(`${FIRST_PERSON}|\\b${name}\\b`, "i"),
  };
}

// Cue regexes are compiled once per practice name (a handful per request), not per hit.
const CUE_CACHE = new Map<string, PracticeCues>();
export function cuesFor(practiceName: string | null): PracticeCues {
  const key = practiceName ?? "";
  let cues = CUE_CACHE.get(key);
  if (!cues) {
    if (CUE_CACHE.size >= 64) CUE_CACHE.clear();
    cues = compileCues(practiceName);
    CUE_CACHE.set(key, cues);
  }
  return cues;
}

const TURNAROUND = new RegExp(REFERRAL_TURNAROUND, "i");
/**
 * Serves pages that compare the cone beam's dose with a CT at a hospital ("much lower than a CT scan at the hospital",
 * "menor que la de un TAC en el hospital", "geringer als bei einem CT im Krankenhaus", "mniejsza niż przy tomografii
 * wykonywanej w szpitalu"): the hospital is where the compared CT is taken, not where the practice sends its patients.
 * A comparison word, then a CT within the same clause, right before the referral's words, with no verb of sending
 * between ("Rather than a CT scan here, we send you to the hospital" is a referral).
 */
const COMPARED_CT =
  /(?<![a-z\u00c0-\u024f])(?:than|compared (?:to|with)|unlike|que|als|im vergleich (?:zu|mit)|ni[żz]|w por[óo]wnaniu (?:z|do)|rispetto (?:a|al|alla|allo)|dan|qu'|que l[ae]s?)\s[^.!?\n,;]{0,40}?(?<![a-z\u00c0-\u024f])(?:ct|cat|tac|tc|tomogra[a-z\u00c0-\u024f]{0,6}|computertomogra[a-z]{0,6}|scanner)(?![a-z\u00c0-\u024f])(?:(?!send|refer|schick|[üu]berweis|envi|deriv|kieruj|odsy|invi|mand)[^.!?\n,;]){0,30}$/i;
const OWN = new RegExp(OWN_FACILITY, "i");
const GENERIC = new RegExp(GENERIC_PRACTICE, "i");
const OTHER_IMAGING_RE = new RegExp(OTHER_IMAGING, "gi");
const EQUIPMENT = new RegExp(EQUIPMENT_NOUN, "i");
const HEDGED = new RegExp(HEDGED_MENTION, "i");
/**
 * Serves Japanese clinics' treatment pages (class "the clinic's voice without a subject"): Japanese leaves "we" unsaid
 * ("CT検査で骨の形や神経の位置がわかります" on the clinic's implant page), so the first-person lift a services page gives an
 * English "we take a CBCT" never fired for it, and a clinic's own treatment page naming its CT stayed uncertain. A
 * sentence in kana on a services page, or on a named page of the clinic's site (detection-corpus.ts namedSitePage),
 * counts as the clinic's voice unless it is hedged (HEDGED_MENTION), speaks of clinics in general (GENERIC_PRACTICE) or
 * of another clinic, a hospital or the medical CT (ELSEWHERE_JA); posts, blogs and the home page are not lifted.
 * Measured on the tuning part before it was kept: the Japanese services pages left uncertain were four owners and no
 * non-owner (docs/detection-rounds.md, twentieth round).
 */
const UNSAID_SUBJECT = /[\u3040-\u30ff]/u;
/**
 * A sentence about another clinic, a hospital or the medical CT ("医科用"), or what a patient was told there, is not the
 * clinic's own voice.
 */
const ELSEWHERE_JA = /(?:ほか|他|別)の(?:歯科|医院|病院|クリニック|歯医者)|他院|病院|言われ|医科/u;
/** "our CBCT images": the practice's pictures, so it uses CBCT; whether the unit is its own is not said. */
const IMAGES_AFTER =
  /^[\s-]{0,3}(?:images?|scans?|imaging|scanning|x-rays?|radiographs?|views?|pictures?|results|data|reports?)\b(?![\s-](?:unit|machine|system|scanner|device))/i;

type Span = { start: number; end: number };
/**
 * Marks that close a clause inside a sentence. A Japanese full stop closes one too: the detector's sentences of
 * Japanese run to the paragraph's end (sentences.ts), so a cue's own clause is read up to its 。.
 */
const CLAUSE_MARK = /[,;:()\u2014\u2013。]/;

/** The clause holding a span: out to the nearest clause mark on each side, within [from, to). */
function clauseOf(text: string, span: Span, from: number, to: number): Span {
  let start = span.start;
  while (start > from && !CLAUSE_MARK.test(text[start - 1] ?? "")) start--;
  let end = span.end;
  while (end < to && !CLAUSE_MARK.test(text[end] ?? "")) end++;
  return { start, end };
}

/**
 * A cue speaks about the imaging named in its own clause: in "such as the digital x-rays that are taken in our office,
 * CBCT gives ..." the office is where the x-rays are taken, not the CBCT. A cue whose clause names other imaging and
 * not the CBCT words does not count for them.
 */
function bindsTo(text: string, cue: Span, hit: Span, window: SentenceWindow, place = false): boolean {
  const sentenceFrom = cue.start >= window.end ? window.end : window.start;
  const sentenceTo = cue.start >= window.end ? window.nextEnd : window.end;
  const clause = clauseOf(text, cue, sentenceFrom, sentenceTo);
  // Serves the class "a place that belongs to a treatment" when the place modifies the treatment's noun: in "Every
  // implant case at our clinic starts with an assessment: ..., and complex cases use CBCT scans" the clinic is where
  // the implant cases are, not where the scan is taken.
  if (place && PLACE_OF_A_TREATMENT.test(text.slice(clause.start, cue.start))) return false;
  if (hit.start < clause.end && clause.start < hit.end) return true;
  if (includedAfter(text, clause, hit, sentenceFrom, sentenceTo)) return true;
  const words = text.slice(clause.start, clause.end);
  OTHER_IMAGING_RE.lastIndex = 0;
  if (OTHER_IMAGING_RE.test(words)) return false;
  // Serves the class "a place that belongs to a treatment, not the scan": in "Implants are placed in our office, and a
  // CBCT scan may be needed first" the office is where the implants go; the clause's subject, before the cue, is a
  // treatment. "Our practice has everything for implants, ..." names the treatment after the cue, so it still counts.
  return !TREATMENT_SUBJECT.test(text.slice(clause.start, cue.start));
}
/**
 * Serves the class "the scan as one of the imaging a practice's claim names": "we take any x-rays you need, including
 * a 3D cone beam scan", "a full range of digital x-rays, including CBCT", "every kind of x-ray here, from bitewings to
 * 3D cone beam scans". The clause right after the cue's opens by saying what the cue's imaging includes, so the cue
 * speaks of the scan too, though its own clause names x-rays (which alone would send it elsewhere). English only, as
 * OTHER_IMAGING is.
 */
const INCLUDED =
  /^(?:including|incl\.|such as|e\.g\.|like|especially|in particular|as well as|from\s[^,;.]{1,40}?\sto)\s[^,;.]{0,40}$/i;
function includedAfter(text: string, cue: Span, hit: Span, from: number, to: number): boolean {
  if (hit.start < cue.end) return false;
  const clause = clauseOf(text, hit, from, to);
  return clause.start - cue.end <= 1 && INCLUDED.test(text.slice(clause.start, hit.start).trimStart());
}
/**
 * A treatment's case or patient right before the place: "every implant case at our clinic", "implant patients in our
 * office". "We place implants in our office" names where the practice works, so a bare treatment is not enough.
 */
const PLACE_OF_A_TREATMENT =
  /\b(?:implant|wisdom tooth|extraction|root canal|orthodontic|surgical|treatment) (?:cases?|patients?)\s+$/i;
/** The clause opens with a treatment as its subject: "Implants are placed ...", "All wisdom tooth surgery is done ...". */
const TREATMENT_SUBJECT =
  /^\W*(?:(?:the|your|all|most|our|any|every)\s+)?(?:[\w-]+\s+){0,2}(?:implants?|teeth|tooth|extractions?|surgery|surgeries|sedation|an(?:a)?esthesia|crowns?|fillings?|root canals?|whitening|braces|aligners?|invisalign|dentures?|cleanings?|veneers?|bridges?|treatments?|procedures?|consultations?)\s+(?:is|are|was|were|can|will|may|get|gets)\b/i;

/**
 * A cue's reach around the hit ("near") must not cut a word: a slice that starts inside "Questions" offers "ons
 * Cone beam" to the Dutch "our scanner" cue, whose \b holds at the slice's edge (class "a cue read inside a longer
 * word"). A match at a cut edge is read again with the word whole (wholeWordsAtEdges), never past the sentence
 * window. Words of scripts written without spaces (Japanese, Chinese) have no edge to find, so a cut among them is none.
 */
const WORD_CHAR = /[\p{L}\p{N}]/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Whether the character at `i` is part of a word (ASCII first: most text is, and this runs for every near cue). */
function inWordAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  if (Number.isNaN(code)) return false;
  const c = text[i] ?? "";
  return WORD_CHAR.test(c) && !UNSPACED.test(c);
}
function wordStart(text: string, at: number, floor: number): number {
  let i = at;
  while (i > floor && inWordAt(text, i - 1) && inWordAt(text, i)) i--;
  return i;
}
function wordEnd(text: string, at: number, ceiling: number): number {
  let i = at;
  while (i < ceiling && inWordAt(text, i - 1) && inWordAt(text, i)) i++;
  return i;
}
/**
 * A match that touches an edge of the slice [from, to) where the slice cut a word is read again with that word whole
 * (within [floor, ceiling), the sentence window): it stands only if the regex still matches there, at the same place.
 * Matches away from the edges, nearly all, cost nothing more.
 */
function wholeWordsAtEdges(
  regex: RegExp,
  text: string,
  m: RegExpExecArray,
  from: number,
  to: number,
  floor: number,
  ceiling: number,
): boolean {
  const start = from + m.index;
  const end = start + m[0].length;
  const cutBefore = start === from && from > floor && inWordAt(text, from - 1) && inWordAt(text, from);
  const cutAfter = end === to && to < ceiling && inWordAt(text, to - 1) && inWordAt(text, to);
  if (!cutBefore && !cutAfter) return true;
  const a = cutBefore ? wordStart(text, from, floor) : from;
  const b = cutAfter ? wordEnd(text, to, ceiling) : to;
  const resume = regex.lastIndex;
  regex.lastIndex = start - a;
  const again = regex.exec(text.slice(a, b));
  regex.lastIndex = resume;
  return again !== null && again.index === start - a;
}

type Scope = { voiced: boolean; pageType: PageType; genericNext: boolean };
function firstCue(
  cues: CompiledCue[],
  text: string,
  hit: Span,
  window: SentenceWindow,
  withNext: boolean,
  scope: Scope,
): Cue | null {
  for (const cue of cues) {
    if (cue.voice && !scope.voiced) continue;
    if (cue.onlyOn !== null && cue.onlyOn !== scope.pageType) continue;
    if (cue.notOn !== null && cue.notOn === scope.pageType) continue;
    let from = window.start;
    let to = cue.reach === "next" && withNext ? window.nextEnd : window.end;
    const floor = from;
    const ceiling = to;
    if (cue.near !== null) {
      from = Math.max(from, hit.start - cue.near);
      to = Math.min(to, hit.end + cue.near);
    }
    const part = text.slice(from, to);
    cue.regex.lastIndex = 0;
    for (let m = cue.regex.exec(part); m; m = cue.regex.exec(part)) {
      if (m[0].length === 0) {
        cue.regex.lastIndex++;
        continue;
      }
      if (!wholeWordsAtEdges(cue.regex, text, m, from, to, floor, ceiling)) continue;
      const found = { start: from + m.index, end: from + m.index + m[0].length };
      // The next sentence speaks of practices in general ("In an office that is equipped with one, ...").
      if (found.start >= window.end && scope.genericNext) break;
      if (!bindsTo(text, found, hit, window, cue.name.startsWith("place:"))) continue;
      return { name: cue.name, claim: cue.claim, ...found, ...(cue.performs ? { performs: true as const } : {}) };
    }
  }
  return null;
}

/** The first referral cue in [from, to) that is not turned around ("no need to visit an imaging center"). */
function findReferral(cues: PracticeCues, text: string, from: number, to: number, segStart: number): Cue | null {
  const scope = text.slice(from, to);
  for (const cue of cues.referral) {
    cue.regex.lastIndex = 0;
    for (let m = cue.regex.exec(scope); m; m = cue.regex.exec(scope)) {
      const at = from + m.index;
      const before = text.slice(Math.max(segStart, at - 60), at);
      if (TURNAROUND.test(before) || COMPARED_CT.test(before) || (cue.ownable && OWN.test(before))) continue;
      return { name: cue.name, claim: "owns", start: at, end: at + m[0].length };
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
  const page =
    a.pageType === "weak"
      ? s.weak
      : // Serves the practice's own page about its CBCT: a services/technology page, or a page whose address and
        // title/H1 both name the modality ("/cone-beam-ct-scan/" titled "Cone Beam CT Scan"), is an offering.
        // Also a page named after the service alone (detection-corpus.ts serviceNamedPage), pasted or addressed.
        a.dedicated ||
          (a.titled &&
            (a.pageType === "strong" ||
              (pageNamesCbct(a.hit.seg.pageUrl) && a.hit.seg.headline !== true) ||
              a.hit.seg.serviceNamed === true))
        ? Math.max(s.strongSlug, a.firstPerson ? s.strongFirstPerson : 0)
        : a.pageType === "strong"
          ? Math.max(
              a.slug || a.dedicated || a.imaging ? s.strongSlug : s.strong,
              (a.firstPerson || a.unsaidSubject === true) && !a.hedged ? s.strongFirstPerson : 0,
            )
          : a.firstPerson
            ? s.neutralFirstPerson
            : // A Japanese clinic's named site page: its plain sentence about the CT is its voice (UNSAID_SUBJECT).
              a.unsaidSubject && !a.hedged && a.hit.seg.headline !== true && namedSitePage(a.hit.seg.pageUrl)
              ? s.strongFirstPerson
              : s.neutral;
  const used = a.pageType === "strong" ? s.usedOnStrongPage : a.pageType === "weak" ? s.usedOnWeakPage : s.used;
  const offered = a.offered ? s.offeredItem : 0;
  // Serves technology pages: the modality named there (tier A, or 3D radiograph wording read as such) is equipment
  // the practice lists as its own, so it is offered even in generic words; a blog's "technology" post is weak.
  const listed = a.technology && a.kind === "A" && a.pageType === "strong" ? s.strongSlug : 0;
  return Math.max(page, offered, listed, a.use ? used : 0);
}

/**
 * Tier B wording that is about a radiograph ("CT scan", "3D x-ray") reads as tier A on a page that names cone beam CT
 * in its URL or its text: the page has said which CT it means. "3D imaging" stays tier B (intraoral scanners say it).
 */
function tierOf(
  hit: TermHit,
  pageUrl: string | null,
  tierAPages: ReadonlySet<string | null>,
  text: string,
  window: SentenceWindow,
  siteOffersCbct: boolean,
): ConeBeamReason | "A" | "B" {
  if (hit.fp.tier === "A") return "A";
  // A maker of dental cone beam units names the CT ("モリタ製のCT", "a Vatech CT scanner"): its cone beam CT.
  if (hit.fp.bareCt === true && makerNamesCt(text, hit.start)) return "maker-named";
  if (pageNamesCbct(pageUrl) || hit.seg.ctPage === true) return "page-named";
  if (!hit.fp.vetoable && tierAPages.has(pageUrl)) return "page-names-term";
  // Serves the practice's imaging page (class "the practice's imaging page lists its exams": "/radiologia" with a
  // section "Tac" beside its intraoral and panoramic x-rays): a dental practice's list of its own radiographic exams
  // names the dental CT when it says "CT", as a page naming cone beam does. Only an exam the page lists (a heading, an
  // item, a row; "in dentistry many techniques are used, up to 3D tomography" in its prose speaks of dentistry in
  // general), and only on the imaging page itself (a page filed under implants and named "CT Scan" may explain a scan
  // taken elsewhere).
  const listed = hit.seg.source === "heading" || hit.seg.source === "list" || hit.seg.source === "table";
  if (hit.fp.bareCt === true && listed && hit.seg.imaging === true && hit.seg.pageType === "strong")
    return "imaging-list";
  const radiographic = () =>
    threeDKind(`${text.slice(window.start, hit.start)} ${text.slice(hit.end, window.nextEnd)}`) === "radiographic";
  // Serves pages that say "3D x-ray" / "3D radiograph" for their cone beam unit without naming it: a 3D radiograph
  // spoken of with what it shows (bone, nerves, roots, sinus, implant planning) is a cone beam CT; no other 3D x-ray is
  // taken in a dental office. The term's own "x-ray" does not count as context. Read before the site's offering below,
  // so the reasoning names the hit's own words, as the site's second reading (readAsTierAOnSite) leaves them.
  if (hit.fp.radiograph === true) return radiographic() ? "radiographic" : "B";
  // Serves evidence spread over a site: once one page presents CBCT as the practice's own offering (likely or better),
  // radiographic 3D wording on its other pages ("3D imaging on site" on the home page) speaks of that CBCT.
  return siteOffersCbct && radiographic() ? "site" : "B";
}

/**
 * Serves pages that quote the practice's fee for the scan in the sentence that names it or the next ("CBCT scan: $150",
 * "La TAC costa 80 €", "(保険外 1撮影5,000円)"): a practice that prices a scan sells it (class "a fee for the scan").
 * A range or an estimate ("between $100 and $500", "typically", "about", "程度") is what scans cost in general.
 */
const FEE = PRICE;
const FEE_HEDGE =
  /\b(?:between|average|averages|typically|usually|generally|range|ranges|ranging|anywhere|upwards|up to|as little as|as much as|can cost|may cost|could cost|costs? (?:about|around|roughly|approximately)|from [$£€]?\d[\d,.]* to|entre|zwischen|circa|environ|aproximadamente|approssimativamente|insurance|insurer|insurers)\b|\d\s?[-–~〜]\s?[$£€¥]?\d|程度|くらい|ぐらい|ほど|前後|約|近く|およそ|概ね|割負担/i;
/**
 * A row of a price list that prices what it names: a fee with its currency ("CT scan - 120 €"), or an amount closing
 * the row after a dash, colon or bar, as price lists in plain numbers write it ("131 Tomografiundersökning, en
 * kvadrant – 965").
 */
export const pricedRow = (item: string) => FEE.test(item) || /[-–—:|]\s?\d{2,6}(?:[.,]\d{2})?\s*$/.test(item);

function feeStated(text: string, window: SentenceWindow): boolean {
  const around = text.slice(window.start, window.nextEnd);
  return FEE.test(around) && !FEE_HEDGE.test(around);
}

/**
 * Serves practices that give the scan away to win a patient (class "a free scan is a price too": "Free 3D CBCT scan
 * with every implant consultation", "CT撮影無料", "免費CT檢查", "TAC gratuita"): a scan offered free of charge, right
 * beside its name, is one the practice sells. "Radiation-free", "pain-free", "free of radiation" and "not free" are not
 * a price.
 */
const FREE =
  /(?<![\p{L}-])(?:free(?! (?:of|from) (?:radiation|pain|metal|mercury))|complimentary|at no (?:extra )?(?:charge|cost)|free of charge|gratis|gratuit[aoe]s?|kostenlos\w{0,2}|gratuite?s?|bezp[łl]atn\w{1,3}|darmow\w{1,3})(?![\p{L}-])|無料|免[費费]|무료/iu;
const NOT_FREE = /\b(?:not|isn't|is not|never) (?:free|complimentary)\b/i;
const FREE_BEFORE = new RegExp(String.raw`(?:${FREE.source})[^.!?。！？\n]{0,12}$`, "iu");
const FREE_AFTER = new RegExp(String.raw`^[^.!?。！？\n]{0,20}?(?:${FREE.source})`, "iu");
function freeScan(text: string, hit: ModelHit | TermHit): boolean {
  // The price belongs to the scan: right before its name ("Free 3D CBCT scan", "免費CT檢查") or just after it in the
  // same clause ("CT撮影無料", "CBCT scans are free"); "無料相談はこちら" a heading away is a free consultation.
  const before = text.slice(Math.max(hit.seg.start, hit.start - 30), hit.start);
  const after = text.slice(hit.end, Math.min(hit.seg.end, hit.end + 40));
  return (FREE_BEFORE.test(before) || FREE_AFTER.test(after)) && !NOT_FREE.test(before + after);
}

/** Tier-B terms that name a radiograph outright (cues.ts TermFingerprint.radiograph), by name. */
const RADIOGRAPH_TERMS: ReadonlySet<string> = new Set(TERMS.filter((t) => t.radiograph === true).map((t) => t.name));

/**
 * Serves x-ray pages that explain the kinds of dental x-rays (class "a list of x-ray kinds is a classification, not an
 * offering"): "The main kinds are: - Bitewing ... - Periapical ... - Panoramic ... - Cone Beam CT: a specialised x-ray
 * for complex work" lists what exists, as a textbook does. It takes both: a lead-in naming kinds or types, not in the
 * practice's voice ("We offer several types of x-rays:" is the practice's own list), and at least two 2D x-ray kinds
 * named in the list, by name or abbreviation (IOPA, RVG, OPG). Words in the languages the library reads beside English,
 * Korean among them ("치과 X-RAY 종류": 파노라마, 치근단, as the Japanese 種類: パノラマ, デンタル).
 * The same holds for a list of the x-rays a treatment needs, led in by "needed" / "required" ("Quali lastre servono? -
 * ortopantomografia - teleradiografia - tc cone beam: in casi particolari"): a requirement, not an offer.
 */
const KINDS_LEAD =
  /(?<![\p{L}])(?:kinds|types|sorts|categories|arten|tipi|tipologie|tipos|rodzaje|rodzajów|druhy|typy|soorten|typer|tyypit|fajt[áa]i|виды|типы|סוגים|סוגי|needed|required|servono|richiest[eio]|richiedono|necesari[ao]s|se necesitan|se requieren|benötigt|erforderlich|nécessaires|nodig|potrzebne|wymagane)(?![\p{L}])|種類|종류|种类|必要な/iu;
const XRAY_KIND =
  /(?<![\p{L}])(?:bite-?wings?|bissfl[üu]gel\p{L}*|periapi[ck]\p{L}*|occlus\p{L}*|okluz\p{L}*|panoram\p{L}*|panorex|opg|orthopantomo\p{L}*|ortopantomo\p{L}*|pantomo\p{L}*|cephalometr\p{L}*|cefalometr\p{L}*|kefalometr\p{L}*|ceph|teleradiogra\p{L}*|telerradiogra\p{L}*|fernr[öo]ntgen\p{L}*|zahnfilm\p{L}*|iopa|rvg|radio-?visio\p{L}*)(?![\p{L}])|פנורמי|צפלומטרי|פריאפיקלי|נשך|パノラマ|デンタル|파노라마|치근단|교익|세팔로/iu;
const XRAY_KINDS = new RegExp(XRAY_KIND.source, "giu");
const MIN_OTHER_KINDS = 2;
/**
 * The page's own segments around a list item or table row, and the page text before `probe` (up to `chars`
 * characters): buildCorpus adds a page's text, then its headings, list items and rows, so they sit together.
 */
function pageAround(corpus: Corpus, seg: Segment, probe: string, chars: number) {
  const siblings: Segment[] = [];
  let lead: string | null = null;
  const here = segmentIndexAt(corpus, seg.start);
  for (const step of [-1, 1]) {
    for (let i = here + step; i >= 0 && i < corpus.segments.length; i += step) {
      const s = corpus.segments[i];
      if (!s || s.pageUrl !== seg.pageUrl) break;
      siblings.push(s);
      if (s.source === "text" && lead === null && probe !== "") {
        const body = corpus.text.slice(s.start, s.end);
        const at = body.indexOf(probe);
        if (at >= 0) lead = body.slice(Math.max(0, at - chars), at);
      }
    }
  }
  return { siblings, lead };
}

function kindsList(corpus: Corpus, seg: Segment, firstPerson: RegExp): boolean {
  if (seg.source !== "list") return false;
  const { siblings, lead } = pageAround(corpus, seg, corpus.text.slice(seg.start, seg.end), 600);
  // The lead-in first (cheap, and most lists have none): a lead-in naming kinds, not in the practice's voice.
  if (lead === null) return false;
  const m = KINDS_LEAD.exec(lead);
  if (!m) return false;
  // The lead-in's sentence: from the full stop before it to the list.
  const from = Math.max(lead.lastIndexOf(". ", m.index), lead.lastIndexOf("? ", m.index), 0);
  if (firstPerson.test(lead.slice(from, m.index + 120))) return false;
  // The 2D kinds the list names, in its other items or beside the hit in its own ("extraoral – OPG, CBCT" under
  // "Intraoral – IOPA, RVG"): a list of two items may name four kinds.
  const kinds = new Set<string>();
  for (const s of [seg, ...siblings]) {
    if (s.source !== "list") continue;
    for (const k of corpus.text.slice(s.start, s.end).matchAll(XRAY_KINDS)) kinds.add(k[0].toLowerCase());
    if (kinds.size >= MIN_OTHER_KINDS) return true;
  }
  return false;
}

/**
 * Serves the practice's own fee table inside an article (class "our fees, in a column"): a post about what treatment
 * costs that says "当院の料金は次のとおりです" / "Our fees are:" above a table row "CT撮影 | 11,000円" prices the scan the
 * practice sells, as its price list page would. It takes a fixed price in the row (no range, no estimate) and the
 * practice's voice naming its fees just before the table; a table of what scans cost in general has neither.
 */
const FEE_WORDS =
  /(?<![\p{L}])(?:fees?|prices?|pricing|price list|charges|preise|honorare?|prezzi|tariffe|precios|tarifas|tarifs|honoraires|ceny|cennik|cenník|ceník|prijzen|tarieven)(?![\p{L}])|料金|費用|治療費|价格|價格|收费|收費|가격|비용/giu;
function ownFeeTable(corpus: Corpus, seg: Segment, firstPerson: RegExp): boolean {
  if (seg.source !== "table" || !FEE.test(seg.original) || FEE_HEDGE.test(seg.original)) return false;
  // The page's text shows a row's cells without the bars: find the row by its first cell.
  const firstCell = normalizeText(seg.original.split("|")[0] ?? "").text.trim();
  const { lead } = pageAround(corpus, seg, firstCell, 300);
  if (lead === null) return false;
  for (const m of lead.matchAll(FEE_WORDS)) {
    if (firstPerson.test(lead.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))) return true;
  }
  return false;
}

/**
 * Serves pages that state an offering by structure, not by a sentence: a technology list item "3D CBCT imaging", a
 * price-list line "CBCT scan - £250", a menu entry "3D CBCT Scanner", a heading naming the unit on a services or
 * technology page. Not on blog/FAQ pages (an article's list is education), and a heading only where the page itself
 * is the practice's offering (a services/technology page, or one titled after CBCT).
 */
function offeredByStructure(
  seg: Corpus["segments"][number],
  tier: "model" | "A" | "B",
  ownTier: "A" | "B",
  words: string,
  radiographicSection: boolean,
  termName: string,
  ownFees = false,
): boolean {
  // The practice's own fee table counts wherever it is shown (see ownFeeTable).
  if (seg.pageType === "weak" && !ownFees) return false;
  if (seg.source === "list" || seg.source === "table")
    return !doseComparison(seg.original) && (labelLike(seg.original) || labelled(seg.original, words));
  // A menu entry or a heading is a label of its own: it must name the modality by its own words ("CT scan" read as
  // cone beam only because the page's URL says so may be a hospital scan the page explains, or a breadcrumb).
  // Serves menus with an entry "3D X-Rays": a 3D radiograph named outright is an offering (no dental office takes any
  // other 3D x-ray), unlike a bare "CT Scan" that may be a hospital scan a breadcrumb points to.
  if (ownTier === "B" && seg.source === "menu") return RADIOGRAPH_TERMS.has(termName);
  if (tier === "B") return false;
  if (ownTier === "B") return seg.source === "heading" && seg.pageType === "strong" && radiographicSection;
  if (seg.source === "menu") return true;
  return seg.source === "heading" && seg.pageType === "strong";
}

/**
 * Serves x-ray safety pages (class "a list of doses is a comparison"): "Panoramic x-ray: 0.01 mSv", "CT scan of the
 * head: 2.0 mSv", "Cone beam CT – 50 µSv" list what each exam exposes a patient to, beside a flight or a day of
 * background radiation; an item that states a dose and no price compares exams, it does not offer one.
 */
const DOSE =
  /\d\s?(?:m?sv|µsv|μsv|usv|micro-?sieverts?|milli-?sieverts?)(?![\p{L}])|マイクロシーベルト|ミリシーベルト|微西弗|毫西弗/iu;
const doseComparison = (item: string) => DOSE.test(item) && !FEE.test(item);

/**
 * Serves technology/services pages that give their cone beam unit a section headed "3D Imaging" or "3D X-Rays" and
 * explain it with what an x-ray shows (bone, nerves, sinus, implant planning): the words under the heading say which
 * 3D it is; an intraoral section ("3D Scanning: no more goopy impressions") is not radiographic.
 */
const THREE_D_HEADING_TERMS: ReadonlySet<string> = new Set(["3D x-ray", "three-dimensional x-ray", "3D imaging"]);

/**
 * An offering is listed as a label ("3D CBCT imaging", "CBCT - £250"), not as a sentence or a question: an article's
 * key-points list ("What is DVT? A 3D x-ray method with ...") is education whatever its layout.
 */
/** The tier the hit's own words have, before the page's URL or other hits re-read it. */
const ownWords = (hit: ModelHit | TermHit): "A" | "B" => (hit.kind === "model" ? "A" : hit.fp.tier);

/**
 * Serves lists of services whose items are "Label: description" ("Cone beam CT (CBCT): a 3D scan of the jaw that
 * shows ..."): the label before the colon names the offering, the description after it explains it. The hit's own
 * words must sit in a short label (at most 6 words), so an article's sentence with a colon in it does not count.
 */
function labelled(item: string, words: string): boolean {
  const m = item.match(LABEL_HEAD);
  const head = m?.[1];
  if (!head || wordCount(head) > 6) return false;
  return head.toLowerCase().includes(words.toLowerCase());
}

const labelLike = (item: string) =>
  !/[?？]/.test(item) &&
  // A sentence of a language written without spaces (it ends in 。) is prose whatever its length (page-roles.ts).
  !/。\s*$/.test(item) &&
  (wordCount(item) <= 10 || PRICE.test(item));

/**
 * Serves FAQ pages that answer a question about the practice's equipment with a no: "Do you take 3D x-rays? Not at
 * this time." The answer is a negation of the question's scanner words.
 */
const NO_ANSWER =
  /^\s*(?:no\b|nope\b|not (?:at (?:this time|the moment|present)|yet|currently|right now|in our office)|unfortunately,? (?:no|not|we do not|we don't))/i;
/**
 * The same class when the answer is a sentence that denies it: "Do you take 3D x-rays? Our office does not have a cone
 * beam CT scanner; ..." answers the question's modality with a denial of the scanner, whichever of its names it uses.
 */
const DENIAL_ANSWER =
  /^\s*(?:(?:our|this) (?:office|practice|clinic|surgery)|we)(?: (?:currently|presently|still))? (?:does not|doesn't|do not|don't|cannot|can't)(?: (?:currently|yet))? (?:have|offer|own|take|use|provide|perform)\b/i;
const ASKS_THE_PRACTICE =
  /\b(?:do|does|can|will|are) (?:you|y'all|your (?:office|practice|clinic|dentist)|the (?:office|practice|clinic))\b(?: [\w-]{1,15}){0,2} (?:have|offer|take|use|own|provide|perform|do|equipped)\b/i;
function answeredNo(sentence: string, next: string, window: SentenceWindow): Cue | null {
  // Only a question about this practice's equipment ("Do you take ...?", "Does your office have ...?"); "Will I need a
  // CBCT every time? No!" is about the patient, not the practice.
  if (!/\?\s*$/.test(sentence) || !ASKS_THE_PRACTICE.test(sentence)) return null;
  const m = next.match(NO_ANSWER) ?? next.match(DENIAL_ANSWER);
  if (!m) return null;
  const start = window.end + (m.index ?? 0);
  return { name: "answered no", claim: "owns", start, end: start + m[0].length };
}

/**
 * Serves pages that list what the practice takes itself and leave the scan out (class "a scan named as an exception"):
 * "All x-rays (except single films at the dentist and DVT scans) we take in our practice", "we take every x-ray here,
 * excluding CBCT", "alle Aufnahmen außer dem DVT", "tutte le radiografie tranne la TAC", "CT以外の撮影は当院で".
 * The scanner words stand inside the exception's own phrase (no clause mark between), so the practice's cue around
 * them speaks of everything but the scan. Only where the practice speaks (a cue on the hit, or its first person in
 * the sentence): "every exam except the CBCT is covered by insurance" excepts the scan from a fee, not from the
 * practice (a sentence in the practice's voice that excepts the CBCT from a fee still reads as a scan left out: a
 * known limit). An exception after the scanner words ("CBCT, except for children") limits the scan, it does not take it
 * away. Words that also add ("apart from", "other than", "außer", "oprócz", "behalve": "besides") are left out.
 */
const EXCEPTION =
  /(?<![\p{L}])(?:except(?:ing)?(?: for)?|excluding|with the exception of|ausgenommen|mit ausnahme (?:von|der|des)|bis auf|sauf|à l'exception d(?:e|u|es)|hormis|excepté|tranne|eccetto|ad eccezione d(?:i|el|ella|ei|egli)|fatta eccezione per|excepto|a excepción de|con excepción de|exceto|com exceção de|à exceção de|z wyjątkiem|met uitzondering van|uitgezonderd)(?![\p{L}])/giu;
/** Japanese puts the exception right after the noun: "CT以外", "CT撮影を除く" ("…は特別な場合を除き" excepts cases). */
const EXCEPTION_AFTER = /^(?:\s?(?:撮影|検査|スキャン|画像))?(?:以外|を除(?:く|いて|き))/u;
/** The name of the negation `excepted` finds; write-reasoning.ts explains it in its own words. */
export const EXCEPTION_CUE = "an exception";
function excepted(text: string, hit: { start: number; end: number }, window: SentenceWindow): Cue | null {
  const before = text.slice(window.start, hit.start);
  let last: RegExpExecArray | null = null;
  EXCEPTION.lastIndex = 0;
  for (let m = EXCEPTION.exec(before); m; m = EXCEPTION.exec(before)) last = m;
  if (last) {
    const between = before.slice(last.index + last[0].length);
    if (between.length <= 60 && !/[.;:,()\n]/.test(between)) {
      const start = window.start + last.index;
      return { name: EXCEPTION_CUE, claim: "owns", start, end: start + last[0].length };
    }
  }
  const after = EXCEPTION_AFTER.exec(text.slice(hit.end, Math.min(window.end, hit.end + 20)));
  if (after) return { name: EXCEPTION_CUE, claim: "owns", start: hit.end, end: hit.end + after[0].length };
  return null;
}

/**
 * Serves FAQ pages that answer a question about the practice's own equipment with a yes (class "a FAQ that speaks of
 * this practice's own scans", issue item 1; the mirror of answeredNo): "Do you have a cone beam CT scanner? Yes." The
 * question asks the practice ("you", "your office"), not "your dentist" or dentists in general, and not about the
 * patient ("Is a CBCT scan safe? Yes."). Having, taking or performing it is the practice's own scan; offering or using
 * it says no more than "we offer it".
 */
const YES_ANSWER = /^\s*(?:yes|yep|yeah|absolutely|of course|certainly|indeed|we (?:sure )?(?:do|are|can)\b)/i;
const ASKS_US =
  /\b(?:do|does|can|will|are) (?:you|y'all|your (?:office|practice|clinic)|the (?:office|practice|clinic))\b(?: [\w-]{1,15}){0,2} (?:have|offer|take|use|own|provide|perform|do|equipped)\b/i;
const ASKS_POSSESSION =
  /\b(?:do|does|are) (?:you|y'all|your (?:office|practice|clinic)|the (?:office|practice|clinic))\b(?: [\w-]{1,15}){0,2} (?:have|own|take|perform|equipped)\b/i;
function answeredYes(sentence: string, next: string, window: SentenceWindow): Cue | null {
  if (!/\?\s*$/.test(sentence) || !ASKS_US.test(sentence)) return null;
  const m = next.match(YES_ANSWER);
  if (!m) return null;
  const start = window.end + (m.index ?? 0);
  const claim = ASKS_POSSESSION.test(sentence) ? "owns" : "uses";
  return { name: "answered yes", claim, start, end: start + m[0].length };
}

/**
 * Whether a hit read before the site was known to offer CBCT would read as tier A once it is (tierOf's
 * `siteOffersCbct` branch): a tier-B term whose own sentences speak of a radiograph. Every other reading stays as it
 * was, so detect-cbct.ts reads again only these.
 */
export function readsOtherwiseOnSite(corpus: Corpus, a: AssessedHit): boolean {
  if (a.hit.kind !== "term" || a.kind !== "B") return false;
  // A radiograph term read as tier B has already been found not to speak of a radiograph here (tierOf).
  if (a.hit.fp.radiograph === true) return false;
  const text = corpus.text;
  const around = `${text.slice(a.window.start, a.hit.start)} ${text.slice(a.hit.end, a.window.nextEnd)}`;
  return threeDKind(around) === "radiographic";
}

export type AssessContext = {
  cues: PracticeCues;
  /**
   * Referrals already looked for in this corpus, by range: the hits of one sentence, and of neighbouring ones, read
   * the same sentences for them (one detection's memo: the cues and the text are the same for all its hits).
   */
  referrals?: Map<string, Cue | null>;
  tierAPages: ReadonlySet<string | null>;
  /** Some page of the site presents cone beam CT as the practice's offering (a tier-A hit scoring likely or better). */
  siteOffersCbct?: boolean;
};

export function assessHit(corpus: Corpus, hit: ModelHit | TermHit, ctx: AssessContext): AssessedHit {
  const { cues } = ctx;
  const text = corpus.text;
  const seg = hit.seg;
  const window = sentenceWindow(text, seg, hit.start, hit.end);
  // Alt texts, titles and links are captions; only page text carries sentences about ownership.
  const prose = seg.source === "text";
  const sentence = text.slice(window.start, window.end);
  const firstPerson = cues.firstPerson.test(text.slice(window.start, prose ? window.nextEnd : window.end));
  // "In an office that is equipped with one ..." speaks of practices in general, not this one.
  const generic = GENERIC.test(sentence) && !cues.firstPerson.test(sentence);
  const voiced = cues.firstPerson.test(sentence);
  const hedged = prose && HEDGED.test(sentence);
  const unsaidSubject = prose && !generic && UNSAID_SUBJECT.test(sentence) && !ELSEWHERE_JA.test(sentence);
  const before = text.slice(Math.max(window.start, hit.start - 80), hit.start);
  const possessive = !generic && cues.possessive.test(before);
  const images = IMAGES_AFTER.test(text.slice(hit.end, Math.min(window.end, hit.end + 16)));
  const next = text.slice(window.end, window.nextEnd);
  const scope: Scope = {
    voiced,
    pageType: seg.pageType,
    genericNext: GENERIC.test(next) && !cues.firstPerson.test(next),
  };
  const find = (list: CompiledCue[], withNext: boolean) =>
    generic || (withNext && !prose) ? null : firstCue(list, text, hit, window, withNext, scope);
  // Owning beats using; the hit's own sentence beats the next one. A page address or image name is a label, not a
  // sentence: "why-do-we-use-them" in a URL claims nothing.
  const labelOnly = seg.source === "url";
  const ownsHere = find(cues.owns, false);
  const usesHere = ownsHere || labelOnly ? null : find(cues.uses, false);
  const cueHere = ownsHere ?? usesHere;
  // With the next sentence, only the cues that reach it: the others have just found nothing on the same slice.
  const cueNear = ownsHere ?? find(cues.ownsNext, true) ?? usesHere ?? (labelOnly ? null : find(cues.usesNext, true));
  let owned: Cue | null = null;
  let used: Cue | null = null;
  if (possessive && !images) owned = { name: "possession: our ...", claim: "owns", start: hit.start, end: hit.end };
  else if (cueNear?.claim === "owns") owned = cueNear;
  else if (cueNear) {
    // A named 3D model the practice uses is its unit; so is "the x-ray unit we use ... cone beam CT". A name that also
    // fits a 2D unit (pattern confidence below 100) is not upgraded by use alone.
    const unit = EQUIPMENT.test(text.slice(Math.max(window.start, hit.start - 40), Math.min(window.end, hit.end + 40)));
    if ((hit.kind === "model" && hit.confidence === 100) || unit)
      owned = { ...cueNear, name: `${cueNear.name} (a unit)`, claim: "owns" };
    else used = cueNear;
  } else if (possessive) used = { name: "use: our ... images", claim: "uses", start: hit.start, end: hit.end };
  else if (prose && !generic) {
    const yes = answeredYes(sentence, next, window);
    if (yes?.claim === "owns") owned = yes;
    else if (yes) used = yes;
  }
  // A referral in the hit's own sentence always cancels it; one in a neighbouring sentence ("... will refer you to an
  // oral surgeon.") only when the hit's own sentence claims nothing.
  const claimsHere = possessive || cueHere !== null;
  const referralIn = (from: number, to: number) => {
    const key = `${from}:${to}:${seg.start}`;
    const known = ctx.referrals?.get(key);
    if (known !== undefined) return known;
    const found = findReferral(cues, text, from, to, seg.start);
    ctx.referrals?.set(key, found);
    return found;
  };
  const referral =
    referralIn(window.start, window.end) ?? (claimsHere ? null : referralIn(window.prevStart, window.nextEnd));
  const negation =
    firstCue(cues.negation, text, hit, window, false, { ...scope, voiced: true }) ??
    answeredNo(sentence, next, window) ??
    (owned || used || firstPerson ? excepted(text, hit, window) : null);
  const cancelled = referral !== null || negation !== null;
  const classification = kindsList(corpus, seg, cues.firstPerson);
  const ownFees = ownFeeTable(corpus, seg, cues.firstPerson);
  const radiographicSection =
    hit.kind !== "model" &&
    seg.source === "heading" &&
    seg.pageType === "strong" &&
    THREE_D_HEADING_TERMS.has(hit.fp.name) &&
    threeDKind(sectionUnderHeading(corpus, seg)) === "radiographic";
  const tier =
    hit.kind === "model"
      ? ("model" as const)
      : radiographicSection
        ? ("section" as const)
        : tierOf(hit, seg.pageUrl, ctx.tierAPages, text, window, ctx.siteOffersCbct ?? false);
  const kind = tier === "model" || tier === "A" || tier === "B" ? tier : ("A" as const);
  const base = {
    hit,
    kind,
    asConeBeam: tier === "model" || tier === "A" || tier === "B" ? null : tier,
    label: hit.kind === "model" ? hit.name : hit.fp.name,
    window,
    pageType: seg.pageType,
    slug: seg.source === "link" || (seg.source === "url" && seg.original === seg.pageUrl),
    dedicated: seg.dedicated,
    titled: seg.titled,
    technology: seg.technology === true,
    imaging: seg.imaging === true,
    classification,
    ownFees,
    offered:
      !cancelled &&
      ((kind === "A" && seg.pageType !== "weak" && feeStated(text, window)) ||
        ((kind === "A" || (hit.kind === "term" && (hit.fp.bareCt === true || hit.fp.radiograph === true))) &&
          seg.pageType !== "weak" &&
          freeScan(text, hit)) ||
        (!classification &&
          offeredByStructure(
            seg,
            hit.kind === "model" ? "model" : kind,
            ownWords(hit),
            text.slice(hit.start, hit.end),
            radiographicSection,
            hit.kind === "model" ? "" : hit.fp.name,
            ownFees,
          ))),
    ownership: cancelled ? null : owned,
    use: cancelled ? null : used,
    firstPerson,
    hedged,
    unsaidSubject,
    referral,
    negation,
    cancelled,
  };
  return { ...base, score: scoreOf(base) };
}

/**
 * The reading of a hit for which readsOtherwiseOnSite holds, on a site that offers CBCT: the same cues (they do not
 * depend on the site), read as tier A. Equal to assessHit with `siteOffersCbct` (api/src/cbct/real-pages/
 * site-second-read.test.ts checks it hit by hit on every labelled site), without reading the hit's sentences again.
 */
export function readAsTierAOnSite(corpus: Corpus, a: AssessedHit): AssessedHit {
  if (a.hit.kind !== "term") return a;
  const { hit } = a;
  const text = corpus.text;
  const offered =
    !a.cancelled &&
    ((hit.seg.pageType !== "weak" && (feeStated(text, a.window) || freeScan(text, hit))) ||
      (!a.classification &&
        offeredByStructure(
          hit.seg,
          "A",
          ownWords(hit),
          text.slice(hit.start, hit.end),
          false,
          hit.fp.name,
          a.ownFees,
        )));
  const { score: _score, ...rest } = a;
  const base = { ...rest, kind: "A" as const, asConeBeam: "site" as const, offered };
  return { ...base, score: scoreOf(base) };
}
