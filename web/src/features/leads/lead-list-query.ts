import {
  DEFAULT_SORT,
  type PracticeSortColumn,
  type SearchInfo,
  type SortOrder,
  TOTAL_COUNT_HEADER,
} from "@cbct/core/contracts/leads-workspace";
import { endpoints } from "@cbct/core/contracts/endpoints";
import { api } from "../../lib/api-client.ts";
import type { Lead, PracticesResponse } from "./lead-types.ts";
import type { PageSize } from "./pagination.ts";

/** The classic filter bar's values (spec 2: hidden, filled in by smart search). Empty means "no filter". */
export type LeadFilters = { search: string; cbctStatus: string; leadType: string; city: string };
export const NO_FILTERS: LeadFilters = { search: "", cbctStatus: "", leadType: "", city: "" };

/** Everything that decides which page of leads the table shows; also the query key's second part. */
export type LeadListParams = {
  page: number;
  pageSize: PageSize;
  sort: PracticeSortColumn;
  order: SortOrder;
  filters: LeadFilters;
  /** A smart-search sentence; when set the server parses it and the classic filters are not sent. */
  smartSearch: string;
};

export const DEFAULT_LIST_PARAMS: Omit<LeadListParams, "pageSize"> = {
  page: 1,
  ...DEFAULT_SORT,
  filters: NO_FILTERS,
  smartSearch: "",
};

/** One page as answered; `page` and `pageSize` say which rows these are (the screen may already ask for others). */
export type LeadPage = { leads: Lead[]; total: number; searchInfo: SearchInfo | null; page: number; pageSize: number };

/** What decides which leads the table lists and in what order, whatever page it shows (the export takes these). */
export type LeadSelection = Pick<LeadListParams, "sort" | "order" | "filters" | "smartSearch">;

/** The filter part of a list query: the smart search, else the classic filters that are set (trimmed). */
export type SearchQuery = Partial<Record<keyof LeadFilters | "smartSearch", string>>;

/** The smart search, else the classic filters that are set: the search part of the list (and export and map) query. */
export function searchQuery(params: Pick<LeadSelection, "filters" | "smartSearch">): SearchQuery {
  if (params.smartSearch.trim()) return { smartSearch: params.smartSearch.trim() };
  const query: SearchQuery = {};
  for (const [key, value] of Object.entries(params.filters) as [keyof LeadFilters, string][])
    if (value.trim()) query[key] = value.trim();
  return query;
}

/** True when a smart search or a classic filter narrows the table (what leadListUrl sends, not what was typed). */
export function isSearchActive(params: LeadSelection): boolean {
  return params.smartSearch.trim() !== "" || Object.values(params.filters).some((value) => value.trim() !== "");
}

/** The GET /api/practices query of one page. */
export function leadListQuery(params: LeadListParams) {
  return {
    sort: params.sort,
    order: params.order,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    ...searchQuery(params),
  };
}

export function leadListUrl(params: LeadListParams): string {
  return api.url(endpoints.practices, { query: leadListQuery(params) });
}

/** The list query without its page (limit, offset): every lead the table's search matches, in the table's order. */
export function leadSelectionQuery(params: LeadSelection) {
  return { sort: params.sort, order: params.order, ...searchQuery(params) };
}

/**
 * One page of leads. The fetch keeps the browser's default cache mode on purpose: the API answers with an ETag, so
 * the 30 s poll is revalidated by the browser's HTTP cache (If-None-Match, 304) and costs next to nothing.
 */
export async function fetchLeadPage(params: LeadListParams, signal?: AbortSignal): Promise<LeadPage> {
  const res = await api.raw(endpoints.practices, { query: leadListQuery(params), signal });
  const body: PracticesResponse = endpoints.practices.response.parse(await res.json());
  const leads = Array.isArray(body) ? body : body.practices;
  const header = Number(res.headers.get(TOTAL_COUNT_HEADER));
  // An API without the header still pages sensibly: at least what arrived.
  const total =
    Number.isFinite(header) && res.headers.has(TOTAL_COUNT_HEADER)
      ? header
      : (params.page - 1) * params.pageSize + leads.length;
  return {
    leads,
    total,
    searchInfo: (!Array.isArray(body) && body.searchInfo) || null,
    page: params.page,
    pageSize: params.pageSize,
  };
}
