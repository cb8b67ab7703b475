import type { AssessedHit } from "./assess-hits.ts";

/**
 * Install year of the current scanner (vocabulary §1 "Age heuristics"):
 * 1. An explicit date in the sentence of a scanner mention or the next one ("since 2009", "in 2015 we added",
 *    "for 6 years", "3 years ago", "our new ... installed in 2022") wins; the latest such date is taken, because an
 *    earlier one usually dates a previous unit ("CBCT since 2009, upgraded in 2019").
 * 2. Otherwise the named model's first US evidence year. For discontinued lines (GALILEOS, classic i-CAT, CS 9000 3D...)
 *    that year is kept too: it is the earliest the unit can have been installed, and such units are old anyway.
 * A date before the model's release (allowing one year for launch before clearance) dates an earlier unit and is
 * ignored; a date before 2001 (the first US dental CBCT) or after this year is ignored.
 */
export type InstallYear = { year: number; from: "text" | "model"; phrase: string | null } | null;

const FIRST_US_CBCT_YEAR = 2001;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const WHEN = `(?:early |late |mid-?|the (?:spring|summer|fall|autumn|winter) of |${MONTH} (?:\\d{1,2},? )?)?`;
const YEAR = "((?:19|20)\\d{2})";
const ACQUIRE =
  "(?:added|purchased|acquired|installed|bought|got|upgraded|introduced|invested|brought|began|started|new|first|replaced|arrived|joined|debuted|unveiled|adopted)";
/** Text within one sentence: no full stop, except after a title ("in 2007, Dr. Whitfield installed ..."). */
const SAME_SENTENCE = "(?:[^.\\n]|(?<=\\b(?:dr|drs|mr|mrs|ms|st))\\.)";
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;

type DatePattern = { regex: RegExp; kind: "year" | "duration"; reach: "sentence" | "next" };
const DATE_PATTERNS: DatePattern[] = [
  { regex: new RegExp(`\\bsince ${WHEN}${YEAR}\\b`, "gi"), kind: "year", reach: "sentence" },
  {
    regex: new RegExp(`\\b${ACQUIRE}\\b${SAME_SENTENCE}{0,80}?\\b(?:in|during|since) ${WHEN}${YEAR}\\b`, "gi"),
    kind: "year",
    reach: "next",
  },
  {
    regex: new RegExp(`\\b(?:in|during) ${WHEN}${YEAR},? ${SAME_SENTENCE}{0,60}?\\b${ACQUIRE}\\b`, "gi"),
    kind: "year",
    reach: "next",
  },
  {
    regex: new RegExp(
      `\\bfor (?:over |more than |about |nearly |almost |the (?:past|last) )?${COUNT}\\+? years?\\b`,
      "gi",
    ),
    kind: "duration",
    reach: "sentence",
  },
  { regex: new RegExp(`\\b${COUNT} years? ago\\b`, "gi"), kind: "duration", reach: "sentence" },
];

function countOf(raw: string): number {
  return NUMBER_WORDS[raw] ?? Number(raw);
}

/** Explicit dates near the given scanner mentions, latest first. */
function explicitYears(text: string, hits: AssessedHit[], nowYear: number): { year: number; phrase: string }[] {
  const found: { year: number; phrase: string }[] = [];
  const windows = new Set<number>();
  for (const h of hits) {
    if (windows.has(h.window.start)) continue;
    windows.add(h.window.start);
    for (const p of DATE_PATTERNS) {
      const scope = text.slice(h.window.start, p.reach === "next" ? h.window.nextEnd : h.window.end);
      p.regex.lastIndex = 0;
      for (let m = p.regex.exec(scope); m; m = p.regex.exec(scope)) {
        const value = m[1] ?? "";
        const year = p.kind === "year" ? Number(value) : nowYear - countOf(value);
        found.push({ year, phrase: m[0] });
      }
    }
  }
  return found.sort((a, b) => b.year - a.year);
}

export function estimateInstallYear(
  text: string,
  hits: AssessedHit[],
  releaseYear: number | null,
  nowYear: number,
): InstallYear {
  const floor = Math.max(FIRST_US_CBCT_YEAR, releaseYear === null ? FIRST_US_CBCT_YEAR : releaseYear - 1);
  const explicit = explicitYears(text, hits, nowYear).find((d) => d.year >= floor && d.year <= nowYear);
  if (explicit)
    return { year: Math.max(explicit.year, releaseYear ?? explicit.year), from: "text", phrase: explicit.phrase };
  if (releaseYear !== null) return { year: releaseYear, from: "model", phrase: null };
  return null;
}
