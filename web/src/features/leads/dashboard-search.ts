import { DEFAULT_SORT, PRACTICE_SORT_COLUMNS, SORT_ORDERS } from "@cbct/core/contracts/leads-workspace";
import type { SearchSchemaInput } from "@tanstack/react-router";
import { z } from "zod";
import { CBCT_STATUS_OPTIONS, LEAD_TYPE_OPTIONS } from "../map/map-search.ts";
import type { LeadListParams } from "./lead-list-query.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from "./pagination.ts";

/** The longest filter text kept from a URL (the API refuses longer ones; a hand-edited link must not break the page). */
const MAX_TEXT = 500;

/**
 * TanStack Router reads `?page=2` as the number 2 and `?city=123` as the number 123: a text param accepts both, and
 * anything else (a list, an object, a text too long) becomes "".
 */
const text = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().max(MAX_TEXT)).catch("");
/** A value out of a fixed list, or "" (no filter) for anything else. */
const oneOf = (values: readonly [string, ...string[]]) => z.enum(values).or(z.literal("")).catch("");

/**
 * The dashboard's list state in the URL (/dashboard?page=2&sort=practiceName&order=asc&cbctStatus=confirmed...): the
 * page, page size, sort, order, the classic filters and the smart search. Every field falls back to its default on a
 * missing or invalid value, so a hand-edited or stale link shows a sensible table, never an error page. The filter
 * names are the map's (/map), so switching between the table and the map keeps them.
 */
export const dashboardSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  pageSize: z.coerce
    .number()
    .refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE)
    .transform((n) => n as PageSize),
  sort: z.enum(PRACTICE_SORT_COLUMNS).catch(DEFAULT_SORT.sort),
  order: z.enum(SORT_ORDERS).catch(DEFAULT_SORT.order),
  smartSearch: text,
  search: text,
  cbctStatus: oneOf(CBCT_STATUS_OPTIONS),
  leadType: oneOf(LEAD_TYPE_OPTIONS),
  city: text,
  /** A lead whose details open (a territory alert's link, issue 22); dropped when the dialog closes. */
  lead: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
});
export type DashboardSearch = z.output<typeof dashboardSearchSchema>;

/**
 * The router's validateSearch for / and /dashboard: never throws. Its input is optional field by field, so a link to
 * /dashboard needs no search at all (SearchSchemaInput tells the router to type links by this input).
 */
export function validateDashboardSearch(search: Partial<DashboardSearch> & SearchSchemaInput): DashboardSearch {
  return parseDashboardSearch(search as Record<string, unknown>);
}

/** Whatever a URL holds, as a valid DashboardSearch (bad or missing values take their defaults). */
export function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return dashboardSearchSchema.parse(search);
}

/** The state of a plain /dashboard (left out of links, so a default view has a clean address). */
export const DASHBOARD_SEARCH_DEFAULTS: DashboardSearch = parseDashboardSearch({});

export function listParamsOf(search: DashboardSearch): LeadListParams {
  const { page, pageSize, sort, order, smartSearch, search: text_, cbctStatus, leadType, city } = search;
  return { page, pageSize, sort, order, smartSearch, filters: { search: text_, cbctStatus, leadType, city } };
}

export function searchOf(params: LeadListParams): DashboardSearch {
  const { page, pageSize, sort, order, smartSearch, filters } = params;
  return { page, pageSize, sort, order, smartSearch, ...filters } as DashboardSearch;
}
