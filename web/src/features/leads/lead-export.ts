import { endpoints } from "@cbct/core/contracts/endpoints";
import { MAX_SELECTED_EXPORT } from "@cbct/core/contracts/practices";
import { api } from "../../lib/api-client.ts";
import { isSearchActive, type LeadSelection, leadSelectionQuery } from "./lead-list-query.ts";

/**
 * Export All: the table's smart search or classic filters and its sort, as the list query sends them, without the
 * page. The browser downloads it itself (streamed to disk), so 200,000 leads never sit in the page's memory.
 */
export function exportAllUrl(params: LeadSelection): string {
  return api.url(endpoints.exportAll, { query: { ...leadSelectionQuery(params), format: "csv" } });
}

/** The POST body of Export Selected (the ids, in the table's order; thousands of ids do not fit in a URL). */
export type ExportSelectedBody = {
  practiceIds: number[];
  format: "csv";
  sort: LeadSelection["sort"];
  order: LeadSelection["order"];
};

/**
 * Only the ids and the sort: the selection is kept across searches, so sending the table's current search as well
 * would silently drop selected leads it does not match.
 */
export function exportSelectedBody(ids: readonly number[], params: LeadSelection): ExportSelectedBody {
  return { practiceIds: [...ids], format: "csv", sort: params.sort, order: params.order };
}

/** Why a selection cannot be exported as one (null when it can): the API takes at most MAX_SELECTED_EXPORT ids. */
export function selectedExportProblem(count: number): string | null {
  if (count <= MAX_SELECTED_EXPORT) return null;
  return (
    `At most ${MAX_SELECTED_EXPORT.toLocaleString("en-US")} selected leads can be exported at once ` +
    `(${count.toLocaleString("en-US")} are selected). Use Export All with a search instead.`
  );
}

/**
 * The "Export Started" text of Export All. `total` is the table's count for exactly these parameters, or null when
 * the table has not counted them yet (a new search still loading).
 */
export function exportAllDescription(params: LeadSelection, total: number | null): string {
  if (!isSearchActive(params)) return "Exporting all leads";
  if (total === null) return "Exporting the leads matching your search";
  return `Exporting ${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"} matching your search`;
}

/** The file name the server gave (`attachment; filename="dental-leads-2026-01-31.csv"`), else today's default. */
export function exportFileName(contentDisposition: string | null, now = new Date()): string {
  const named =
    contentDisposition?.match(/filename="([^"]+)"/i)?.[1] ?? contentDisposition?.match(/filename=([^;\s]+)/i)?.[1];
  return named || `dental-leads-${now.toISOString().slice(0, 10)}.csv`;
}
