import { type CountryCode, findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js";
import { contactTexts, declaredBusinesses } from "./contact-sources.ts";
import type { Sourced } from "./field-source.ts";
import { textProp } from "./json-ld.ts";
import { mostFrequent } from "./most-frequent.ts";
import type { SiteCorpus } from "./site-corpus.ts";

/** A phone number as a lead keeps it: the national spelling a rep reads, E.164 for dialling. */
export type Phone = { national: string; e164: string };

const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}\s*$/i;

/**
 * Any spelling of a number ("+1 512.555.0142", "tel:15125550142", "+350 5491 0521", "020 7946 0958") in the
 * practice's country, or null when it is not a valid number there. Numbers written with a "+" keep their own country.
 */
export function readPhone(value: string, country: string): Phone | null {
  const raw = value.replace(/^tel:/i, "").replace(EXTENSION, "").trim();
  if (!/\d/.test(raw) || raw.length > 40) return null;
  const parsed = parsePhoneNumberFromString(raw, country as CountryCode);
  if (!parsed?.isValid()) return null;
  return { national: parsed.formatNational(), e164: parsed.number };
}

/** "(512) 555-0142" from any US spelling; null when not a US number. */
export function normalizeUsPhone(value: string): string | null {
  const digits = value.replace(/(?:ext|x|#).*$/i, "").replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(ten)) return null;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

const TEXT_PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[\s.-])[2-9]\d{2}[\s.-]\d{4}(?![\d-])/g;
const FAX_BEFORE = /fax\W{0,4}(?:\w+\W{1,3})?$/i;
const isFax = (text: string, index: number) => FAX_BEFORE.test(text.slice(Math.max(0, index - 16), index));

/** US phone numbers written in text, in order, skipping fax numbers. */
export function findTextPhones(text: string): string[] {
  return findPhones(text, "US").map((p) => p.national);
}

/**
 * Numbers written in text, in order, skipping fax numbers. North American numbers go through a strict pattern (the
 * library's text finder also takes ZIP+4 codes and order numbers for phones); elsewhere the library's finder.
 */
export function findPhones(text: string, country: string): Phone[] {
  const out: Phone[] = [];
  if (country === "US" || country === "CA") {
    TEXT_PHONE.lastIndex = 0;
    for (let m = TEXT_PHONE.exec(text); m !== null; m = TEXT_PHONE.exec(text)) {
      if (isFax(text, m.index) || normalizeUsPhone(m[0]) === null) continue;
      const phone = readPhone(m[0], country);
      if (phone !== null) out.push(phone);
    }
    return out;
  }
  for (const found of findPhoneNumbersInText(text, country as CountryCode)) {
    if (isFax(text, found.startsAt) || !found.number.isValid()) continue;
    out.push({ national: found.number.formatNational(), e164: found.number.number });
  }
  return out;
}

/** The country of the international numbers ("tel:+350...") a site links to, when they all agree. */
export function countryFromTelLinks(corpus: SiteCorpus): string | null {
  const countries = new Set<string>();
  for (const p of corpus.pages) {
    for (const l of p.page.links) {
      if (!/^tel:\s*(?:\+|%2B)/i.test(l.href)) continue;
      const country = parsePhoneNumberFromString(safeDecode(l.href.slice(4)).trim())?.country;
      if (country) countries.add(country);
    }
  }
  return countries.size === 1 ? ([...countries][0] ?? null) : null;
}

const mostFrequentPhone = (phones: readonly Phone[]): Phone | null => {
  const e164 = mostFrequent(phones.map((p) => p.e164));
  return phones.find((p) => p.e164 === e164) ?? null;
};

/**
 * The practice's number and where it was read. tel: links are what the site asks people to call; when a declared
 * (JSON-LD or microdata) number is among them it is the main office's and wins, otherwise the link seen most often
 * does. Without links: the declared number, then the footer, the contact page and the text.
 */
export function extractPhoneSourced(corpus: SiteCorpus, country: string): Sourced<Phone> | null {
  const declared: Sourced<Phone>[] = [];
  for (const { node, source } of declaredBusinesses(corpus)) {
    const phone = readPhone(textProp(node, "telephone") ?? "", country);
    if (phone !== null) declared.push({ value: phone, source });
  }
  const links = corpus.pages.flatMap((p) =>
    p.page.links
      .filter((l) => /^tel:/i.test(l.href) && !/fax/i.test(l.text))
      .map((l) => readPhone(safeDecode(l.href.slice(4)), country))
      .filter((x): x is Phone => x !== null),
  );
  const linked = new Set(links.map((l) => l.e164));
  const confirmed = declared.find((d) => linked.has(d.value.e164));
  if (confirmed) return confirmed;
  const fromLinks = mostFrequentPhone(links);
  if (fromLinks !== null) return { value: fromLinks, source: "link" };
  if (declared[0]) return declared[0];
  for (const { source, texts } of contactTexts(corpus)) {
    const phone = mostFrequentPhone(texts.flatMap((t) => findPhones(t, country)));
    if (phone !== null) return { value: phone, source };
  }
  return null;
}

/** The practice's number in national format (US numbers as "(512) 555-0142"), or null when the site shows none. */
export function extractPhone(corpus: SiteCorpus, country = "US"): string | null {
  return extractPhoneSourced(corpus, country)?.value.national ?? null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
