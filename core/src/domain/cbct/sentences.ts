import type { Segment } from "./detection-corpus.ts";

/** Nav and footer text has no full stops; a "sentence" never reaches further than this from the match. */
const MAX_REACH = 300;

/**
 * A word whose period is an abbreviation, not a full stop (class "an abbreviation does not end the sentence"): titles
 * before a name ("Dr. Whitfield installed ...", "Dott. Rossi", "lek. dent. Anna Nowak", "MUDr. Novák", "Uzm. Dt.
 * Ayşe"), "St.", "Inc.", initials ("J. Morita"), abbreviations written with inner dots ("e.g.", "i.e.", "z.B.",
 * "m.in.", "dott.ssa", "т.е.") and the short words the packs' languages write mid-sentence for "about", "including",
 * "so-called", "for example", "respectively" ("approx.", "inkl.", "sog.", "np.", "tzw.", "např.", "bijv.", "bzw.",
 * "ad es.").
 * Left out on purpose: words that end sentences as often as not ("etc.", "usw.", "ecc.", "ok.") and words that are
 * also ordinary words of another language at a sentence's end ("es.", "sig."). A single letter after a digit ("3D.")
 * still ends a sentence.
 */
const ABBREVIATION = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}.])(?:` +
    // titles and company words
    String.raw`dr|drs|dra|dres|mr|mrs|ms|mme|prof|st|jr|sr|sra|vs|inc|co|ltd|corp|no|nr|med|dent|stom|lek|hab|mgr|dipl|dott|mudr|mddr|dt|uzm|doç|` +
    // mid-sentence abbreviations
    String.raw`approx|aprox|incl|inkl|esp|bzw|ca|cca|ggf|evtl|sog|vgl|zzgl|np|tzw|např|tzv|resp|ad es|ej|env|cf|bijv|evt|напр|` +
    // inner dots ("e.g", "m.in", "dott.ssa"), or a single letter
    String.raw`(?:\p{L}{1,4}\.){1,3}\p{L}{1,4}|\p{L})$`,
  "iu",
);

function endsSentence(text: string, p: number): boolean {
  const c = text.charCodeAt(p);
  // \n, |, bullet
  if (c === 10 || c === 124 || c === 0x2022) return true;
  // . ! ? followed by a space, quote, bracket or the end
  if (c === 46 || c === 33 || c === 63) {
    const n = text.charCodeAt(p + 1);
    const closes = Number.isNaN(n) || n === 32 || n === 10 || n === 34 || n === 39 || n === 41;
    return closes && !(c === 46 && n === 32 && ABBREVIATION.test(text.slice(Math.max(0, p - 20), p)));
  }
  return false;
}

/** Start of the sentence holding `index`. */
export function sentenceStart(text: string, seg: Segment, index: number): number {
  const floor = Math.max(seg.start, index - MAX_REACH);
  for (let p = index - 1; p >= floor; p--) if (endsSentence(text, p)) return p + 1;
  return floor;
}

/** End (exclusive) of the sentence holding `index`. */
export function sentenceEnd(text: string, seg: Segment, index: number): number {
  const ceiling = Math.min(seg.end, index + MAX_REACH);
  for (let p = index; p < ceiling; p++) if (endsSentence(text, p)) return p + 1;
  return ceiling;
}

/** The sentence of a match plus its neighbours, as offsets into the corpus text. */
export type SentenceWindow = { prevStart: number; start: number; end: number; nextEnd: number };

export function sentenceWindow(text: string, seg: Segment, matchStart: number, matchEnd: number): SentenceWindow {
  const start = sentenceStart(text, seg, matchStart);
  const end = Math.max(start, sentenceEnd(text, seg, Math.max(matchStart, matchEnd - 1)));
  const prevStart = start > seg.start ? sentenceStart(text, seg, start - 1) : start;
  const nextEnd = end < seg.end ? sentenceEnd(text, seg, end) : end;
  return { prevStart, start, end, nextEnd };
}
