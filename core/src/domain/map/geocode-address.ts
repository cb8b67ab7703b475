import type { GeoPrecision } from "../../vocabulary/lead.ts";

/**
 * What the geocoder (issue 22) asks Nominatim for one lead: its street line, city, state and zip as the scrape or a
 * rep left them, or, outside the US, the whole postal address (city/state/zip are US-shaped; see the schema).
 */
export type GeocodeAddress =
  | { kind: "us"; street: string | null; city: string | null; state: string | null; zip: string | null }
  | { kind: "freeform"; text: string; country: string };

export type AddressFields = {
  address: string | null;
  practiceAddress: string | null;
  city: string | null;
  practiceCity: string | null;
  state: string | null;
  practiceState: string | null;
  zipCode: string | null;
  practiceZipCode: string | null;
  country: string | null;
};

const clean = (v: string | null | undefined) => {
  const t = v?.replace(/\s+/g, " ").trim();
  return t ? t : null;
};

/**
 * The address to place a lead by, or null when there is nothing to place it by (no street-city-zip at all): such a
 * lead is "Not on the map: no address". A street alone is not enough (every town has a Main St); a zip or a city
 * with its state is.
 */
export function geocodeAddressOf(lead: AddressFields): GeocodeAddress | null {
  const country = clean(lead.country)?.toUpperCase() ?? "US";
  const street = clean(lead.address) ?? clean(lead.practiceAddress);
  if (country !== "US") return street ? { kind: "freeform", text: street, country } : null;
  const city = clean(lead.city) ?? clean(lead.practiceCity);
  const state = clean(lead.state) ?? clean(lead.practiceState);
  const zipMatch = /^\d{5}/.exec(clean(lead.zipCode) ?? clean(lead.practiceZipCode) ?? "");
  const zip = zipMatch ? zipMatch[0] : null;
  const stateCode = state && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : state;
  if (!zip && !(city && stateCode)) return null;
  // A street line that repeats the city and zip ("12 Main St, Austin, TX 78701") is cut to its first part.
  const streetLine = street ? clean(street.split(",")[0]) : null;
  return { kind: "us", street: streetLine, city, state: stateCode, zip };
}

/**
 * The cache key of an address: lower case, punctuation and repeated spaces gone, "Street"/"St." the same, so
 * "100 Princess Anne St." and "100  princess anne street" share one Nominatim answer.
 */
export function geocodeCacheKey(a: GeocodeAddress): string {
  const norm = (v: string | null) =>
    (v ?? "")
      .toLowerCase()
      .replace(/[.,#]/g, " ")
      .replace(/\b(street)\b/g, "st")
      .replace(/\b(avenue)\b/g, "ave")
      .replace(/\b(road)\b/g, "rd")
      .replace(/\b(suite|ste|unit)\s+\S+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return a.kind === "us"
    ? `us|${norm(a.street)}|${norm(a.city)}|${norm(a.state)}|${a.zip ?? ""}`
    : `${a.country.toLowerCase()}|${norm(a.text)}`;
}

/**
 * How precise a Nominatim hit is, from its jsonv2 fields: a postcode centroid says so in addresstype; otherwise the
 * search rank (30 a house, 26-27 a street, 16 a city; https://nominatim.org/release-docs/latest/customize/Ranking/).
 */
export function hitPrecision(hit: { addresstype?: string | undefined; place_rank?: number | undefined }): GeoPrecision {
  if (hit.addresstype === "postcode") return "postcode";
  const rank = hit.place_rank ?? 0;
  if (rank >= 28) return "address";
  if (rank >= 26) return "street";
  if (rank >= 21) return "postcode";
  return "city";
}
