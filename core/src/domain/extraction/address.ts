import { businessNodes, type JsonLdNode, nodeProps, nodeTypes, textProp } from "./json-ld.ts";
import { isPlace, type PlaceLookup } from "./places.ts";
import type { SiteCorpus } from "./site-corpus.ts";
import { STATE_PATTERN, stateCode } from "./us-states.ts";

export type PostalParts = { address: string | null; city: string | null; state: string | null; zipCode: string | null };

/** A US address found in text; `key` (street number + 5-digit zip) tells two spellings of one place apart from two places. */
export type UsAddress = PostalParts & { state: string; zipCode: string; key: string };

const ZIP = /(?<![\d-])(\d{5})(?:-(\d{4}))?(?![\d-])/g;
const STATE_BEFORE = new RegExp(`(?:^|[\\s,|])(${STATE_PATTERN})\\.?,?\\s*$`);
// Not right after "Suite"/"Unit": "Suite 900 Minneapolis" is a unit and a city, not a street. Right after "Building"
// a number starts the street only when a street type follows ("Lakeside Medical Building 4100 Harbor Blvd"): the
// building's name is the line before the street, its line break lost in the page text (see streetSegment).
// Grid addresses ("350 South 400 East", Utah and Idaho) name the street by a number and a direction: the second
// number is part of the street, never a street start of its own.
const STREET_START =
  /(?<![\w-])(?<!(?:\b(?:Suite|Ste|Unit|Apt|Floor|Fl)\.?\s*#?|#)\s*)(?<!\d\s+(?:[NSEW]|North|South|East|West)\.?\s+)\d{1,6}[A-Za-z]?\s+(?:(?:[NSEW]|North|South|East|West|NE|NW|SE|SW)\.?\s+)?(?:[A-Z][A-Za-z'.-]*|\d{1,3}(?:st|nd|rd|th)|\d{1,4}\s+(?:[NSEW]|North|South|East|West)\b)\b/g;
const SUFFIX =
  "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Parkway|Pkwy|Highway|Hwy|Place|Pl|Circle|Cir|Trail|Trl|Plaza|Square|Sq|Terrace|Ter|Loop|Pike|Freeway|Fwy|Expressway|Expy|Turnpike|Row|Center|Ctr|Crossing|Run|Path|Point|Ridge|Commons|Route|Rte|Broadway|Mall|Alley|Crescent|Walk|Esplanade|Promenade";
const HAS_SUFFIX = new RegExp(`\\b(?:${SUFFIX})\\b`, "i");
const DIRECTION = "(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)";
const UNIT = "(?:Suite|Ste|Unit|Bldg|Building|Floor|Fl|Apt|#)\\.?\\s*#?\\s*[A-Za-z0-9-]{1,6}";
const SPLIT_AFTER_STREET = new RegExp(
  `^(.*\\b(?:${SUFFIX})\\.?(?:\\s+${DIRECTION}\\b\\.?)?(?:,?\\s*${UNIT})?)[,\\s]+(.+)$`,
  "i",
);
const CITY = /^[A-Z][A-Za-z.'-]*(?:\s+(?:[A-Z][A-Za-z.'-]*|of|du|la|d'[A-Z][a-z]+)){0,3}$/;
const MAX_PREFIX = 140;

const clean = (s: string): string => s.replace(/\s+/g, " ").replace(/^[\s,|•·]+|[\s,|•·]+$/g, "");
const validCity = (s: string): string | null => (CITY.test(clean(s)) ? clean(s) : null);

/** Commas, and the bullets, pipes and spaced dashes footers put between the parts of one address line. */
const PART_SEPARATOR = /,|\s[•·|–—-]\s|[•·|]/;

const AFTER_BUILDING = /\b(?:Bldg|Building)\.?\s*#?\s*$/i;

/**
 * "700 Rio Grande Austin": a street with no street type and no comma before the city. The gazetteer finds the city
 * among the last words (at least two words stay for the street); without one the city stays empty.
 */
function cityAtEnd(segment: string, places: PlaceLookup | undefined): { street: string; city: string } | null {
  if (!places) return null;
  const words = clean(segment).split(" ");
  for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
    const city = words.slice(-n).join(" ");
    if (CITY.test(city) && isPlace(places, "US", city)) return { street: words.slice(0, -n).join(" "), city };
  }
  return null;
}

/** Street and city from "1200 Main Street, Suite 4, Austin", "1200 Main Street • Austin" or "1200 Main Street Suite 4 Austin". */
function splitStreetCity(segment: string, places?: PlaceLookup): { street: string; city: string | null } {
  const parts = segment.split(PART_SEPARATOR).map(clean).filter(Boolean);
  const last = parts.at(-1);
  if (parts.length >= 2 && last !== undefined) {
    const city = validCity(last);
    if (city !== null) return { street: parts.slice(0, -1).join(", "), city };
  }
  const m = SPLIT_AFTER_STREET.exec(segment);
  if (m?.[1] !== undefined && m[2] !== undefined) {
    const city = validCity(m[2]);
    if (city !== null) return { street: clean(m[1]), city };
  }
  return cityAtEnd(segment, places) ?? { street: clean(segment), city: null };
}

/** The street part ending right before the state: the latest street-number start whose segment names a street type. */
function streetSegment(beforeState: string): string | null {
  const starts: number[] = [];
  STREET_START.lastIndex = 0;
  for (let m = STREET_START.exec(beforeState); m !== null; m = STREET_START.exec(beforeState)) {
    const afterBuilding = AFTER_BUILDING.test(beforeState.slice(Math.max(0, m.index - 12), m.index));
    if (!afterBuilding || HAS_SUFFIX.test(beforeState.slice(m.index).split(",")[0] ?? "")) starts.push(m.index);
    // Starts may overlap: in "555.0162 7400 W Alameda Ave" the phone's tail reads like a grid address ("0162 7400 W")
    // whose match would otherwise swallow the real street number.
    STREET_START.lastIndex = m.index + 1;
  }
  for (let i = starts.length - 1; i >= 0; i--) {
    const segment = beforeState.slice(starts[i]);
    if (HAS_SUFFIX.test(segment)) return segment;
  }
  const last = starts.at(-1);
  return last !== undefined && beforeState.length - last <= 60 ? beforeState.slice(last) : null;
}

/** Every US street address ("1200 Main Street, Suite 4, Austin, TX 78701") in original-case text. */
export function findUsAddresses(text: string, places?: PlaceLookup): UsAddress[] {
  const out: UsAddress[] = [];
  ZIP.lastIndex = 0;
  for (let z = ZIP.exec(text); z !== null; z = ZIP.exec(text)) {
    const prefix = text.slice(Math.max(0, z.index - MAX_PREFIX), z.index);
    const s = STATE_BEFORE.exec(prefix);
    const state = s?.[1] !== undefined ? stateCode(s[1]) : null;
    if (s === null || state === null) continue;
    const segment = streetSegment(prefix.slice(0, s.index));
    if (segment === null) continue;
    const { street, city } = splitStreetCity(segment, places);
    const zip5 = z[1] ?? "";
    out.push({
      address: street,
      city,
      state,
      zipCode: z[2] !== undefined ? `${zip5}-${z[2]}` : zip5,
      key: `${street.match(/^\d+/)?.[0] ?? street}|${zip5}`,
    });
  }
  return out;
}

const ZIP_VALUE = /^(\d{5})(?:-?(\d{4}))?$/;

export function postalFromNode(node: JsonLdNode): PostalParts | null {
  const street = textProp(node, "streetAddress");
  const city = textProp(node, "addressLocality");
  const region = textProp(node, "addressRegion");
  const zip = ZIP_VALUE.exec(textProp(node, "postalCode") ?? "");
  const parts: PostalParts = {
    address: street !== null ? clean(street) : null,
    city: city !== null ? clean(city) : null,
    state: region !== null ? stateCode(region) : null,
    zipCode: zip?.[1] !== undefined ? (zip[2] !== undefined ? `${zip[1]}-${zip[2]}` : zip[1]) : null,
  };
  return parts.address !== null || (parts.city !== null && parts.state !== null) ? parts : null;
}

const withoutKey = ({ address, city, state, zipCode }: UsAddress): PostalParts => ({ address, city, state, zipCode });

/**
 * Postal addresses declared in JSON-LD: business addresses first (a PostalAddress node, or a one-line string some
 * plugins write), then any other PostalAddress node.
 */
export function jsonLdAddresses(nodes: readonly JsonLdNode[]): PostalParts[] {
  const businesses = businessNodes(nodes);
  const fromBusinesses = businesses.flatMap((b) => nodeProps(b, "address"));
  const postal = nodes.filter((n) => nodeTypes(n).includes("PostalAddress"));
  const seen = new Set<JsonLdNode>();
  const out: PostalParts[] = [];
  for (const node of [...fromBusinesses, ...postal]) {
    if (seen.has(node)) continue;
    seen.add(node);
    const parts = postalFromNode(node);
    if (parts !== null) out.push(parts);
  }
  for (const b of businesses) {
    if (typeof b.address === "string") out.push(...findUsAddresses(b.address).map(withoutKey));
  }
  return out;
}

/** Text addresses of the whole site, the most repeated first (the footer address is on every page). */
export function siteTextAddresses(corpus: SiteCorpus, places?: PlaceLookup): UsAddress[] {
  const byKey = new Map<string, { address: UsAddress; count: number; order: number }>();
  for (const page of corpus.pages) {
    for (const address of findUsAddresses(page.raw, places)) {
      const entry = byKey.get(address.key);
      if (entry) entry.count++;
      else byKey.set(address.key, { address, count: 1, order: byKey.size });
    }
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.order - b.order).map((e) => e.address);
}

/**
 * JSON-LD PostalAddress first; fields it lacks come from the site's main text address when that is the same place
 * (same zip, or no zip declared).
 */
export function extractAddress(corpus: SiteCorpus, textAddresses = siteTextAddresses(corpus)): PostalParts {
  const declared = jsonLdAddresses(corpus.jsonLd)[0];
  const main = textAddresses[0];
  const text =
    main && (!declared?.zipCode || declared.zipCode.slice(0, 5) === main.zipCode.slice(0, 5)) ? main : undefined;
  return {
    address: declared?.address ?? text?.address ?? null,
    city: declared?.city ?? text?.city ?? null,
    state: declared?.state ?? text?.state ?? null,
    zipCode: declared?.zipCode ?? text?.zipCode ?? null,
  };
}

/** How many different places the site gives addresses for (text and JSON-LD). */
export function distinctAddressCount(corpus: SiteCorpus, textAddresses = siteTextAddresses(corpus)): number {
  const keys = new Set(textAddresses.map((a) => a.key));
  for (const a of jsonLdAddresses(corpus.jsonLd)) {
    const number = a.address?.match(/^\d+/)?.[0];
    if (number !== undefined && a.zipCode !== null) keys.add(`${number}|${a.zipCode.slice(0, 5)}`);
  }
  return keys.size;
}
