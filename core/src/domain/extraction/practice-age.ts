import { businessNodes, type JsonLdNode, textProp } from "./json-ld.ts";
import { eachPhraseMatch, type IndexedText, type Phrase, phrase } from "./phrase.ts";

/**
 * Dating the practice and its lead dentist from normalised text. Both take the earliest plausible year: the
 * founding of the practice and the senior dentist's degree are what age a practice.
 */
const YEAR = "((?:19|20)\\d{2})";
/** These patterns allow long stretches between the cue and the year ("graduated from ... in 1995"). */
const LONG_SPAN = 200;
const ESTABLISHED_YEAR = phrase(
  new RegExp(
    `\\b(?:established|est\\.?|founded|opened (?:our doors |its doors |the practice |the office )?in|in practice since|in business since)(?: in)? ${YEAR}\\b|\\b(since) ${YEAR}\\b`,
    "g",
  ),
  ["established", "est 1", "est 2", "est. 1", "est. 2", "founded", "opened", "since"],
);
/** A bare "since 1998" dates the practice only next to words about it, so "since 1950, fluoride..." does not. */
const PRACTICE_CONTEXT_BEFORE =
  /\b(?:serving|served|practicing|practiced|in practice|in business|open|opened|owned|proudly|providing|provided|caring|cared|been|trusted|patients|community|office|practice)\b[^.|]*$/;
const PRACTICE_CONTEXT_AFTER = /^,? (?:we|our|dr|the practice|the office|this practice)\b/;
const CONTEXT_CHARS = 70;

const YEARS_SERVING = phrase(
  /\bfor (?:over |more than |nearly |almost |about |the past |the last )?(\d{1,3})\+? years\b|\b(\d{1,3})\+? years (?:in business|of serving|serving)\b/g,
  [
    ...["over ", "more than ", "nearly ", "almost ", "about ", "the past ", "the last ", ..."123456789"].map(
      (w) => `for ${w}`,
    ),
    "years in business",
    "years of serving",
    "years serving",
  ],
);
/** "serving the Austin community | for over 25 years" dates the practice; "cleaning teeth for 15 years" does not. */
const SERVING_BEFORE =
  /\b(?:serving|served|caring for|cared for|providing|provided|been in practice|in business|practicing|a part of)(?: [a-z&',]+){0,8}$/;
const DENTAL_DEGREE_YEAR = phrase(
  new RegExp(
    [
      `\\b(?:d\\.?d\\.?s|d\\.?m\\.?d)\\.?,?(?: degree)?(?: in| from [a-z ,&'.]{1,80}? in)? \\(?${YEAR}\\b`,
      `\\b(?:d\\.?d\\.?s|d\\.?m\\.?d|dental degree|doctorate|doctor of (?:dental surgery|dental medicine))(?: degree)? [^.|]{0,80}?\\b(?:in|class of) ${YEAR}\\b`,
      `\\b(?:school|college|university) of (?:dentistry|dental medicine)(?: [^.|]{0,60}?)?\\b(?:in|class of) ${YEAR}\\b`,
      `\\bdental school (?:in|class of) ${YEAR}\\b`,
    ].join("|"),
    "g",
  ),
  [
    "dds",
    "dmd",
    "d.d.s",
    "d.m.d",
    "dental degree",
    "doctorate",
    "doctor of dental",
    "of dentistry",
    "of dental medicine",
    "dental school",
  ],
  LONG_SPAN,
);
const GRADUATION_YEAR = phrase(
  new RegExp(`\\b(?:graduat(?:ed|ing|e)|class of)\\b[^.|]{0,100}?\\b(?:in |of )?${YEAR}\\b`, "g"),
  ["graduat", "class of"],
  LONG_SPAN,
);

const plausible = (year: number, now: number, min: number): boolean => year >= min && year <= now;

function earliestYear(t: IndexedText, p: Phrase, now: number, min: number): number | null {
  let best: number | null = null;
  eachPhraseMatch(t, p, (m) => {
    const year = Number(m.groups.find((g) => g !== undefined));
    if (plausible(year, now, min) && (best === null || year < best)) best = year;
    return false;
  });
  return best;
}

/** Founding year from JSON-LD foundingDate, "since 1998", "established in 2005", "serving Austin for over 25 years". */
export function extractEstablishedYear(t: IndexedText, jsonLd: readonly JsonLdNode[], now: Date): number | null {
  const thisYear = now.getUTCFullYear();
  for (const node of businessNodes(jsonLd)) {
    const founded = Number(textProp(node, "foundingDate")?.slice(0, 4));
    if (plausible(founded, thisYear, 1850)) return founded;
  }
  let stated: number | null = null;
  eachPhraseMatch(t, ESTABLISHED_YEAR, (m) => {
    const bareSince = m.groups[1] !== undefined;
    const year = Number(m.groups[0] ?? m.groups[2]);
    const dated =
      !bareSince ||
      PRACTICE_CONTEXT_BEFORE.test(t.text.slice(Math.max(0, m.index - CONTEXT_CHARS), m.index)) ||
      PRACTICE_CONTEXT_AFTER.test(t.text.slice(m.end, m.end + 30));
    if (dated && plausible(year, thisYear, 1900) && (stated === null || year < stated)) stated = year;
    return false;
  });
  let fromYears: number | null = null;
  eachPhraseMatch(t, YEARS_SERVING, (m) => {
    if (m.groups[0] !== undefined && !SERVING_BEFORE.test(t.text.slice(Math.max(0, m.index - 90), m.index - 1))) {
      return false;
    }
    const years = Number(m.groups[0] ?? m.groups[1]);
    if (years >= 1 && years <= 120 && (fromYears === null || thisYear - years < fromYears))
      fromYears = thisYear - years;
    return false;
  });
  if (stated === null) return fromYears;
  return fromYears === null ? stated : Math.min(stated, fromYears);
}

/** Dental degree year ("DDS, 2004", "graduated from UT School of Dentistry in 1995"); any graduation year if none. */
export function extractGraduationYear(t: IndexedText, now: Date): number | null {
  const thisYear = now.getUTCFullYear();
  return earliestYear(t, DENTAL_DEGREE_YEAR, thisYear, 1940) ?? earliestYear(t, GRADUATION_YEAR, thisYear, 1940);
}
