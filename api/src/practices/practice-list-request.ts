import type { SmartSearchReading } from "@cbct/shared/ai/smart-search-parser";
import {
  DEFAULT_SORT,
  defaultSortOrder,
  type PracticeSortColumn,
  type SortOrder,
} from "@cbct/core/contracts/leads-workspace";
import type { PracticeListFilters, PracticeSort } from "@cbct/shared/db/queries/practice-list";
import type { CbctStatus, LeadType } from "@cbct/shared/db/schema/practices";
import type { AppDeps } from "../deps.ts";

/** The list and export parameters every caller shares (GET /api/practices, GET /api/export/practices). */
export type PracticeListParams = {
  search?: string | undefined;
  smartSearch?: string | undefined;
  cbctStatus?: CbctStatus | undefined;
  leadType?: LeadType | undefined;
  city?: string | undefined;
  state?: string | undefined;
  sort?: PracticeSortColumn | undefined;
  order?: SortOrder | undefined;
};

export type ResolvedListRequest = {
  filters: PracticeListFilters;
  sort: PracticeSort;
  reading: SmartSearchReading | null;
};

/**
 * Turns the query into filters and a sort: the classic filter bar's parameters and, when smartSearch is given, the
 * filters the question was read as. Both apply (a rep can narrow a smart search with the filter bar).
 */
export async function resolveListRequest(
  deps: AppDeps,
  params: PracticeListParams,
  userId: number | null = null,
): Promise<ResolvedListRequest> {
  const question = params.smartSearch?.trim();
  const reading = question ? await deps.smartSearch(question, userId) : null;
  const smart = reading?.filters ?? {};
  const both = <T>(a: T | undefined, b: T[] | undefined): T[] | undefined => {
    if (a === undefined) return b;
    return b ? b.filter((x) => x === a) : [a];
  };
  const filters: PracticeListFilters = {
    ...smart,
    search: params.search?.trim() || smart.text,
    cbctStatus: both(params.cbctStatus, smart.cbctStatus),
    leadType: both(params.leadType, smart.leadType),
    city: params.city?.trim() || smart.city,
    state: params.state ?? smart.state,
  };
  // An explicit filter that contradicts the question leaves no status or type to match: say so with no rows.
  if (filters.cbctStatus?.length === 0) filters.ids = [];
  if (filters.leadType?.length === 0) filters.ids = [];
  const sort: PracticeSort = params.sort
    ? { sort: params.sort, order: params.order ?? defaultSortOrder(params.sort) }
    : { sort: DEFAULT_SORT.sort, order: params.order ?? DEFAULT_SORT.order };
  return { filters, sort, reading };
}
