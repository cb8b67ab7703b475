import type { SearchableService, SmartSearchFilters } from "../../contracts/leads-workspace.ts";
import type { CbctStatus, LeadType } from "../../vocabulary/lead.ts";
import { MANUFACTURERS } from "../cbct/manufacturers.ts";
import { describeFilters } from "./describe-filters.ts";
import { STATE_NAMES_LONGEST_FIRST, stateCode } from "../extraction/us-states.ts";

/** What a sentence was understood as: the filters, a sentence saying so, how sure, and what was not understood. */
export type SmartSearchParse = {
  filters: SmartSearchFilters;
  explanation: string;
  /** 0-1: the share of the question's meaningful words that were understood. */
  confidence: number;
  notUnderstood: string[];
};

/** Words that carry no condition of their own ("show me the dental practices that ..."). */
const FILLER = new Set(
  (
    "a an the and or of in at on to for by from near around within with that who which whose where " +
    "show me find list get give all any some please i want need looking look search " +
    "lead leads practice practices office offices clinic clinics dental dentist dentists dentistry doctor doctors " +
    "is are be have has having do does did doing own owns owning their there them it its they " +
    "place places placing offer offers offering provide provides providing perform performs performing " +
    "scanner scanners machine machines unit units equipment one ones than years year old aged age cbct owner owners"
  ).split(" "),
);

/** Words that end a place name read after "in"/"near". */
const PLACE_STOP = new Set(
  "without with that who which and or having whose where offering doing placing scoring score older newer than lead leads practice practices office offices clinic clinics dentists".split(
    " ",
  ),
);

type Rule = { pattern: RegExp; apply: (m: RegExpExecArray, f: SmartSearchFilters) => void };

const push = <T>(list: T[] | undefined, ...values: T[]): T[] => [
  ...(list ?? []),
  ...values.filter((v) => !(list ?? []).includes(v)),
];
const n = (s: string | undefined) => Number(s);
const clampScore = (v: number) => Math.max(0, Math.min(150, v));
const clampAge = (v: number) => Math.max(0, Math.min(60, v));

const CBCT = String.raw`(?:cbct|cone[\s-]?beam(?:\s+ct)?|3d\s+x-?rays?|3d\s+imaging)(?:\s+(?:scanners?|machines?|units?))?`;
const WITHOUT_CBCT: CbctStatus[] = ["not_detected", "uncertain"];
const WITH_CBCT: CbctStatus[] = ["confirmed", "likely"];

const SERVICE_RULES: Array<[RegExp, SearchableService]> = [
  [/\bintra-?oral\s+scanners?\b|\bio\s+scanners?\b|\bitero\b|\bdigital\s+impressions?\b/g, "intraoralScanner"],
  [/\boral\s+surg(?:ery|eons?)\b|\bwisdom\s+teeth\b|\bextractions?\b/g, "oralSurgery"],
  [/\b(?:dental\s+)?implants?(?:\s+(?:placement|dentistry|surgery))?\b|\bimplantology\b/g, "implants"],
  [/\binvisalign\b|\bclear\s+aligners?\b|\baligners?\b/g, "invisalign"],
  [/\borthodont(?:ics|ists?|ic)\b|\bortho\b|\bbraces\b/g, "ortho"],
  [/\bendodont(?:ics|ists?|ic)\b|\bendo\b|\broot\s+canals?\b/g, "endo"],
  [/\bsedation\b|\bsleep\s+dentistry\b/g, "sedation"],
  [/\bsleep\s+apnea\b|\bsnoring\b|\bsleep\s+medicine\b/g, "sleep"],
];

const MAKE_RULES: Array<[RegExp, string]> = MANUFACTURERS.map((m) => [
  new RegExp(
    `(?:${[...m.aliases, ...(m.searchAliases ?? [])].join("|")})(?:\\s+(?:cbct|cone[\\s-]?beam))?(?:\\s+(?:scanners?|machines?|units?))?`,
    "g",
  ),
  m.name,
]);

const YEARS = String.raw`years?(?:\s+old)?`;

/** Table of phrases, most specific first: a span read by one rule is not read again by a later one. */
const RULES: Rule[] = [
  {
    pattern: /\b(?:lead\s+)?score\s+(?:between|from)\s+(\d{1,3})\s+(?:and|to|-)\s+(\d{1,3})\b/g,
    apply: (m, f) => {
      f.minLeadScore = clampScore(Math.min(n(m[1]), n(m[2])));
      f.maxLeadScore = clampScore(Math.max(n(m[1]), n(m[2])));
    },
  },
  {
    pattern:
      /\b(?:lead\s+)?score(?:\s+of)?\s*(above|over|greater\s+than|more\s+than|higher\s+than|>=|>|at\s+least|of\s+at\s+least)\s*(\d{1,3})\b/g,
    apply: (m, f) => {
      const inclusive = /least|>=/.test(m[1]!);
      f.minLeadScore = clampScore(n(m[2]) + (inclusive ? 0 : 1));
    },
  },
  {
    pattern: /\b(?:lead\s+)?score(?:\s+of)?\s*(below|under|less\s+than|lower\s+than|<=|<|at\s+most)\s*(\d{1,3})\b/g,
    apply: (m, f) => {
      const inclusive = /most|<=/.test(m[1]!);
      f.maxLeadScore = clampScore(n(m[2]) - (inclusive ? 0 : 1));
    },
  },
  {
    pattern: new RegExp(String.raw`\bbetween\s+(\d{1,2})\s+and\s+(\d{1,2})\s+${YEARS}`, "g"),
    apply: (m, f) => {
      f.minScannerAge = clampAge(Math.min(n(m[1]), n(m[2])));
      f.maxScannerAge = clampAge(Math.max(n(m[1]), n(m[2])));
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:older\s+than|more\s+than|over)\s+(\d{1,2})\s+${YEARS}`, "g"),
    apply: (m, f) => {
      f.minScannerAge = clampAge(n(m[1]) + 1);
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:at\s+least\s+(\d{1,2})\s+${YEARS}|(\d{1,2})\s*\+\s*${YEARS}|(\d{1,2})\s+or\s+more\s+${YEARS})`,
      "g",
    ),
    apply: (m, f) => {
      f.minScannerAge = clampAge(n(m[1] ?? m[2] ?? m[3]));
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:newer\s+than|less\s+than|under|younger\s+than)\s+(\d{1,2})\s+${YEARS}`, "g"),
    apply: (m, f) => {
      f.maxScannerAge = clampAge(n(m[1]) - 1);
    },
  },
  {
    pattern:
      /\b(?:due\s+for\s+(?:a\s+)?replacement|needs?\s+(?:a\s+)?replacement|replacement\s+candidates?|high\s+replacement\s+priority)\b/g,
    apply: (_m, f) => {
      f.replacementPriority = "high";
    },
  },
  {
    pattern: /\b(medium|low)\s+replacement\s+priority\b/g,
    apply: (m, f) => {
      f.replacementPriority = m[1] as "medium" | "low";
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:without|with\s+no|no|lacking|missing|(?:that\s+|who\s+)?(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:have|own|use))\s+(?:an?\s+|any\s+)?${CBCT}`,
      "g",
    ),
    apply: (_m, f) => {
      f.cbctStatus = push(f.cbctStatus, ...WITHOUT_CBCT);
    },
  },
  ...(["confirmed", "likely", "uncertain"] as const).map((status): Rule => ({
    pattern: new RegExp(String.raw`\b${status}\s+(?:${CBCT}|owners?)|\b${CBCT}\s+(?:status\s+)?${status}\b`, "g"),
    apply: (_m, f) => {
      f.cbctStatus = push(f.cbctStatus, status);
    },
  })),
  {
    pattern: new RegExp(
      String.raw`\b(?:(?:with|have|has|having|own|owns|owning|using|uses)\s+(?:an?\s+)?)?${CBCT}(?:\s+owners?)?`,
      "g",
    ),
    apply: (_m, f) => {
      f.cbctStatus = push(f.cbctStatus, ...WITH_CBCT);
    },
  },
  ...MAKE_RULES.map(([pattern, make]): Rule => ({
    pattern,
    apply: (_m, f) => {
      f.scannerMake = make;
    },
  })),
  ...(["premium", "hot", "cold"] as const).map((type): Rule => ({
    pattern: new RegExp(String.raw`\b${type}\b`, "g"),
    apply: (_m, f) => {
      f.leadType = push(f.leadType, type as LeadType);
    },
  })),
  ...SERVICE_RULES.map(([pattern, service]): Rule => ({
    pattern,
    apply: (_m, f) => {
      f.services = push(f.services, service);
    },
  })),
];

const titleCase = (s: string) =>
  s.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

class Reading {
  readonly lower: string;
  private readonly used: boolean[];

  constructor(readonly original: string) {
    this.lower = original.toLowerCase();
    this.used = new Array<boolean>(this.lower.length).fill(false);
  }

  isFree(start: number, end: number) {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  consume(start: number, end: number) {
    for (let i = start; i < end; i++) this.used[i] = true;
  }

  /** Each unread match of the pattern, in order; `accept` decides whether it is read. */
  each(pattern: RegExp, accept: (m: RegExpExecArray) => boolean | void) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(this.lower); m; m = pattern.exec(this.lower)) {
      if (m[0].length === 0) {
        pattern.lastIndex += 1;
        continue;
      }
      const end = m.index + m[0].length;
      if (this.isFree(m.index, end) && accept(m) !== false) this.consume(m.index, end);
    }
  }

  /** Words (with their spans) of the text not read by any rule. */
  freeWords(): Array<{ word: string; start: number; end: number }> {
    const out: Array<{ word: string; start: number; end: number }> = [];
    for (const m of this.lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'.-]*/gu)) {
      const start = m.index;
      const end = start + m[0].length;
      if (this.isFree(start, end)) out.push({ word: m[0].replace(/[.'-]+$/, ""), start, end });
    }
    return out;
  }

  usedWordCount(): number {
    let count = 0;
    for (const m of this.lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'.-]*/gu)) {
      if (!this.isFree(m.index, m.index + m[0].length) && !FILLER.has(m[0])) count += 1;
    }
    return count;
  }
}

/** "in Fredericksburg VA", "near Richmond, Virginia", "in Texas": a city and/or a state after a place preposition. */
function readPlace(r: Reading, f: SmartSearchFilters) {
  const words = r.freeWords();
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:in|near|around|within)$/.test(words[i]!.word)) continue;
    const taken: typeof words = [];
    for (let j = i + 1; j < words.length && taken.length < 5; j++) {
      const w = words[j]!;
      const prev = taken.at(-1) ?? words[i]!;
      const gap = r.lower.slice(prev.end, w.start);
      if (!/^[\s,]*$/.test(gap) || PLACE_STOP.has(w.word) || /^\d/.test(w.word)) break;
      taken.push(w);
    }
    if (taken.length === 0) continue;
    const phrase = (from: number, to: number) =>
      taken
        .slice(from, to)
        .map((w) => w.word)
        .join(" ");
    // The longest tail that names a state ("... West Virginia", "... VA"); what precedes it is the city.
    let split = taken.length;
    let state: string | null = null;
    for (let k = 0; k < taken.length; k++) {
      const code = stateCode(phrase(k, taken.length));
      if (code) {
        split = k;
        state = code;
        break;
      }
    }
    if (state) f.state = state;
    if (split > 0) f.city = titleCase(phrase(0, split));
    r.consume(words[i]!.start, taken.at(-1)!.end);
    return;
  }
}

/** A state named anywhere ("Texas practices", "VA leads"); a bare code only when typed in capitals ("IN", not "in"). */
function readLooseState(r: Reading, f: SmartSearchFilters) {
  if (f.state) return;
  for (const name of STATE_NAMES_LONGEST_FIRST) {
    let found = false;
    r.each(new RegExp(String.raw`\b${name}\b`, "g"), () => {
      if (found) return false;
      found = true;
      f.state = stateCode(name)!;
    });
    if (found) return;
  }
  const sameLength = r.original.length === r.lower.length;
  if (!sameLength) return;
  for (const m of r.original.matchAll(/\b[A-Z]{2}\b/g)) {
    const code = stateCode(m[0]);
    if (code && r.isFree(m.index, m.index + 2)) {
      f.state = code;
      r.consume(m.index, m.index + 2);
      return;
    }
  }
}

/**
 * The deterministic smart-search parser: phrase rules read a question into filters. Nothing is guessed silently: words
 * no rule read are listed in `notUnderstood` (and lower the confidence). A question no rule understood at all is
 * searched as text, which is what a rep typing a practice's name expects.
 */
export function parseSmartSearch(question: string): SmartSearchParse {
  const r = new Reading(question.normalize("NFKC").replace(/\s+/g, " ").trim());
  const filters: SmartSearchFilters = {};
  for (const rule of RULES) {
    r.each(rule.pattern, (m) => {
      rule.apply(m, filters);
    });
  }
  readPlace(r, filters);
  readLooseState(r, filters);

  const leftovers = r.freeWords().filter((w) => !FILLER.has(w.word) && !/^[\d.'-]+$/.test(w.word));
  const understood = r.usedWordCount();
  const conditions = Object.keys(filters).length;

  if (conditions === 0) {
    const text = r
      .freeWords()
      .filter((w) => !FILLER.has(w.word))
      .map((w) => w.word)
      .join(" ")
      .slice(0, 200);
    if (!text) return { filters, explanation: "All leads.", confidence: 0, notUnderstood: [] };
    filters.text = text;
    return {
      filters,
      explanation: `No conditions recognised; searching names, doctors, places and websites for "${text}".`,
      confidence: 0.3,
      notUnderstood: [],
    };
  }

  const notUnderstood = [...new Set(leftovers.map((w) => w.word))];
  const confidence =
    Math.round(((0.95 * Math.max(understood, 1)) / (Math.max(understood, 1) + notUnderstood.length)) * 100) / 100;
  let explanation = describeFilters(filters);
  if (notUnderstood.length) explanation += ` Not understood: ${notUnderstood.map((w) => `"${w}"`).join(", ")}.`;
  return { filters, explanation, confidence, notUnderstood };
}
