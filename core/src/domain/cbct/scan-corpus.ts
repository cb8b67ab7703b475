import type { TermFingerprint } from "./cues.ts";
import {
  type Corpus,
  pageNamesCbct,
  type Segment,
  sectionUnderHeading,
  segmentAt,
  segmentIndexAt,
} from "./detection-corpus.ts";
import {
  type ContextName,
  fillVersion,
  type LookAlikeFingerprint,
  type ScannerModelFingerprint,
} from "./fingerprint-format.ts";
import type { Compiled, CompiledLibrary, CompiledPattern } from "./fingerprints.ts";
import { MASKING_CLASSES, VETOING_CLASSES } from "./look-alikes.ts";
import { makerNamesCt } from "./maker-names-ct.ts";
import { sentenceEnd, sentenceStart } from "./sentences.ts";
import { MAX_MATCHES_PER_PATTERN } from "./detection-weights.ts";
import { type ThreeDKind, threeDKind } from "./three-d-kind.ts";
import { firstEndingAfter, keepBest, mergeRanges, overlaps, overlapsAny, type Range } from "./spans.ts";

type Span = { start: number; end: number; seg: Segment };
export type LookAlikeHit = Span & { fp: LookAlikeFingerprint };
export type ModelHit = Span & { kind: "model"; fp: ScannerModelFingerprint; name: string; confidence: number };
export type TermHit = Span & { kind: "term"; fp: TermFingerprint; confidence: number };
/** `weak`: seen only in an image file name; it may be offered as an option but never names the make by itself. */
export type BrandHit = Span & { manufacturer: string; weak?: boolean };

export type ScanResult = {
  lookAlikes: LookAlikeHit[];
  models: ModelHit[];
  terms: TermHit[];
  /** Terms dropped because an intraoral scanner / CAD/CAM / aligner / other 3D product shared the sentence. */
  vetoed: { term: TermHit; by: LookAlikeHit }[];
  brands: BrandHit[];
};

/**
 * Serves price lists and item lists: a row "CT vyšetření | 1800 Kč" says nothing dental by itself, but the list it
 * belongs to does ("Zavedení zubního implantátu | 16000 Kč" in the row above). A list item or table row reads its
 * neighbouring rows of the same page as its context; any other segment reads only itself.
 */
function rowsAround(corpus: Corpus, seg: Segment): { start: number; end: number } {
  if (seg.source !== "list" && seg.source !== "table") return seg;
  const segs = corpus.segments;
  const lo = segmentIndexAt(corpus, seg.start);
  const sibling = (s: Segment | undefined): s is Segment =>
    s !== undefined && s.source === seg.source && s.pageUrl === seg.pageUrl;
  let first = lo;
  let last = lo;
  // The window is capped by the caller; the walk stops at the first segment of another kind.
  while (first > 0 && sibling(segs[first - 1]) && seg.start - (segs[first - 1]?.start ?? 0) < 400) first--;
  while (last < segs.length - 1 && sibling(segs[last + 1]) && (segs[last + 1]?.end ?? 0) - seg.end < 400) last++;
  return { start: segs[first]?.start ?? seg.start, end: segs[last]?.end ?? seg.end };
}

/**
 * Serves a list item or table row whose only words are the scan's (class "a short item on a dental practice's page":
 * "Hauseigenes DVT", "Radiologia 3D interna", "Własny tomograf" in a home page's list of features, under a title
 * "Zahnarztpraxis Sonne – Zahnarzt in München"): a row reads only its neighbouring rows as context, and a list of
 * features (parking, evening hours) has no dental word, where the same lines pasted with the title are read. The
 * page's title says what the page is, so it answers the contexts that ask whether the words are a dentist's ("dental",
 * "imaging": DVT is a thrombosis elsewhere); never "radio" (which 3D a dental page means) or "cbct"/"volume".
 */
function rowOnDentalPage(corpus: Corpus, lib: CompiledLibrary, seg: Segment, ctx: ContextName | null): boolean {
  if ((ctx !== "dental" && ctx !== "imaging") || (seg.source !== "list" && seg.source !== "table")) return false;
  const title = seg.pageUrl ? corpus.titles?.get(seg.pageUrl) : undefined;
  return title !== undefined && lib.contexts[ctx].test(title);
}

/**
 * Whether context words sit within `window` characters of the span. Sentences about an intraoral scanner, CAD/CAM or
 * aligners are left out ("... design your crown in 3D" is no cone-beam context for a CS 8100 in the sentence before),
 * unless the span itself is in one.
 */
function contextNear(
  corpus: Corpus,
  lib: CompiledLibrary,
  span: Span,
  ctx: ContextName,
  window: number,
  skip: readonly Range[],
): boolean {
  // A menu link ("Technology > Green X") to a technology page, or a photo ("icat-classic.jpg") on one or on an office
  // tour, is its own imaging context.
  const seg = span.seg;
  const photo = seg.source === "url" && seg.original !== seg.pageUrl;
  if (ctx === "imaging" && seg.pageType === "strong" && (seg.source === "link" || photo)) return true;
  // A heading ("3D Imaging") is explained by the section under it, so that section is its context too.
  if (seg.source === "heading" && lib.contexts[ctx].test(sectionUnderHeading(corpus, seg, window))) return true;
  const rows = rowsAround(corpus, seg);
  const from = Math.max(rows.start, span.start - window);
  const to = Math.min(rows.end, span.end + window);
  let text = corpus.text.slice(from, to);
  // `skip` is merged (sorted, disjoint): visit only the ranges that reach into the window, never the whole list.
  for (let i = firstEndingAfter(skip, from); i < skip.length; i++) {
    const r = skip[i];
    if (!r || r.start >= to) break;
    if (overlaps(r, span)) continue;
    const a = Math.max(r.start, from) - from;
    const b = Math.min(r.end, to) - from;
    text = text.slice(0, a) + " ".repeat(b - a) + text.slice(b);
  }
  return lib.contexts[ctx].test(text);
}

/**
 * Every match of every pattern, at most MAX_MATCHES_PER_PATTERN per pattern and page: a page saying "cone beam" ten
 * thousand times is no more evidence than one saying it a hundred times, and each kept match costs a look at its
 * sentence, so the cap keeps detection linear in the input however repetitive it is.
 */
function* matches<T>(corpus: Corpus, entries: readonly Compiled<T>[]) {
  for (const entry of entries) {
    if (entry.keys.length > 0 && !entry.keys.some((k) => corpus.tokens.has(k))) continue;
    for (const pattern of entry.patterns) {
      const perPage = new Map<string | null, number>();
      for (const m of corpus.text.matchAll(pattern.regex)) {
        if (m[0].length === 0) continue;
        const start = m.index;
        const seg = segmentAt(corpus, start);
        const seen = perPage.get(seg.pageUrl) ?? 0;
        if (seen >= MAX_MATCHES_PER_PATTERN) continue;
        perPage.set(seg.pageUrl, seen + 1);
        yield { entry, pattern, m, span: { start, end: start + m[0].length, seg } };
      }
    }
  }
}

function modelName(fp: ScannerModelFingerprint, pattern: CompiledPattern, m: RegExpExecArray): string {
  if (!pattern.version) return fp.name;
  const v = fillVersion(pattern.version, m).toLowerCase().replace(/[\s-]/g, "");
  return (v && fp.versions?.[v]) || fp.name;
}

/**
 * A term is reported as whole words: the language packs match a word's stem ("tomografię stożkow-ą", "konusnog
 * snop-a"), and the evidence and the reasoning quote the hit. Only alphabets that put spaces between words are
 * extended; Chinese, Japanese, Korean and Thai text has no word end to find.
 */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hebrew}\p{Script=Arabic}]/u;
const MAX_WORD_TAIL = 12;
function wordEnd(text: string, end: number, limit: number): number {
  if (!SPACED_LETTER.test(text[end - 1] ?? "")) return end;
  let e = end;
  while (e < limit && e - end < MAX_WORD_TAIL && SPACED_LETTER.test(text[e] ?? "")) e++;
  return e - end < MAX_WORD_TAIL ? e : end;
}

/** Of overlapping hits the longest wins, then a named model over a brand line (rank), then the more confident. */
function longestFirst<T extends Span & { confidence: number }>(hits: T[], rank: (h: T) => number): T[] {
  return keepBest(
    hits,
    (a, b) => b.end - b.start - (a.end - a.start) || rank(b) - rank(a) || b.confidence - a.confidence,
  );
}

/**
 * Equipment that is not a scanner, right beside the maker's name ("Planmeca chair", "Sirona CEREC", "KaVo handpieces",
 * "our chairs are by A-dec and our x-ray by ..."): the brand names that equipment.
 */
const NOT_A_SCANNER =
  /\b(?:chairs?|treatment (?:units?|cent(?:er|re)s?)|intra[\s-]?oral|primescan|omnicam|cerec|trios|itero|mill(?:s|ing)?|handpieces?|lasers?|sensors?|cameras?|autoclaves?|compressors?|implants?|lights?|loupes?|microscopes?|furniture|cabinets?)\b/i;
/** The same equipment in Japanese: a treatment unit/chair, an intraoral scanner, a microscope, CEREC. */
const NOT_A_SCANNER_JA =
  /(?:チェア|ユニット|診療台|口腔内スキャナ|マイクロスコープ|顕微鏡|セレック|ハンドピース|レーザー)/;
/**
 * "units by/from" names the maker of the treatment units ("our chairs and units are by A-dec"), unless a scanner word
 * qualifies the unit: "a new CBCT unit from Planmeca", "our 3D x-ray unit by Vatech" name the scanner's maker (class
 * "the scanner unit named by its maker").
 */
const SCANNER_UNIT_BY =
  /\b(?:cbct|ct|cone[\s-]?beam(?: ct)?|3d(?: x-ray| imaging)?|x-ray|imaging|radiographic) units? (?:by|from)\s*$/i;
function notAScanner(text: string, span: { start: number; end: number; seg: Segment }): boolean {
  const after = text.slice(span.end, Math.min(span.seg.end, span.end + 30));
  const before = text.slice(Math.max(span.seg.start, span.start - 20), span.start);
  // The equipment is the brand's own noun, in its first words: "Planmeca chair", "Sirona's Primescan", "KaVo dental
  // handpieces"; "our Carestream cone beam unit for implant planning" names a scanner used for implants.
  // The noun ends at a preposition: "a CBCT unit from Carestream Dental for implants" names no implant of the maker.
  const phrase = (after.split(/[,;.]/)[0] ?? "").split(/\s(?:for|to|in|with|at|on|that|which|who)\b/)[0] ?? "";
  const noun = phrase.trim().split(/\s+/).slice(0, 3).join(" ");
  return (
    NOT_A_SCANNER.test(noun) ||
    NOT_A_SCANNER_JA.test(after.split(/[、。,]/)[0] ?? "") ||
    (/\b(?:chairs?|units?) (?:by|from)\s*$/i.test(before) && !SCANNER_UNIT_BY.test(before))
  );
}

/** A unit noun right beside a maker's name, in the words of the languages the packs read. */
const UNIT_NOUN =
  /\b(?:unit|units|machine|device|system|scanner|ct)\b|ger(?:ä|ae)t|apparecchi|apparat|equipo|aparato|appareil|k(?:é|e)sz(?:ü|u)l(?:é|e)k|urz(?:ą|a)dzeni|p(?:ř|r)(?:í|i)stroj|装置|機器/i;
function unitBeside(text: string, span: { start: number; end: number; seg: Segment }): boolean {
  const after = text.slice(span.end, Math.min(span.seg.end, span.end + 25)).split(/[,;.、。]/)[0] ?? "";
  const before =
    text
      .slice(Math.max(span.seg.start, span.start - 25), span.start)
      .split(/[,;.、。]/)
      .at(-1) ?? "";
  // "Our new treatment unit was made by KaVo": the unit before the maker is the chair's.
  const from = sentenceStart(text, span.seg, span.start);
  const lead = text.slice(from, span.start);
  return UNIT_NOUN.test(after) || (UNIT_NOUN.test(before) && !NOT_A_SCANNER.test(lead)) || unitSaidOf(text, span, from);
}

/**
 * The scanner as the subject of the maker's own sentence, in English: "Our new scanner was made in Finland by ...". A
 * bare "unit" is the treatment unit as often as the scanner ("our new unit was made by KaVo"), so only a qualified one.
 */
const SCANNER_SUBJECT =
  /\b(?:the|our|this|its) (?:new )?(?:(?:3d |cbct |cone[\s-]?beam |x-ray )+(?:unit|device)|(?:3d |cbct |cone[\s-]?beam |x-ray )*(?:scanner|machine))\b/i;
/** The sentence says what the scanner is or who made it, right before the maker: "It is a ...", "made ... by ...". */
const MAKE_OF_IT =
  /(?:\b(?:it|this one)(?:'s| is| was) (?:an? )?|\b(?:made|manufactured|built|produced)\b[^.]{0,30}\bby |, an? )$/i;

/**
 * The make said of the scanner a sentence after the CBCT word (class "the make said of the unit in the next
 * sentence": "We have a cone beam CT in our office. It is a Vatech."; "The machine, a Carestream, takes about 10
 * seconds"; "Our new scanner was made in Finland by Planmeca"). The maker's own sentence must say it of the scanner:
 * the scanner as its subject and a "made by"/"it is a" link right before the maker, or "it is a" right after a
 * sentence that names the CBCT. Not when the sentence names a chair or other equipment (notAScanner's words).
 */
function unitSaidOf(text: string, span: { start: number; seg: Segment }, from: number): boolean {
  const lead = text.slice(from, span.start);
  if (!MAKE_OF_IT.test(lead) || NOT_A_SCANNER.test(lead)) return false;
  if (SCANNER_SUBJECT.test(lead)) return true;
  // "It is a Vatech": "it" is the CBCT of the sentence before.
  const previous = text.slice(Math.max(span.seg.start, from - 200), from);
  return (
    /\bit(?:'s| is| was) (?:an? )?$/i.test(lead) &&
    /\b(?:cbct|cone[\s-]?beam|3d (?:x-ray|imaging|scanner))/i.test(previous)
  );
}

/**
 * The kind of 3D a span speaks of (three-d-kind.ts). An intraoral object of its own speaks first, then its sentence:
 * serves technology pages that list an x-ray unit and an intraoral scanner one after the other ("..., a
 * three-dimensional x-ray gives us that view. iTero Digital Scanner: goopy impressions ..."), where the next item's
 * words outnumbered the sentence's own. Only a sentence that says neither is read with the words within 150
 * characters around it.
 */
function threeDAround(corpus: Corpus, span: Span): ThreeDKind {
  // Its own noun phrase first (class "the 3D scan's object says what it is"): "a 3D scan of your teeth" among "x-ray
  // radiographs of your teeth and jaws" is the intraoral scan, whatever the rest of the sentence lists. Only an
  // object that is intraoral alone decides ("a 3D scan of your teeth, gums and jaw" is read with its sentence).
  const after = corpus.text.slice(span.end, Math.min(span.seg.end, span.end + 60));
  const stop = after.search(/[;.:()]|,? and (?:a|an|the|x-rays?|radiographs?|panoramic|digital|\d)\b/);
  const phrase = corpus.text.slice(span.start, span.end) + (stop < 0 ? after : after.slice(0, stop));
  if (threeDKind(phrase) === "intraoral" && !/\bjaws?\b/.test(phrase)) return "intraoral";
  const sentence = threeDKind(
    corpus.text.slice(
      sentenceStart(corpus.text, span.seg, span.start),
      sentenceEnd(corpus.text, span.seg, span.end - 1),
    ),
  );
  if (sentence !== "unknown") return sentence;
  const from = Math.max(span.seg.start, span.start - 150);
  const to = Math.min(span.seg.end, span.end + 150);
  return threeDKind(`${corpus.text.slice(from, span.start)} ${corpus.text.slice(span.end, to)}`);
}

/** 3D wording that names a radiograph when its sentence says so (see the brands step of scanCorpus). */
const RADIOGRAPHIC_3D: ReadonlySet<string> = new Set(["3D x-ray", "three-dimensional x-ray", "3D unit", "3D imaging"]);

export function scanCorpus(corpus: Corpus, lib: CompiledLibrary): ScanResult {
  // 1. Look-alikes first: 2D twins and medical-CT comparisons mask what they cover (vocabulary §4 "negative rules").
  const found = [...matches(corpus, lib.lookAlikes)];
  const otherProducts = mergeRanges(
    found
      .filter(({ entry }) => VETOING_CLASSES.has(entry.fp.cls))
      .map(({ span }) => ({
        start: sentenceStart(corpus.text, span.seg, span.start),
        end: sentenceEnd(corpus.text, span.seg, span.end - 1),
      })),
  );
  const near = (span: Span, ctx: ContextName, window: number) =>
    contextNear(corpus, lib, span, ctx, window, otherProducts);
  const lookAlikes: LookAlikeHit[] = [];
  for (const { entry, pattern, span } of found) {
    if (pattern.unless && near(span, pattern.unless, pattern.window)) continue;
    lookAlikes.push({ ...span, fp: entry.fp });
  }
  const masks = mergeRanges(lookAlikes.filter((l) => MASKING_CLASSES.has(l.fp.cls)));
  const masked = (s: Span) => overlapsAny(masks, s);

  // 2. Model fingerprints.
  const rawModels: ModelHit[] = [];
  for (const { entry, pattern, m, span } of matches(corpus, lib.models)) {
    if (masked(span)) continue;
    if (pattern.context && !near(span, pattern.context, pattern.window)) continue;
    const name = modelName(entry.fp, pattern, m);
    rawModels.push({ ...span, kind: "model", fp: entry.fp, name, confidence: pattern.confidence });
  }
  const models = longestFirst(rawModels, (h) => (h.fp.generic ? 0 : 1));
  const modelRanges = mergeRanges(models);

  // 3. Generic Tier-A / Tier-B wording not already part of a model name.
  const rawTerms: TermHit[] = [];
  const unexplained3d: TermHit[] = [];
  for (const { entry, pattern, span } of matches(corpus, lib.terms)) {
    if (masked(span) || overlapsAny(modelRanges, span)) continue;
    // "3D" wording among teeth-and-gums, aligner or crown words is an intraoral scanner, whatever else is near. A CT
    // never is (class "a CT exam in an aligner or crown work-up": "検査を行います … さらに、CT撮影は必ず行います" on an
    // Invisalign page, "Before your aligners we take a CT scan of the bone"): a bare CT keeps its own tests.
    if (entry.fp.tier === "B" && entry.fp.bareCt !== true && threeDAround(corpus, span) === "intraoral") continue;
    const end = wordEnd(corpus.text, span.end, span.seg.end);
    const hit: TermHit = { ...span, end, kind: "term", fp: entry.fp, confidence: pattern.confidence };
    // Serves a practice's page named after the modality (class "the page's name is its dental context": a German
    // practice's "/leistungen/3d-roentgendiagnostik.php" that speaks of its "dreidimensionale Röntgenaufnahmen" for
    // a paragraph before the first tooth or jaw): on a dental practice's page whose address names cone beam CT or the
    // 3D radiograph, that wording is the jaw's; the dental words asked for nearby are the page's own.
    const pageIsContext =
      (pattern.context === "dental" && (pageNamesCbct(span.seg.pageUrl) || span.seg.ctPage === true)) ||
      rowOnDentalPage(corpus, lib, span.seg, pattern.context);
    if (pattern.context && !pageIsContext && !near(span, pattern.context, pattern.window)) {
      if (pattern.context === "radio" && entry.fp.vetoable) unexplained3d.push(hit);
      continue;
    }
    rawTerms.push(hit);
  }
  // Serves treatment pages that name the cone beam once and then say "3D imaging" for it ("- 3D CBCT nerve mapping" ...
  // "We plan each extraction with 3D imaging"; class "3D imaging on a page that names the cone beam"): the page has
  // said which 3D it means, as tierOf reads a bare "CT scan" on such a page, so the radiographic words the 3D wording
  // needs nearby are the page's own. Only the same page's tier-A words or models count, never an intraoral context.
  if (unexplained3d.length > 0) {
    const named = new Set(
      [...rawTerms.filter((t) => t.fp.tier === "A"), ...models].map((h) => h.seg.pageUrl ?? "\u0000pasted"),
    );
    rawTerms.push(...unexplained3d.filter((t) => named.has(t.seg.pageUrl ?? "\u0000pasted")));
  }
  const vetoed: ScanResult["vetoed"] = [];
  const vetoers = lookAlikes.filter((l) => VETOING_CLASSES.has(l.fp.cls)).sort((a, b) => a.start - b.start);
  const vetoRanges = mergeRanges(vetoers);
  const terms = longestFirst(rawTerms, (h) => (h.fp.tier === "A" ? 1 : 0)).filter((t) => {
    // A menu naming Invisalign shares a "sentence" with the 3D wording of a page named after cone beam CT.
    if (!t.fp.vetoable || pageNamesCbct(t.seg.pageUrl)) return true;
    const sentence = {
      start: sentenceStart(corpus.text, t.seg, t.start),
      end: sentenceEnd(corpus.text, t.seg, t.end - 1),
    };
    if (!overlapsAny(vetoRanges, sentence)) return true;
    const by = vetoers[firstEndingAfter(vetoers, sentence.start)];
    if (by) vetoed.push({ term: t, by });
    return false;
  });

  // 4. A brand alone is not CBCT, but a brand beside a Tier-A term names the scanner's maker (vocabulary §3).
  const brands: BrandHit[] = [];
  // Serves the class "3D x-rays without the word CBCT" for the make too (issue item 3: the radiographic/intraoral
  // distinction is shared by status and make): "a Carestream 3D x-ray system to see the bone", "our 3D x-ray machine
  // from Vatech". A 3D radiograph whose own sentence reads radiographic names the scanner as a tier-A term does; an
  // intraoral "3D scan" never does.
  // Also a bare CT named by its maker ("モリタ製のCT", "a Vatech CT scanner"; maker-names-ct.ts): the maker's cone beam CT.
  const tierA = terms.filter(
    (t) =>
      t.fp.tier === "A" ||
      (RADIOGRAPHIC_3D.has(t.fp.name) && threeDAround(corpus, t) === "radiographic") ||
      (t.fp.bareCt === true && makerNamesCt(corpus.text, t.start)),
  );
  const lookAlikeRanges = mergeRanges(lookAlikes);
  for (const { entry, span } of matches(corpus, lib.manufacturers)) {
    if (overlapsAny(modelRanges, span) || overlapsAny(lookAlikeRanges, span)) continue;
    // A make belongs to a scanner: not to the chair, intraoral scanner or mill the same maker sells.
    if (notAScanner(corpus.text, span)) continue;
    const s = Math.max(sentenceStart(corpus.text, span.seg, span.start), span.start - 150);
    const e = Math.min(sentenceEnd(corpus.text, span.seg, span.end - 1), span.end + 150);
    const t = tierA[firstEndingAfter(tierA, s)];
    const beside = t !== undefined && t.start >= s && t.end <= e;
    // Serves the scanner's own page that names its maker in a generic sentence ("Our unit is made by Planmeca"):
    // on a page titled or addressed after cone beam CT, the make needs no CBCT word in its own sentence.
    const onScannerPage =
      span.seg.source === "text" &&
      (span.seg.titled || pageNamesCbct(span.seg.pageUrl)) &&
      tierA.some((x) => x.seg === span.seg);
    // Serves the make named with the unit itself ("the Finnish Planmeca unit", "KaVo社製のCT", "das Gerät von Sirona") on a
    // page that names the modality elsewhere: the unit noun beside the maker is the scanner the page is about (class
    // "the maker named with the unit, a sentence away from the CBCT word"). A chair or a mill of the maker is caught
    // above (notAScanner).
    const withUnit = !beside && unitBeside(corpus.text, span) && tierA.some((x) => x.seg.pageUrl === span.seg.pageUrl);
    if (!beside && !onScannerPage && !withUnit) continue;
    if (threeDAround(corpus, span) === "intraoral") continue;
    // A maker seen only in an image file name ("planmeca-chair.jpg") is weak evidence at most.
    const fileName = span.seg.source === "url" && span.seg.original !== span.seg.pageUrl;
    brands.push({ ...span, manufacturer: entry.fp.name, ...(fileName ? { weak: true } : {}) });
  }
  return { lookAlikes, models, terms, vetoed, brands };
}
