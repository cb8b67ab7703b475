import { phoneKey } from "./match-keys.ts";

/**
 * Who a practice is when it has neither an NPI nor a website: its phone and its street. Both normalised, so the
 * spellings of different providers and runs ("(540) 555-0142" / "+1 540-555-0142", "100 Princess Anne Street, Suite 2"
 * / "100 PRINCESS ANNE ST") give one key.
 */

/** A phone as digits in E.164 shape: "+15405550142" for a US number, "+<digits>" for another international one. */
export function identityPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const us = phoneKey(phone);
  if (us) return `+1${us}`;
  const digits = phone.replace(/\D/g, "");
  // Another country's number is kept only when written internationally: a bare national number is ambiguous.
  if (/^\s*(?:\+|00)/.test(phone) && digits.length >= 8 && digits.length <= 15) {
    return `+${digits.replace(/^00/, "")}`;
  }
  return null;
}

// USPS suffix and directional abbreviations (Publication 28), for the words providers spell both ways.
const STREET_WORDS: Record<string, string> = {
  street: "st",
  str: "st",
  avenue: "ave",
  av: "ave",
  avn: "ave",
  road: "rd",
  drive: "dr",
  drv: "dr",
  boulevard: "blvd",
  boul: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  pky: "pkwy",
  highway: "hwy",
  circle: "cir",
  terrace: "ter",
  square: "sq",
  turnpike: "tpke",
  trail: "trl",
  way: "way",
  alley: "aly",
  center: "ctr",
  centre: "ctr",
  crossing: "xing",
  expressway: "expy",
  freeway: "fwy",
  heights: "hts",
  plaza: "plz",
  point: "pt",
  route: "rte",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
};

// Unit noise: everything from a suite/unit/floor marker on ("Suite 200", "Ste. B", "#4", "Unit 3", "2nd Floor").
const UNIT =
  /(?:^|\s)(?:suite|ste|unit|apt|apartment|rm|room|bldg|building|fl|floor|dept|office|#)(?:\s|$|\d).*$|\s\d+(?:st|nd|rd|th)\s+(?:fl|floor)\b.*$/;

/**
 * The street line as a key: lower-cased, punctuation gone, unit noise dropped, suffixes and directions abbreviated the
 * USPS way. Null when it does not look like a street address (a PO box, no house number).
 */
export function identityStreet(address: string | null | undefined): string | null {
  if (!address) return null;
  // Only the street line: a formatted address continues with ", City, ST 12345".
  const line = address.split(",")[0]!.toLowerCase();
  const words = line
    .replace(/#/g, " # ")
    .replace(/[^a-z0-9#\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(UNIT, "")
    .split(" ")
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w);
  if (words.length < 2 || !/^\d+[a-z]?$/.test(words[0]!)) return null;
  if (words[0] === "po" || words.includes("box")) return null;
  return words.join(" ");
}

/** The phone+street identity key ("+15405550142|100 princess anne st"), or null when either is missing. */
export function phoneStreetKey(phone: string | null | undefined, address: string | null | undefined): string | null {
  const p = identityPhone(phone);
  const s = identityStreet(address);
  return p && s ? `${p}|${s}` : null;
}

// Words every dental practice's name may or may not carry: they say nothing about which practice it is.
const NAME_NOISE = new Set([
  "the",
  "of",
  "and",
  "at",
  "dental",
  "dentistry",
  "dentist",
  "dentists",
  "family",
  "care",
  "office",
  "practice",
  "group",
  "associates",
  "dds",
  "dmd",
  "pc",
  "pllc",
  "llc",
  "inc",
  "pa",
  "ltd",
  "co",
]);

function nameBigrams(name: string): Set<string> {
  const core = name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !NAME_NOISE.has(w))
    .join(" ");
  const text = core || name.toLowerCase();
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) grams.add(text.slice(i, i + 2));
  return grams;
}

/** Dice similarity (0-1) of two practice names' letter pairs, ignoring legal forms and words like "Dental". */
export function nameSimilarity(a: string, b: string): number {
  const x = nameBigrams(a);
  const y = nameBigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return (2 * shared) / (x.size + y.size);
}
