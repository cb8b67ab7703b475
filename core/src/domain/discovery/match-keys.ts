import { normalizeUsPhone } from "../extraction/phone.ts";
import { siteDomain } from "../site-domain.ts";

/** Ten digits, or null for anything that is not a US number. */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const normalized = normalizeUsPhone(phone);
  return normalized ? normalized.replace(/\D/g, "") : null;
}

const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  circle: "cir",
  terrace: "ter",
  square: "sq",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
};
const UNIT = /\b(?:suite|ste|unit|apt|#|bldg|building|floor|fl)\b.*$/;

/**
 * "100 Princess Anne Street, Suite 2" and "100 PRINCESS ANNE ST" in 22401 are the same place: house number, street
 * words abbreviated the USPS way, the 5-digit zip. Suites are dropped because registries often omit them; two practices
 * in one building are told apart by their phone and name only if their streets differ, a known, accepted over-merge.
 */
export function addressKey(address: string | null | undefined, zipCode: string | null | undefined): string | null {
  if (!address || !zipCode) return null;
  const zip = zipCode.replace(/\D/g, "").slice(0, 5);
  if (zip.length !== 5) return null;
  const line = address
    .toLowerCase()
    .replace(/[.,]/g, " ")
    .replace(UNIT, "")
    .replace(/#.*$/, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w);
  if (line.length < 2 || !/^\d+[a-z]?$/.test(line[0]!)) return null;
  return `${line.join(" ")}|${zip}`;
}

/** The lead's website key (see siteDomain), or null for something that is not an http(s) URL. */
export function websiteKey(website: string | null | undefined): string | null {
  if (!website) return null;
  const raw = website.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username) return null;
    return siteDomain(url);
  } catch {
    return null;
  }
}
