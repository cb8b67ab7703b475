/**
 * Whether a phrase found in normalised text is said in the affirmative. "We do not offer implants" or "we refer
 * implant cases to a specialist" mention implants but must not set the implant flag. The check reads only the
 * clause around a match (bounded windows), so it costs nothing for phrases that never occur.
 */
import { eachPhraseMatch, type IndexedText, type Phrase } from "./phrase.ts";

const WINDOW_BEFORE = 160;
const WINDOW_AFTER = 120;
/** Beyond this many negated mentions, the site is taken at its word. */
const MAX_NEGATED = 40;

/** Where a clause ends; "and then" splits "we refer that step out and then restore the implant here". */
const CLAUSE_BREAKS = [
  ". ",
  "! ",
  "? ",
  "; ",
  " | ",
  " but ",
  " however ",
  " although ",
  " whereas ",
  " while ",
  " then ",
];
/** A period after these is an abbreviation ("Dr. Lee", "Main St."), not the end of a sentence. */
const ABBREVIATION_END = /\b(?:drs?|mrs?|ms|st|ave|blvd|ste|jr|sr|vs|inc|e\.g|i\.e|[a-z])$/;

const SUBJECT =
  "(?:we|i|our (?:office|practice|team|clinic|doctors?|dentists?)|this (?:office|practice)|the (?:office|practice)|dr\\.? [a-z]+(?: [a-z]+)?)";
const NOT =
  "(?:do not|does not|don['’]t|doesn['’]t|cannot|can['’]t|will not|won['’]t|no longer|(?:are|is) not able to|(?:are|is) unable to)";
const NEGATION_CUE = new RegExp(
  [
    // "we do not offer", "dr. lee does not currently place", "our office no longer provides"
    `\\b${SUBJECT}(?: (?:currently|presently|also|still|typically))? ${NOT}(?: [a-z]+){0,2}? (?:offer|offers|provide|provides|perform|performs|place|places|do|does|treat|treats|handle|handles|see|accept|use|uses|carry out)\\b`,
    // "implants are not offered", "sedation isn't available"
    "\\b(?:is|are) (?:not|no longer) (?:currently )?(?:offered|available|provided|performed|done|placed)\\b",
    "\\b(?:isn['’]t|aren['’]t) (?:currently )?(?:offered|available|provided|performed|done)\\b",
    // "we refer implant cases to a specialist", "wisdom teeth are referred out"
    `\\b${SUBJECT}(?: [a-z]+){0,2}? refer\\b`,
    "\\breferred (?:out|to (?:a|an|the|one of|outside|local|trusted|nearby))\\b",
  ].join("|"),
);

/** Words that make "braces" a comparison rather than an offer: "an alternative to traditional braces". */
const CONTRAST_BEFORE =
  /\b(?:alternatives? to|instead of|without|no more|unlike|compared (?:to|with)|rather than|versus|vs\.?|than|free (?:of|from)|need for|hassle of|look of|discomfort of|invisible|hate|no)(?: [a-z]+){0,2} $/;

function lastBreak(before: string): number {
  let cut = 0;
  for (const b of CLAUSE_BREAKS) {
    let i = before.lastIndexOf(b);
    while (b === ". " && i > 0 && ABBREVIATION_END.test(before.slice(Math.max(0, i - 4), i))) {
      i = before.lastIndexOf(b, i - 1);
    }
    if (i >= 0 && i + b.length > cut) cut = i + b.length;
  }
  return cut;
}

function firstBreak(after: string): number {
  let cut = after.length;
  for (const b of CLAUSE_BREAKS) {
    let i = after.indexOf(b);
    while (b === ". " && i > 0 && ABBREVIATION_END.test(after.slice(Math.max(0, i - 4), i))) {
      i = after.indexOf(b, i + 1);
    }
    if (i >= 0 && i < cut) cut = i;
  }
  return cut;
}

/** The clause around text[start, end): from the last sentence or contrast break before it to the next one after. */
export function clauseAround(text: string, start: number, end: number): string {
  const from = Math.max(0, start - WINDOW_BEFORE);
  const clauseStart = from + lastBreak(text.slice(from, start));
  const clauseEnd = end + firstBreak(text.slice(end, Math.min(text.length, end + WINDOW_AFTER)));
  return text.slice(clauseStart, clauseEnd);
}

export function isNegated(text: string, start: number, end: number): boolean {
  return NEGATION_CUE.test(clauseAround(text, start, end));
}

/** Words that make the mention another provider: "we work closely with trusted local oral surgeons". */
const THIRD_PARTY_BEFORE =
  /\b(?:work(?:s|ing)?|partner(?:s|ed|ing)?|collaborat(?:e|es|ing)|team(?:s|ed)? up)(?: closely)? with(?: (?!(?:you|your|us|them|to|and|or|for)\b)[a-z'&.-]+){0,4} $/;

export function isThirdParty(text: string, start: number): boolean {
  return THIRD_PARTY_BEFORE.test(text.slice(Math.max(0, start - 80), start));
}

export function isContrasted(text: string, start: number): boolean {
  return CONTRAST_BEFORE.test(text.slice(Math.max(0, start - 48), start));
}

export type MatchOptions = {
  /** Also skip comparison mentions ("an alternative to braces"). */
  contrast?: boolean;
};

/** Whether the phrase occurs in the affirmative anywhere in the indexed text. */
export function hasAffirmed(t: IndexedText, p: Phrase, options: MatchOptions = {}): boolean {
  let found = false;
  let negated = 0;
  eachPhraseMatch(t, p, (m) => {
    const rejected =
      isNegated(t.text, m.index, m.end) ||
      isThirdParty(t.text, m.index) ||
      (options.contrast === true && isContrasted(t.text, m.index));
    if (!rejected) found = true;
    else negated++;
    return found || negated >= MAX_NEGATED;
  });
  return found;
}
