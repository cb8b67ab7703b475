import { COUNTRY_NAMES, countryNamesOf } from "./country.ts";
import { ANY_COUNTRY, isPlace, type PlaceLookup } from "./places.ts";

/**
 * Postal addresses outside the US written as plain text ("22 Nottingham Road, Burton Joyce, Nottingham NG14 5AE",
 * "59-60, Howson Rd, Deolali Camp, Nashik, Maharashtra 422401", "680 Hotel Building, Nairobi, Kenya"). The address
 * is kept whole, as written; the city is read from where each country's format puts it, next to the postcode or the
 * country's name, or from the last part of a block labelled "Address:". A gazetteer, when given, says which words
 * name a place; without one only a city in its own comma-separated part is taken. A part that is not clearly a city
 * leaves the city empty: nothing is guessed.
 */
export type WorldAddress = {
  /** The address as written, on one line. */
  address: string;
  city: string | null;
  /** The postcode as written, when the address has one. */
  postcode: string | null;
  /** Tells two spellings of one place from two places: the postcode, else the lower-cased address. */
  key: string;
};

/** Where the city stands next to the postcode: before it ("Auckland 0618") or after it ("80050 Johor Bahru"). */
type PostcodeRule = { pattern: RegExp; city: "before" | "after" };

const FOUR = /(?<![\d./:-])\d{4}(?![\d./:-])/g;
const FIVE = /(?<![\d./:-])\d{5}(?![\d./:-])/g;
/** "110 00 Praha 1", "111 22 Stockholm", "105 57 Αθήνα": three digits and two, not two groups of a phone number. */
const THREE_TWO = /(?<![\d./:-])(?<!\d[^\S\n])\d{3}\s\d{2}(?![\d./:-])(?!\s\d)/g;
const FOUR_AFTER: PostcodeRule = { pattern: FOUR, city: "after" };
const FIVE_AFTER: PostcodeRule = { pattern: FIVE, city: "after" };

const RULES: Record<string, PostcodeRule> = {
  // Not "A1 2ND Floor": an inward code never spells an ordinal.
  GB: { pattern: /\b[A-Z]{1,2}\d[A-Z\d]?\s+(?!\d(?:ST|ND|RD|TH)\b)\d[A-Z]{2}\b/g, city: "before" },
  IE: { pattern: /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}\b/g, city: "before" },
  CA: { pattern: /\b[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b/g, city: "before" },
  IN: { pattern: /(?<![\d./:-])\d{3}\s?\d{3}(?![\d./:-])/g, city: "before" },
  AU: { pattern: FOUR, city: "before" },
  NZ: { pattern: FOUR, city: "before" },
  ZA: { pattern: FOUR, city: "before" },
  EG: { pattern: FIVE, city: "before" },
  AL: FOUR_AFTER,
  AT: FOUR_AFTER,
  BE: FOUR_AFTER,
  CH: FOUR_AFTER,
  DK: FOUR_AFTER,
  HU: FOUR_AFTER,
  NO: FOUR_AFTER,
  BA: FIVE_AFTER,
  DE: FIVE_AFTER,
  ES: FIVE_AFTER,
  FI: FIVE_AFTER,
  FR: FIVE_AFTER,
  HR: FIVE_AFTER,
  IT: FIVE_AFTER,
  KE: FIVE_AFTER,
  MX: FIVE_AFTER,
  MY: FIVE_AFTER,
  TR: FIVE_AFTER,
  LT: { pattern: /\bLT-\d{5}\b/g, city: "after" },
  NL: { pattern: /\b\d{4}\s?[A-Z]{2}\b/g, city: "after" },
  PL: { pattern: /\b\d{2}-\d{3}\b/g, city: "after" },
  PT: { pattern: /\b\d{4}-\d{3}\b/g, city: "after" },
  RO: { pattern: /(?<![\d./:-])\d{6}(?![\d./:-])/g, city: "after" },
  // A city-state: "3 Second Hospital Avenue, Singapore 168937".
  SG: { pattern: /(?<=\bSingapore\s?[-–]?\s?)\d{6}(?!\d)/gi, city: "before" },
  // The CEP after the city and its state: "São Paulo - SP, 01310-100", "Rio de Janeiro - RJ\nCEP 22410-002".
  BR: { pattern: /(?<![\d./:-])\d{5}-\d{3}(?![\d./:-])/g, city: "before" },
  CZ: { pattern: THREE_TWO, city: "after" },
  SK: { pattern: THREE_TWO, city: "after" },
  SE: { pattern: THREE_TWO, city: "after" },
  GR: { pattern: THREE_TWO, city: "after" },
};

/** Regions written between the city and the postcode ("Toronto, ON M6P 1W9", "Nashik, Maharashtra 422401"). */
const REGIONS: Record<string, RegExp> = {
  AU: /(?:^|[\s,])(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania)\.?,?\s*$/i,
  CA: /(?:^|[\s,])(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick)\.?,?\s*$/,
  IN: /(?:^|[\s,])(?:Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|New Delhi|Jammu and Kashmir|Chandigarh|Puducherry)\s*[-–,]?\s*$/i,
  GB: /(?:^|[\s,])(?:England|Scotland|Wales|Northern Ireland|UK|United Kingdom)\s*,?\s*$/i,
  IE: /(?:^|[\s,])(?:Co\.?\s+[A-Z][a-z]+|County\s+[A-Z][a-z]+|Ireland)\s*,?\s*$/,
  // The state's two letters after the city ("São Paulo - SP"), and the CEP's own label before the code.
  BR: /(?:^|[\s,/-])(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\s*[,-]?\s*(?:CEP:?\s*)?$/,
  ZA: /(?:^|[\s,])(?:Gauteng|Western Cape|Eastern Cape|Northern Cape|KwaZulu-Natal|KZN|Free State|Limpopo|Mpumalanga|North West)\s*,?\s*$/i,
};

/** Region words that end a part but are not the city ("Giza Governorate", "Nairobi County" keeps "Nairobi"). */
const REGION_WORD = /\s+(?:Governorate|County|Province|District|Region|Emirate|Prefecture|State)$/i;

const EMIRATES = /^(?:Dubai|Abu Dhabi|Sharjah|Ajman|Ras Al Khaimah|Fujairah|Umm Al Quwain|Al Ain)$/i;

/** A city as written: one to four words, each capitalised (joining words allowed), no digits. */
const CITY_SHAPE =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|on|upon|de|del|la|le|du|da|do|al|el|am|an|der|sur|-))*$/u;
const NOT_CITY =
  /^(?:Suite|Unit|Floor|Ground|Level|Building|Bldg|Block|Plot|Shop|Office|Room|Flat|House|Tower|Centre|Center|Mall|Plaza|Near|Opp|Opposite|Behind|Above|Next|Sector|Phase|Road|Street|Lane|Avenue|Call|Phone|Tel|Email|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Open|Closed|Copyright|All|The)\b/i;
/** A city's name at the start of the text after its postcode: up to three capitalised words, joined or not. */
const CITY_AFTER =
  /^\s*(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|del|de la|la|le|du|da|do|di|dos|das|am|an|im|der|sur|upon|on)\s+)?\p{Lu}[\p{L}'’.-]*){0,2})/u;
/** A contact label after the city on one line ("80331 München Tel. 089 123456"): the city ends before it. */
const CONTACT_LABEL =
  /\s(?=(?:Tel|Telefon|Telephone|Téléphone|Tél|Teléfono|Telefono|Tfno|Tlf|Phone|Fon|Fax|Mobil|Handy|E-?Mail)\b)/i;
const STREETISH =
  /\d|\b(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Crescent|Place|Square|Terrace|Parade|Highway|Hwy|Building|Bldg|House|Centre|Center|Plaza|Mall|Tower|Floor|Marg|Nagar|Jalan|Calle|Rua|Rruga|Strasse|Straße|Str|Calea|Bulevardul|Boulevard|Blvd|Street)\b/i;

/**
 * Street types, units and numbers written short with a full stop ("Av. Paulista", "Avda. de la Constitución", "R.
 * Visconde de Pirajá", "Cra. 15", "ul. Marszałkowska 10 lok. 5", "Václavské nám. 12", "12, av. des Champs-Élysées",
 * "V.le Monza"): that full stop ends no sentence, so the address does not start after it. Serves the class "an address
 * whose street is abbreviated" (Latin America, Iberia, France, Italy, Central Europe; English ones too).
 */
const ABBREVIATED =
  "(?:^|[^\\p{L}])(?:Av|Ave|Avd|Avda|Al|Alam|Alc|Bd|Blvd|Bv|Bldg|C|Cl|Cll|Cra|Kra|Cr|Calz|Carr|Col|Fracc|Mz|Lt|Pte|Ote|Nte|Esq|Izq|Dcha|Dpto|Depto|Apto|Apt|Of|Ofc|Ofic|Int|Ext|Núm|Num|No|Nº|Nr|Nro|R|Rod|Estr|Trav|Tv|Pça|Pç|Pr|Lgo|Sta|Sto|Str|Pl|Pza|Ul|Nám|Nam|Tř|Lok|Pav|Sq|Rd|St|Dr|Ln|Ste|Fl|Hwy|Pkwy|Ct|Mt|Ft|Vle|V\\.le|C\\.so|P\\.za|P\\.le|Hno|Bo|Urb|Sec|Qd|Cj|Lj|Ed|Gal|Loc)";
/** A full stop that ends a sentence: not one after an abbreviation above. */
const FULL_STOP = `(?<!${ABBREVIATED})\\.`;

/** Parts of an address line: commas, semicolons, pipes, bullets. */
/** Between the parts of an address: punctuation, a spaced dash, or the end of a line (a block of the page). */
const SEPARATORS = /\s*(?:[,;|•·\n]|\s[–—-]\s)\s*/;
/** Where an address block starts at the latest: a label, a sentence end, the end of the previous block. */
const BLOCK_START = new RegExp(
  `(?:^|(?:${FULL_STOP}|[!?:])\\s|\\s\\|\\s|\\b(?:Address|Location|Located at|Find us|Visit us|Adresse?|Adresă|Anschrift|Indirizzo|Dirección|Endereço|Adres)\\s*:?\\s)`,
  "giu",
);
const LABEL =
  /\b(?:Address|Location|Located at|Find us at|Visit us at|Adresse|Adresă|Anschrift|Indirizzo|Dirección|Endereço|Adres)\s*:\s*/gi;
/** What ends a labelled block: the next contact label or a sentence. */
const BLOCK_END =
  /\s(?:Phone|Tel|Telephone|Telefon|Téléphone|Teléfono|Mobile|Mob|Cell|Call|Email|E-mail|Fax|WhatsApp|Hours|Opening|Open|Mon(?:day)?|Get directions)\b|\s\|\s|[.!?]\s|$/i;

/** The postcode's own label before it ("São Paulo, CEP 01310-100"): not a part of the address before it. */
const POSTCODE_LABEL = /(?<=^|[\s,])CEP:?\s*$/i;

const MAX_BEFORE = 140;
const MAX_LINE = 300;
const MAX_PARTS = 6;

const tidy = (s: string) => s.replace(/\s+/g, " ").replace(/^[\s,;|•·:-]+|[\s,;|•·:.-]+$/g, "");

/** Longest run of words at the end (or start) of `text` that the gazetteer knows as a place of `country`. */
function placeWords(text: string, country: string, places: PlaceLookup | undefined, from: "end" | "start") {
  if (!places) return null;
  const words = text.split(/\s+/).filter(Boolean);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const candidate = (from === "end" ? words.slice(-n) : words.slice(0, n)).join(" ").replace(/[.,]+$/, "");
    if (isPlace(places, country, candidate)) return candidate;
  }
  return null;
}

/** A part read as a city: a known place, else (by shape alone) a whole part that looks like a name, not a street. */
function cityOf(part: string, country: string, places: PlaceLookup | undefined, shapeOk: boolean): string | null {
  // "Dublin 13", "Dublin 6W": a postal district after the city.
  const p = tidy(part)
    .replace(REGION_WORD, "")
    .replace(/\s+\d{1,2}[A-Z]?$/, "");
  if (!p) return null;
  const known = placeWords(p, country, places, "end");
  if (known !== null) return known;
  if (!shapeOk || NOT_CITY.test(p) || !CITY_SHAPE.test(p) || p.split(/\s+/).length > 4) return null;
  return p;
}

/** The text before a match back to where its block starts, at most MAX_PARTS parts. */
function blockBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - MAX_BEFORE), at);
  let start = 0;
  BLOCK_START.lastIndex = 0;
  for (let m = BLOCK_START.exec(window); m !== null; m = BLOCK_START.exec(window)) {
    if (m.index + m[0].length < window.length) start = m.index + m[0].length;
    if (m[0].length === 0) BLOCK_START.lastIndex++;
  }
  // The postcode's own label ("CEP") is no part. Nor is the empty one after a separator right before the code ("…,
  // São Paulo - SP, 01310-100"): counted, it crowded out the street; the separator is kept after the last part.
  const all = window.slice(start).replace(POSTCODE_LABEL, " ").split(SEPARATORS);
  const trailing = all.length > 1 && all.at(-1)?.trim() === "" ? ", " : "";
  const parts = all.filter((p) => p.trim() !== "").slice(-MAX_PARTS);
  // A footer's lines above the address are often its phone or its opening hours: they open no address.
  while (parts.length > 1 && NOT_ADDRESS_PART.test(parts[0] ?? "")) parts.shift();
  return parts.join(", ") + trailing;
}

/** A phone number alone ("089 123456") or opening hours ("Mo–Fr 8–12 Uhr", "Mon 9:00–17:00"), not an address part. */
const NOT_ADDRESS_PART =
  /^[\d\s()/.+-]{6,}$|\b(?:Uhr|Sprechzeiten|Öffnungszeiten|Opening hours|Hours)\b|\b(?:Mo|Di|Mi|Do|Fr|Sa|So|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b\.?\s?[–\-/:,]|\d{1,2}[:.]\d{2}\s?[–-]\s?\d{1,2}[:.]\d{2}/;

const flatten = (s: string) => s.toLowerCase().replace(/[^\p{L}\d]+/gu, "");

const keyOf = (address: string, postcode: string | null) =>
  postcode !== null ? postcode.replace(/\s+/g, "").toUpperCase() : address.toLowerCase().replace(/[^\p{L}\d]+/gu, "");

function fromPostcodes(text: string, country: string, places: PlaceLookup | undefined): WorldAddress[] {
  const rule = RULES[country];
  if (!rule) return [];
  const out: WorldAddress[] = [];
  rule.pattern.lastIndex = 0;
  for (let m = rule.pattern.exec(text); m !== null; m = rule.pattern.exec(text)) {
    const postcode = m[0];
    const before = blockBefore(text, m.index);
    let city: string | null;
    let end = m.index + postcode.length;
    if (rule.city === "before") {
      const region = REGIONS[country]?.exec(before);
      const rest = tidy(region ? before.slice(0, region.index) : before.replace(POSTCODE_LABEL, ""));
      const parts = rest.split(SEPARATORS).filter(Boolean);
      const last = parts.at(-1) ?? "";
      // By shape alone only when a street part comes first ("160 Hobsonville Point Road, ..., Auckland 0618").
      const streetFirst = parts.slice(0, -1).some((p) => STREETISH.test(p));
      city = country === "SG" ? "Singapore" : cityOf(last, country, places, streetFirst);
    } else {
      const after = text.slice(end, end + 60);
      // The city ends with its line: "80331 München" above "Tel. 089 123456" is not the city "München Tel".
      const segment = (after.split(/[,;|•·()\n]|\s[–—-]\s|\.\s|\s{2,}/)[0] ?? "").split(CONTACT_LABEL)[0] ?? "";
      const known = placeWords(tidy(segment), country, places, "start");
      // "03100 Ciudad de México": a joining word between two capitalised ones belongs to the name.
      const shaped = CITY_AFTER.exec(segment)?.[1];
      city = known ?? (shaped && STREETISH.test(before) && !NOT_CITY.test(shaped) ? shaped : null);
      if (city !== null) end = text.indexOf(city, end) + city.length;
    }
    if (city === null) continue;
    const address = tidy(`${before} ${text.slice(m.index, end)}`);
    out.push({ address, city, postcode, key: keyOf(address, postcode) });
  }
  return out;
}

const namePatterns = new Map<string, RegExp | null>();

/** The country's names as one pattern, built once per country. */
function countryNamePattern(country: string): RegExp | null {
  if (!namePatterns.has(country)) {
    const names = countryNamesOf(country);
    namePatterns.set(
      country,
      names.length === 0
        ? null
        : new RegExp(`(?<![\\p{L}])(${names.map((n) => n.replace(/[.]/g, "\\.")).join("|")})(?![\\p{L}])`, "giu"),
    );
  }
  return namePatterns.get(country) ?? null;
}

/** "…, Nairobi, Kenya" and "UAE, Dubai, City Walk": the part next to the country's own name. */
function fromCountryNames(text: string, country: string, places: PlaceLookup | undefined): WorldAddress[] {
  const pattern = countryNamePattern(country);
  if (pattern === null) return [];
  pattern.lastIndex = 0;
  const out: WorldAddress[] = [];
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const before = blockBefore(text, m.index);
    const endsWithComma = /,\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    const parts = tidy(before).split(SEPARATORS).filter(Boolean);
    let city: string | null = null;
    let address = "";
    if (endsWithComma && parts.length > 0) {
      const streetFirst = parts.slice(0, -1).some((p) => STREETISH.test(p));
      city = cityOf(parts.at(-1) ?? "", country, places, streetFirst);
      address = tidy(`${parts.join(", ")}, ${m[1]}`);
    }
    if (city === null) {
      // The country first: "UAE, Dubai, City Walk Building 23A".
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 100);
      const next = /^\s*,\s*([^,;|•·]+)/.exec(after);
      const candidate = tidy(next?.[1] ?? "");
      const known = placeWords(candidate, country, places, "start");
      const emirate = country === "AE" && EMIRATES.test(candidate) ? candidate : null;
      city = known ?? emirate;
      if (city !== null) address = tidy(`${m[1]}${after.split(/\s\|\s|[.!?]\s|\s{2,}/)[0] ?? ""}`);
    }
    if (city !== null) out.push({ address, city, postcode: null, key: keyOf(address, null) });
  }
  return out;
}

/** "Address: Calea Dorobanți, nr.113, Sector 1, București": the last part of a labelled block that names a place. */
function fromLabels(text: string, country: string, places: PlaceLookup | undefined): WorldAddress[] {
  const out: WorldAddress[] = [];
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(text); m !== null; m = LABEL.exec(text)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const end = BLOCK_END.exec(rest)?.index ?? rest.length;
    const block = tidy(rest.slice(0, end));
    const parts = block.split(SEPARATORS).filter(Boolean);
    const names = new Set(
      (country === ANY_COUNTRY ? COUNTRY_NAMES : countryNamesOf(country)).map((n) => n.toLowerCase()),
    );
    while (parts.length > 0 && names.has((parts.at(-1) ?? "").toLowerCase())) parts.pop();
    let city: string | null = null;
    for (let i = parts.length - 1; i >= 0 && city === null; i--) {
      city = placeWords(parts[i] ?? "", country, places, "end");
    }
    if (city === null && parts.length >= 2 && parts.slice(0, -1).some((p) => STREETISH.test(p))) {
      city = cityOf(parts.at(-1) ?? "", country, undefined, true);
    }
    if (city !== null) out.push({ address: block, city, postcode: null, key: keyOf(block, null) });
  }
  return out;
}

/**
 * "Bangų g. 7-3, Klaipėda", "2nd Floor, Sheikh Zayed, Giza Governorate": with no postcode, label or country name, a
 * comma-separated line whose street part is followed by a part the gazetteer knows. Needs the gazetteer: by shape
 * alone too many phrases would pass for a street and a city.
 */
function fromPartSequences(text: string, country: string, places: PlaceLookup | undefined): WorldAddress[] {
  if (!places) return [];
  const out: WorldAddress[] = [];
  // Blocks end at a sentence, a pipe or a wide gap; inside one, at a contact label, a number with its country code
  // or an e-mail address. The cheap split runs over the whole page, the finer one only on short lines.
  for (const line of text.split(LINES)) {
    if (line.length > MAX_LINE * 2 || !/[,;|•·]/.test(line) || !STREETISH.test(line)) continue;
    for (const block of line.split(BLOCK_INNER)) {
      // An address line is short, has parts and names a street, a building or a number somewhere.
      if (block.length > MAX_LINE || !/[,;|•·]/.test(block) || !STREETISH.test(block)) continue;
      out.push(...partSequence(block, country, places));
    }
  }
  return out;
}

/** Where a line of text ends for the street-then-place reader: a pipe, a sentence's end, a wide gap. */
const LINES = new RegExp(`\\s\\|\\s|(?:${FULL_STOP}|[!?])\\s+(?=[A-Z])|\\s{2,}`, "u");

const BLOCK_INNER =
  /\s(?=(?:Phone|Tel|Telephone|Telefon|Mobile|Mob|Cell|Call|Email|E-mail|Fax|WhatsApp|Hours|Open)\b)|\s(?=\+\d)|\s(?=[^\s@]+@[^\s@]+\.\w)/;

/** The last part of a short address line that the gazetteer knows, with a street part before it. */
function partSequence(block: string, country: string, places: PlaceLookup): WorldAddress[] {
  const parts = block.split(SEPARATORS).map(tidy).filter(Boolean);
  const streetish = parts.map((p) => STREETISH.test(p));
  for (let i = parts.length - 1; i >= 1; i--) {
    const first = streetish.slice(Math.max(0, i - 4), i).indexOf(true);
    if (first < 0) continue;
    const part = (parts[i] ?? "").replace(REGION_WORD, "").replace(/\s+\d{1,2}[A-Z]?$/, "");
    // The whole part must be the place (or end with it after a district): not a word inside a sentence.
    const city = placeWords(part, country, places, "end");
    if (city === null || part.split(/\s+/).length > city.split(/\s+/).length + 1) continue;
    const address = parts.slice(Math.max(0, i - 4) + first, i + 1).join(", ");
    return [{ address, city, postcode: null, key: keyOf(address, null) }];
  }
  return [];
}

/**
 * Whether a number found in text at `[start, end)` is the country's postcode rather than a phone number: the whole
 * of it ("80331", which the phone library takes for a valid German number), or its last groups where a city follows
 * the postcode ("Sonnenstraße 12 80331 München" read as "12 80331", "Damstraat 1 1012 JM Amsterdam" as "1 1012").
 */
export function isPostcodeAt(text: string, start: number, end: number, country: string): boolean {
  const rule = RULES[country];
  if (!rule) return false;
  const length = end - start;
  const window = text.slice(start, end + 12);
  const pattern = new RegExp(rule.pattern.source, rule.pattern.flags);
  for (let m = pattern.exec(window); m !== null && m.index < length; m = pattern.exec(window)) {
    const matchEnd = m.index + m[0].length;
    if (m.index === 0 && matchEnd === length) return true;
    if (matchEnd >= length && rule.city === "after" && /^[^\S\n]+\p{Lu}/u.test(window.slice(matchEnd, matchEnd + 4))) {
      return true;
    }
  }
  return false;
}

const READERS = [fromPostcodes, fromCountryNames, fromLabels, fromPartSequences];

/**
 * Every address of `country` written in the text, read by the most telling anchor the text has: postcodes, else
 * the country's name, else an "Address:" label, else a street-then-place line (later readers are not run: they
 * cost time on long pages and would only repeat the address in a looser reading).
 */
export function findWorldAddresses(text: string, country: string, places?: PlaceLookup): WorldAddress[] {
  const seen = new Set<string>();
  const out: WorldAddress[] = [];
  let found: WorldAddress[] = [];
  for (const read of READERS) {
    found = read(text, country, places);
    if (found.length > 0) break;
  }
  for (const a of found) {
    // One address read twice (two postcodes of one line, a line repeated with more parts): the first reading wins.
    const flat = flatten(a.address);
    const again = out.some(
      (b) => b.city === a.city && (flatten(b.address).includes(flat) || flat.includes(flatten(b.address))),
    );
    if (seen.has(a.key) || again) continue;
    seen.add(a.key);
    out.push(a);
  }
  return out;
}

/** Whether the text shows an address in this country's own format (used to tell where a practice is). */
export function hasPostcodeAddress(text: string, country: string): boolean {
  const rule = RULES[country];
  const region = REGIONS[country];
  if (!rule) return false;
  rule.pattern.lastIndex = 0;
  for (let m = rule.pattern.exec(text); m !== null; m = rule.pattern.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // Only formats that no US page writes by accident: a UK or Canadian postcode, an Indian PIN after a state,
    // "Singapore" and six digits.
    if (country === "GB" || country === "CA") return country === "GB" || (region?.test(before) ?? false);
    if (country === "IN" && region?.test(before)) return true;
    if (country === "SG") return true;
  }
  return false;
}

const GUESS_CHARS = 12_000;

/** Countries whose addresses the readers above know how to find. */
const GUESSABLE = [...new Set([...Object.keys(RULES), "AE", "KE", "EG", "NG", "GH", "PK", "SG", "LT", "RO", "GR"])];

/**
 * Where a practice is when nothing else says so: the country whose address format finds an address in the texts
 * with a city the gazetteer places there ("Butt Lane Dental Practice 136 Congleton Road Talke Stoke-On-Trent" is in
 * Great Britain). Null without a gazetteer, when nothing is found, or when two countries tie.
 */
export function guessCountryFromAddresses(texts: readonly string[], places?: PlaceLookup): string | null {
  if (!places) return null;
  const hits = new Map<string, number>();
  const hit = (country: string) => hits.set(country, (hits.get(country) ?? 0) + 1);
  // A long page is cut to its head and its tail, where addresses are.
  const cut = texts.map((t) =>
    t.length > GUESS_CHARS ? `${t.slice(0, GUESS_CHARS / 4)} | ${t.slice(-GUESS_CHARS * 0.75)}` : t,
  );
  for (const text of cut) {
    // Postcodes and country names differ by country: each country's are looked for.
    for (const country of GUESSABLE) {
      for (const a of [...fromPostcodes(text, country, places), ...fromCountryNames(text, country, places)]) {
        const where = a.city !== null ? places.countriesOf(a.city) : [];
        // A city that is also a US place ("Dublin", "Nottingham") says nothing unless a postcode anchored it.
        if (where.includes(country) && (a.postcode !== null || !where.includes("US"))) hit(country);
      }
    }
    // Labels and street-then-place lines are the same everywhere: read once, for a place of any country, which
    // counts when it is a place of one country only and not of the US.
    for (const a of [...fromLabels(text, ANY_COUNTRY, places), ...fromPartSequences(text, ANY_COUNTRY, places)]) {
      const where = a.city !== null ? places.countriesOf(a.city) : [];
      if (where.length === 1 && where[0] !== "US") hit(where[0]!);
    }
  }
  const ranked = [...hits.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  return best && (!second || second[1] < best[1]) ? best[0] : null;
}
