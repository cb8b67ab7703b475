export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
const NUMBERED_PAGES = 5;

export type PageButton = number | "ellipsis" | "ellipsis-end";

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * Spec 2 footer: buttons for the first 5 pages; with more pages, an ellipsis and the last page follow. A current
 * page between them (page 6 of 8) gets its own button between two ellipses, so a button always says where you are.
 */
export function pageButtons(totalPages: number, current = 1): PageButton[] {
  const first: PageButton[] = Array.from({ length: Math.min(NUMBERED_PAGES, totalPages) }, (_, i) => i + 1);
  if (totalPages <= NUMBERED_PAGES) return first;
  if (current > NUMBERED_PAGES && current < totalPages) {
    return [...first, "ellipsis", current, ...(current + 1 < totalPages ? ["ellipsis-end" as const] : []), totalPages];
  }
  return [...first, "ellipsis", totalPages];
}

/** 'Showing first-last of total' for a 1-based page; an empty list shows 0-0 of 0. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: Math.min((page - 1) * pageSize + 1, total), last: Math.min(page * pageSize, total) };
}
