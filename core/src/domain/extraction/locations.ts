import { findUsAddresses, type PostalParts, postalFromNode, siteTextAddresses, type UsAddress } from "./address.ts";
import { contactTexts, declaredBusinesses } from "./contact-sources.ts";
import { declaredCountry } from "./country.ts";
import type { FieldSource, OfficeLocation } from "./field-source.ts";
import { type JsonLdNode, nodeProps, textProp } from "./json-ld.ts";
import { findPhones, readPhone } from "./phone.ts";
import type { PlaceLookup } from "./places.ts";
import type { SiteCorpus } from "./site-corpus.ts";
import { findWorldAddresses, type WorldAddress } from "./world-address.ts";

export type Locations = {
  /** The main office's postal parts as the lead stores them (a non-US address whole, in `address`). */
  main: PostalParts & { country: string };
  source: FieldSource | null;
  /** The practice's other offices, for a rep to see; empty for a single-office practice. */
  others: OfficeLocation[];
};

const MAX_OTHERS = 12;
const PHONE_WINDOW = 160;
const clean = (s: string) => s.replace(/\s+/g, " ").replace(/^[\s,]+|[\s,]+$/g, "");

/** "2384 Dundas St W, Toronto, ON M6P 1W9, Canada": a non-US postal address as the site declares it, whole. */
function wholeAddress(node: JsonLdNode): string | null {
  const region = [textProp(node, "addressRegion"), textProp(node, "postalCode")].filter(Boolean).join(" ");
  const parts = [
    textProp(node, "streetAddress"),
    textProp(node, "addressLocality"),
    region,
    textProp(node, "addressCountry"),
  ]
    .map((p) => clean(p ?? ""))
    .filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

type Declared = { location: OfficeLocation; key: string; source: FieldSource };

const keyOf = (l: Pick<OfficeLocation, "address" | "zipCode">) =>
  `${l.address.match(/^\d+/)?.[0] ?? l.address.toLowerCase()}|${(l.zipCode ?? "").slice(0, 5)}`;

/**
 * The same office written twice (JSON-LD and the footer, one with punctuation the other lacks): same 5-digit zip,
 * and the same street number or one of them without a readable number.
 */
function sameOffice(a: Pick<OfficeLocation, "address" | "zipCode">, b: Pick<OfficeLocation, "address" | "zipCode">) {
  if (keyOf(a) === keyOf(b)) return true;
  const zipA = (a.zipCode ?? "").slice(0, 5);
  if (!zipA || zipA !== (b.zipCode ?? "").slice(0, 5)) return false;
  const numberA = a.address.match(/^\d+/)?.[0];
  const numberB = b.address.match(/^\d+/)?.[0];
  return !numberA || !numberB || numberA === numberB;
}

/** Offices declared in JSON-LD or microdata: each business node's address (several nodes for several offices). */
function declaredLocations(corpus: SiteCorpus, country: string): Declared[] {
  const out: Declared[] = [];
  for (const { node, source } of declaredBusinesses(corpus)) {
    const nodeCountry = declaredCountry(node) ?? country;
    const phone = readPhone(textProp(node, "telephone") ?? "", nodeCountry)?.national ?? null;
    const addresses: PostalParts[] = [];
    for (const address of nodeProps(node, "address")) {
      if (nodeCountry !== "US") {
        const whole = wholeAddress(address);
        if (whole !== null) {
          addresses.push({
            address: whole,
            city: clean(textProp(address, "addressLocality") ?? "") || null,
            state: null,
            zipCode: null,
          });
        }
        continue;
      }
      const parts = postalFromNode(address);
      if (parts !== null) addresses.push(parts);
    }
    if (typeof node.address === "string" && nodeCountry === "US") addresses.push(...findUsAddresses(node.address));
    if (typeof node.address === "string" && nodeCountry !== "US") {
      addresses.push({ address: clean(node.address), city: null, state: null, zipCode: null });
    }
    for (const a of addresses) {
      if (a.address === null) continue;
      const location: OfficeLocation = {
        address: a.address,
        city: a.city,
        state: a.state,
        zipCode: a.zipCode,
        country: nodeCountry,
        phone,
      };
      out.push({ location, key: keyOf(location), source });
    }
  }
  return out;
}

/** US addresses written in the footers, on the contact page, then anywhere, each with the number written after it. */
function textLocations(
  corpus: SiteCorpus,
  country: string,
  places: PlaceLookup | undefined,
): { source: FieldSource; addresses: UsAddress[]; phones: Map<string, string> }[] {
  return contactTexts(corpus).map(({ source, texts }) => {
    const phones = new Map<string, string>();
    for (const text of texts) {
      for (const a of findUsAddresses(text, places)) {
        if (phones.has(a.key)) continue;
        const at = text.indexOf(a.zipCode);
        const phone = at >= 0 ? findPhones(text.slice(at, at + PHONE_WINDOW), country)[0] : undefined;
        if (phone) phones.set(a.key, phone.national);
      }
    }
    const addresses =
      source === "text"
        ? siteTextAddresses(corpus, places)
        : rankByRepeats(texts.flatMap((t) => findUsAddresses(t, places)));
    return { source, addresses, phones };
  });
}

/** The footer's first address is on every page; a second office in the footer is too: order of first appearance. */
function rankByRepeats(addresses: readonly UsAddress[]): UsAddress[] {
  const byKey = new Map<string, { a: UsAddress; n: number; order: number }>();
  for (const a of addresses) {
    const e = byKey.get(a.key);
    if (e) e.n++;
    else byKey.set(a.key, { a, n: 1, order: byKey.size });
  }
  return [...byKey.values()].sort((x, y) => y.n - x.n || x.order - y.order).map((e) => e.a);
}

/** Addresses outside the US written in the footers, on the contact page, then anywhere: the most repeated first. */
function worldTextLocations(
  corpus: SiteCorpus,
  country: string,
  places: PlaceLookup | undefined,
): { source: FieldSource; addresses: WorldAddress[] }[] {
  // Lazily, source by source: the whole text of every page is read only when footers and contact pages show none.
  const out: { source: FieldSource; addresses: WorldAddress[] }[] = [];
  for (const { source, texts } of contactTexts(corpus)) {
    const byKey = new Map<string, { a: WorldAddress; n: number; order: number }>();
    for (const a of texts.flatMap((t) => findWorldAddresses(t, country, places))) {
      const e = byKey.get(a.key);
      if (e) e.n++;
      else byKey.set(a.key, { a, n: 1, order: byKey.size });
    }
    const addresses = [...byKey.values()].sort((x, y) => y.n - x.n || x.order - y.order).map((e) => e.a);
    out.push({ source, addresses });
    if (addresses.length > 0) break;
  }
  return out;
}

/** The city of a declared address outside the US, from the text address of the same place when it lacks one. */
function cityFromText(whole: string, texts: readonly { addresses: WorldAddress[] }[]): string | null {
  const lower = whole.toLowerCase();
  for (const t of texts) {
    const same = t.addresses.find((a) => a.city !== null && lower.includes(a.city.toLowerCase()));
    if (same) return same.city;
  }
  return null;
}

/**
 * The practice's offices: the main one for the lead (declared first, then the footer, the contact page and the
 * text), and the others declared or listed in the footer or on the contact page. A US text address fills the fields
 * a declared US address lacks when both are the same place. Addresses outside the US are kept whole (a US shape
 * would mangle them) with the city read as each country writes it (`world-address.ts`); their other offices come
 * from declared data only, since two spellings of one foreign address are hard to tell from two offices.
 */
export function extractLocations(corpus: SiteCorpus, country: string, places?: PlaceLookup): Locations {
  const declared = declaredLocations(corpus, country);
  const texts = country === "US" ? textLocations(corpus, country, places) : [];
  const world = country === "US" ? [] : worldTextLocations(corpus, country, places);
  const empty = { address: null, city: null, state: null, zipCode: null };

  let main: Locations["main"] = { ...empty, country };
  let source: FieldSource | null = null;
  const first = declared[0];
  if (first) {
    const l = first.location;
    main = { address: l.address, city: l.city, state: l.state, zipCode: l.zipCode, country: l.country };
    source = first.source;
    const sameInText = texts
      .flatMap((t) => t.addresses)
      .find((t) => !l.zipCode || t.zipCode.slice(0, 5) === l.zipCode.slice(0, 5));
    if (l.country === "US" && sameInText) {
      main = {
        ...main,
        city: main.city ?? sameInText.city,
        state: main.state ?? sameInText.state,
        zipCode: main.zipCode ?? sameInText.zipCode,
      };
    }
    if (l.country !== "US" && main.city === null && main.address !== null) {
      main = { ...main, city: cityFromText(main.address, world) };
    }
  } else {
    for (const t of texts) {
      const a = t.addresses[0];
      if (!a) continue;
      main = { address: a.address, city: a.city, state: a.state, zipCode: a.zipCode, country: "US" };
      source = t.source;
      break;
    }
    for (const t of main.address === null ? world : []) {
      const a = t.addresses[0];
      if (!a) continue;
      main = { address: a.address, city: a.city, state: null, zipCode: null, country };
      source = t.source;
      break;
    }
  }

  const seen: Pick<OfficeLocation, "address" | "zipCode">[] = [];
  if (main.address !== null) seen.push({ address: main.address, zipCode: main.zipCode });
  const others: OfficeLocation[] = [];
  const add = (l: OfficeLocation) => {
    if (seen.some((s) => sameOffice(s, l)) || others.length >= MAX_OTHERS) return;
    seen.push(l);
    others.push(l);
  };
  for (const d of declared) add(d.location);
  // Addresses anywhere in the text are not offices (a lab, a hospital, a referral): only chrome and contact pages.
  for (const t of texts.filter((x) => x.source !== "text")) {
    for (const a of t.addresses) {
      add({
        address: a.address ?? "",
        city: a.city,
        state: a.state,
        zipCode: a.zipCode,
        country: "US",
        phone: t.phones.get(a.key) ?? null,
      });
    }
  }
  return { main, source, others: others.filter((o) => o.address !== "") };
}
