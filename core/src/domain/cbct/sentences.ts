import type { Segment } from "./detection-corpus.ts";

/** Nav and footer text has no full stops; a "sentence" never reaches further than this from the match. */
const MAX_REACH = 300;

/**
 * A word whose period is an abbreviation, not a full stop: titles ("Dr. Whitfield installed ..."), "St.", "Inc." and
 * initials ("J. Morita"). A single letter after a digit ("3D.") still ends a sentence.
 */
const ABBREVIATION = /(?:^|[^\p{L}\p{N}.])(?:dr|drs|mr|mrs|ms|prof|st|jr|sr|vs|inc|co|ltd|corp|no|\p{L})$/iu;

function endsSentence(text: string, p: number): boolean {
  const c = text.charCodeAt(p);
  // \n, |, bullet
  if (c === 10 || c === 124 || c === 0x2022) return true;
  // . ! ? followed by a space, quote, bracket or the end
  if (c === 46 || c === 33 || c === 63) {
    const n = text.charCodeAt(p + 1);
    const closes = Number.isNaN(n) || n === 32 || n === 10 || n === 34 || n === 39 || n === 41;
    return closes && !(c === 46 && n === 32 && ABBREVIATION.test(text.slice(Math.max(0, p - 6), p)));
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
