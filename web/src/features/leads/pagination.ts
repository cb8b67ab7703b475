export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
const NUMBERED_PAGES = 5;

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Spec 2 footer: buttons for the first 5 pages; with more pages, an ellipsis and the last page follow. */
export function pageButtons(totalPages: number): (number | "ellipsis")[] {
  const first = Array.from({ length: Math.min(NUMBERED_PAGES, totalPages) }, (_, i) => i + 1);
  return totalPages > NUMBERED_PAGES ? [...first, "ellipsis", totalPages] : first;
}

/** 'Showing first-last of total' for a 1-based page; an empty list shows 0-0 of 0. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}

/** Local paging (spec 2): the page's slice of the loaded list. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
