import type { JsonLdNode } from "./json-ld.ts";
import { nodeProps, textProp } from "./json-ld.ts";

const NAMES: Record<string, string> = {
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  america: "US",
  canada: "CA",
  "united kingdom": "GB",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "great britain": "GB",
  australia: "AU",
  "new zealand": "NZ",
  ireland: "IE",
  germany: "DE",
  deutschland: "DE",
  france: "FR",
  spain: "ES",
  españa: "ES",
  italy: "IT",
  italia: "IT",
  netherlands: "NL",
  gibraltar: "GI",
  romania: "RO",
  românia: "RO",
  india: "IN",
  mexico: "MX",
  méxico: "MX",
  "south africa": "ZA",
  switzerland: "CH",
  austria: "AT",
  belgium: "BE",
  portugal: "PT",
  poland: "PL",
  sweden: "SE",
  norway: "NO",
  denmark: "DK",
  "united arab emirates": "AE",
  uae: "AE",
  "u.a.e": "AE",
  singapore: "SG",
  kenya: "KE",
  egypt: "EG",
  albania: "AL",
  shqipëri: "AL",
  shqiperia: "AL",
  malaysia: "MY",
  nigeria: "NG",
  ghana: "GH",
  uganda: "UG",
  tanzania: "TZ",
  pakistan: "PK",
  "saudi arabia": "SA",
  qatar: "QA",
  turkey: "TR",
  türkiye: "TR",
  greece: "GR",
  lithuania: "LT",
  lietuva: "LT",
  hungary: "HU",
  croatia: "HR",
  "bosnia and herzegovina": "BA",
  colombia: "CO",
  brazil: "BR",
  brasil: "BR",
  philippines: "PH",
  indonesia: "ID",
  "sri lanka": "LK",
  bangladesh: "BD",
  nepal: "NP",
};

/** The names a country goes by in addresses ("Kenya"; "UAE", "United Arab Emirates"), longest first. */
export function countryNamesOf(code: string): string[] {
  return Object.entries(NAMES)
    .filter(([, c]) => c === code)
    .map(([name]) => name.replace(/(^|\s)\p{Ll}/gu, (x) => x.toUpperCase()))
    .sort((a, b) => b.length - a.length);
}

/** Every country name the module knows, longest first (for "…, Kenya" at the end of an address). */
export const COUNTRY_NAMES: readonly string[] = Object.keys(NAMES).sort((a, b) => b.length - a.length);

/** Country-code top-level domains that are sold as generic names, so say nothing about where a practice is. */
const GENERIC_CCTLDS = new Set(["us", "co", "io", "me", "tv", "ai", "ly", "fm", "ws", "cc", "la", "to", "am", "gg"]);

/** "US", "USA", "United States", "Canada", "CA" -> ISO 3166-1 alpha-2; null when unknown. */
export function countryCode(value: string | null): string | null {
  const v = (value ?? "").trim();
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase() === "UK" ? "GB" : v.toUpperCase();
  return NAMES[v.toLowerCase()] ?? NAMES[v.toLowerCase().replace(/\./g, "")] ?? null;
}

/** The country a business node declares in its address. */
export function declaredCountry(node: JsonLdNode): string | null {
  for (const address of nodeProps(node, "address")) {
    const code = countryCode(textProp(address, "addressCountry"));
    if (code) return code;
  }
  return null;
}

/** The country a host's top-level domain names ("smile.co.uk" -> "GB"), or null for .com and generic ccTLDs. */
export function countryFromHost(host: string): string | null {
  const tld = host.replace(/:\d+$/, "").split(".").at(-1)?.toLowerCase() ?? "";
  if (!/^[a-z]{2}$/.test(tld) || GENERIC_CCTLDS.has(tld)) return null;
  return tld === "uk" ? "GB" : tld.toUpperCase();
}
