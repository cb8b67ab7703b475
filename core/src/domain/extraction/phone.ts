import {
  type CountryCode,
  findPhoneNumbersInText,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js";
import { contactTexts, declaredBusinesses } from "./contact-sources.ts";
import type { Sourced } from "./field-source.ts";
import { textProp } from "./json-ld.ts";
import { mostFrequent } from "./most-frequent.ts";
import type { SiteCorpus } from "./site-corpus.ts";
import { isPostcodeAt } from "./world-address.ts";

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
/** "Call 5125550142", "Tel: +15125550142": ten digits in a row count only right after a word that says phone. */
const BARE_AFTER_WORD =
  /\b(?:call(?:\s+us)?(?:\s+(?:at|on|today))?|phone|tel|telephone|ph|cell|mobile|text)\b\.?\s*:?\s*((?:\+?1)?[2-9]\d{2}[2-9]\d{6})(?![\d-])/gi;
/** A number written with its country code ("+44 20 7946 0958", "+20 100 4000 777"); "+1" numbers are read above. */
const INTERNATIONAL = /(?<![\w+])\+\s?(?!1\b|1[\s.(-]?\d)(\d[\d\s().-]{5,17}\d)(?![\d-])/g;
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
    const found: { at: number; phone: Phone }[] = [];
    const add = (at: number, raw: string) => {
      if (isFax(text, at)) return;
      const phone = readPhone(raw, country);
      if (phone !== null) found.push({ at, phone });
    };
    TEXT_PHONE.lastIndex = 0;
    for (let m = TEXT_PHONE.exec(text); m !== null; m = TEXT_PHONE.exec(text)) {
      if (normalizeUsPhone(m[0]) !== null) add(m.index, m[0]);
    }
    BARE_AFTER_WORD.lastIndex = 0;
    for (let m = BARE_AFTER_WORD.exec(text); m !== null; m = BARE_AFTER_WORD.exec(text)) {
      add(m.index + m[0].length - (m[1]?.length ?? 0), m[1] ?? "");
    }
    INTERNATIONAL.lastIndex = 0;
    for (let m = INTERNATIONAL.exec(text); m !== null; m = INTERNATIONAL.exec(text)) add(m.index, `+${m[1] ?? ""}`);
    return found.sort((a, b) => a.at - b.at).map((f) => f.phone);
  }
  const found = new Map<number, Phone>();
  let ibans: (readonly [number, number])[] | null = null;
  const inIban = (start: number, end: number): boolean => {
    ibans ??= [...text.matchAll(IBAN)].map((m) => [m.index, m.index + m[0].length] as const);
    return ibans.some(([a, b]) => start < b && end > a);
  };
  /** What a footer prints beside the phone and the library reads as one where the numbering plan is open-ended. */
  const notAPhone = (start: number, end: number, nationalNumber: string): boolean =>
    isFax(text, start) ||
    isPostcodeAt(text, start, end, country) ||
    // The EU's harmonised service numbers (116 117, the German on-call doctors) are never the practice's own.
    EU_SERVICE.test(nationalNumber) ||
    // No practice's number has fewer than five digits: "14–18" in "Mo/Di 14–18 Uhr" is an opening time.
    nationalNumber.length < 5 ||
    // A tax number ("Steuer-Nr. 143/123/45678") is grouped with slashes; a phone has one at most ("089/123456").
    (text.slice(start, end).match(/\//g)?.length ?? 0) > 1 ||
    REGISTRY_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
    inIban(start, end);
  for (const f of findPhoneNumbersInText(text, country as CountryCode)) {
    if (!f.number.isValid() || notAPhone(f.startsAt, f.endsAt, f.number.nationalNumber)) continue;
    found.set(f.startsAt, { national: f.number.formatNational(), e164: f.number.number });
  }
  // The library's finder reads one run of digit groups as one number, so "Auckland 0618 09 320 0504" (a postcode
  // then the phone) gives nothing: national numbers (trunk prefix 0) are also read from runs of groups.
  NATIONAL.lastIndex = 0;
  for (let m = NATIONAL.exec(text); m !== null; m = NATIONAL.exec(text)) {
    const at = m.index;
    const read = nationalInRun(m[0], country);
    if (read === null) continue;
    const start = at + read.start;
    const covered = [...found.keys()].some((k) => k >= at && k < at + m![0].length);
    const national = read.phone.e164.slice(1 + getCountryCallingCode(country as CountryCode).length);
    if (!covered && !notAPhone(start, at + m[0].length, national)) found.set(start, read.phone);
  }
  for (const [, phone] of [...found.entries()].sort((a, b) => a[0] - b[0])) out.push(phone);
  return out;
}

const EU_SERVICE = /^116\d{3}$/;
/** An IBAN ("DE89 3704 0044 0532 0130 00"): its digit groups are no phone. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
/** A registry, tax or bank label right before a number ("USt-IdNr.", "Steuer-Nr.", "HRB", "P. IVA", "SIRET", "KvK"). */
const REGISTRY_BEFORE =
  /(?:\bIBAN|\bBIC|\bSWIFT|\bUSt|\bSteuer|\bSt\.?-?Nr|\bHRB|\bVAT|\bTVA|\bSIRE[NT]|\bP\.?\s?IVA|\bPartita IVA|\bC\.F\.|\bNIF|\bCIF|\bKvK|\bBTW|\bABN|\bACN|\bReg(?:istration)?\.?\s?No|\bCompany No)\W{0,4}(?:[\w-]+\W{1,3})?$/i;

/** A run of digit groups starting with a trunk 0 ("0618 09 320 0504", "(09) 391 6455", "020 8748 1381"). */
const NATIONAL = /(?<![\d+])(?:\(0\d{1,4}\)|0\d{1,4})(?:[\s.-]{1,2}\(?\d{2,5}\)?){1,5}(?!\d)/g;

const groupLengths = (s: string) =>
  s
    .split(/\D+/)
    .filter(Boolean)
    .map((g) => g.length)
    .join(",");

/**
 * The number in a run of digit groups: every stretch of whole groups that starts with a trunk 0 and is a valid
 * number; one written in the country's own grouping ("09 320 0504" is "09 320 0504" once formatted, "0618 09 320"
 * would be "06 180 9320") wins, then the earliest and longest.
 */
function nationalInRun(run: string, country: string): { phone: Phone; start: number } | null {
  const groups: { text: string; at: number }[] = [];
  for (const g of run.matchAll(/\(?\d+\)?/g)) groups.push({ text: g[0], at: g.index });
  let fallback: { phone: Phone; start: number } | null = null;
  for (let i = 0; i < groups.length; i++) {
    if (!/^\(?0/.test(groups[i]?.text ?? "")) continue;
    for (let j = groups.length; j >= i + 2; j--) {
      const first = groups[i]!;
      const last = groups[j - 1]!;
      const written = run.slice(first.at, last.at + last.text.length);
      const phone = readPhone(written, country);
      if (phone === null) continue;
      if (groupLengths(written) === groupLengths(phone.national)) return { phone, start: first.at };
      fallback ??= { phone, start: first.at };
    }
  }
  return fallback;
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

/**
 * The country of the numbers a site writes with their country code in its text ("+254 720 400391",
 * "+20 100 4000 777"), the one written most; null when there are none.
 */
export function countryFromTextNumbers(texts: readonly string[]): string | null {
  const countries: string[] = [];
  const pattern = /(?<![\w+])\+\s?(\d[\d\s().-]{6,17}\d)(?![\d-])/g;
  for (const text of texts) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const parsed = parsePhoneNumberFromString(`+${m[1] ?? ""}`);
      if (parsed?.isValid() && parsed.country) countries.push(parsed.country);
    }
  }
  return mostFrequent(countries);
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
