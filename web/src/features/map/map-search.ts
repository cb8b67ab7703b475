import { DEFAULT_SORT } from "@cbct/core/contracts/leads-workspace";
import type { LeadFilters, LeadSelection } from "../leads/lead-list-query.ts";

/**
 * The map screen's state in the URL (/map?smartSearch=...&cbctStatus=...&lat=..&lng=..&zoom=..): the same filters and
 * smart search as the leads table, plus the view, so a link or a reload shows the same map.
 */
export type MapSearch = LeadFilters & {
  smartSearch: string;
  lat: number;
  lng: number;
  zoom: number;
  /** Only this territory's leads (issue 22 point 3); absent: all leads. */
  territory?: number;
};

/** The contiguous United States. */
export const DEFAULT_VIEW = { lat: 39.5, lng: -98.35, zoom: 4 } as const;

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 500) : "");
const number = (v: unknown, min: number, max: number, fallback: number) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};
const oneOf = (v: unknown, values: readonly string[]) => (typeof v === "string" && values.includes(v) ? v : "");

export const CBCT_STATUS_OPTIONS = ["confirmed", "likely", "uncertain", "not_detected"] as const;
export const LEAD_TYPE_OPTIONS = ["premium", "hot", "cold"] as const;

/** TanStack Router's validateSearch: whatever the URL holds becomes a valid MapSearch (bad values fall back). */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  return {
    smartSearch: text(search.smartSearch),
    search: text(search.search),
    cbctStatus: oneOf(search.cbctStatus, CBCT_STATUS_OPTIONS),
    leadType: oneOf(search.leadType, LEAD_TYPE_OPTIONS),
    city: text(search.city),
    lat: number(search.lat, -85, 85, DEFAULT_VIEW.lat),
    lng: number(search.lng, -180, 180, DEFAULT_VIEW.lng),
    zoom: Math.round(number(search.zoom, 2, 18, DEFAULT_VIEW.zoom)),
    ...territoryOf(search.territory),
  };
}

function territoryOf(v: unknown): { territory?: number } {
  const n = number(v, 1, 2_147_483_647, NaN);
  return Number.isInteger(n) ? { territory: n } : {};
}

export type MapView = { bbox: [number, number, number, number]; zoom: number };

/** What Export Selected needs to know about the search (the table's default order). */
export function mapLeadSelection(search: MapSearch): LeadSelection {
  const { smartSearch, search: text_, cbctStatus, leadType, city } = search;
  return { ...DEFAULT_SORT, smartSearch, filters: { search: text_, cbctStatus, leadType, city } };
}
