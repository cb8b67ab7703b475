/**
 * The lead's vocabulary: the values a lead's enum columns take. The drizzle schema (shared/src/db/schema) types its
 * columns with these lists and the contracts validate with them, so the words live here, once, where the browser can
 * import them without the database layer.
 */

/** What the detector concluded about a practice's CBCT scanner, strongest first. */
export const CBCT_STATUSES = ["confirmed", "likely", "uncertain", "not_detected"] as const;
export type CbctStatus = (typeof CBCT_STATUSES)[number];

export const LEAD_TYPES = ["premium", "hot", "cold"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Where a lead came from, for trust and reporting. */
export const DISCOVERY_SOURCES = ["scrape", "nppes", "osm", "places", "manual", "import"] as const;
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number];

/** Where a lead's point on the map came from: a discovery provider gave it, or Nominatim geocoded the address. */
export const GEO_SOURCES = ["provider", "nominatim"] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

/** How close the point is (address .. city), or why the lead is not on the map (no_address, not_found). */
export const GEO_PRECISIONS = ["address", "street", "postcode", "city", "no_address", "not_found"] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];
