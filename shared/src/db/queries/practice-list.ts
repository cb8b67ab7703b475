import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  DEFAULT_SORT,
  type PracticeSortColumn,
  type SearchableService,
  type SmartSearchFilters,
  type SortOrder,
} from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../client.ts";
import { tableRevisions } from "../schema/table-revisions.ts";
import {
  type CbctStatus,
  cbctStatusRank,
  type LeadType,
  type Practice,
  practiceSearch,
  practices,
} from "../schema/practices.ts";

/** Every condition the leads table, smart search and export can put on the live leads. */
export type PracticeListFilters = Omit<SmartSearchFilters, "text" | "cbctStatus" | "leadType"> & {
  /** Only these practices (an export of selected rows). */
  ids?: number[] | undefined;
  /** Case-insensitive substring of name, doctor, city, state, zip or website. */
  search?: string | undefined;
  cbctStatus?: CbctStatus[] | undefined;
  leadType?: LeadType[] | undefined;
};

export type PracticeSort = { sort: PracticeSortColumn; order: SortOrder };

/** What the API answers for a practice: every column but the internal search text and recycle-bin bookkeeping. */
export type PracticeView = Omit<Practice, "searchText" | "deletedAt" | "deletedBatch" | "deletedBy" | "identityKey">;
/** A practice in a list: also without rawData, which can be large and is only needed for one lead. */
export type PracticeListItem = Omit<PracticeView, "rawData">;

const {
  searchText: _searchText,
  deletedAt: _deletedAt,
  deletedBatch: _deletedBatch,
  deletedBy: _deletedBy,
  // The de-duplication key is bookkeeping (normalised phone and street), not a field a rep reads or exports.
  identityKey: _identityKey,
  ...viewColumns
} = getTableColumns(practices);
const { rawData: _rawData, ...listColumns } = viewColumns;
export { listColumns as practiceListColumns, viewColumns as practiceViewColumns };

/** Leads in the recycle bin are invisible to every read; the partial indexes all carry this same predicate. */
export const isLive: SQL = isNull(practices.deletedAt);

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The quick search as a LIKE pattern on the lower-cased search text, or undefined when there is none. */
function quickSearchPattern(filters: PracticeListFilters): string | undefined {
  const search = filters.search?.trim().toLowerCase();
  return search ? containsPattern(search) : undefined;
}

/** The ids of the live leads whose search text contains the pattern (the search text is lower case: LIKE). */
const searchMatches = (pattern: string) =>
  sql`select ${practiceSearch.practiceId} from ${practiceSearch} where ${practiceSearch.searchText} like ${pattern}`;

const SERVICE_COLUMNS: Record<SearchableService, PgColumn[]> = {
  implants: [practices.hasImplants, practices.hasImplantPlacement],
  oralSurgery: [practices.hasOralSurgery],
  ortho: [practices.hasOrtho, practices.hasTraditionalOrtho, practices.isOrthoSpecialist],
  invisalign: [practices.hasInvisalign, practices.hasInvisalignOnly],
  endo: [practices.hasEndo],
  sedation: [practices.hasSedation],
  sleep: [practices.hasSleep],
  intraoralScanner: [practices.hasIntraoralScanner, practices.hasIoScanner],
};

export function practiceListWhere(filters: PracticeListFilters): SQL {
  const conditions: SQL[] = [isLive];
  if (filters.ids) conditions.push(inArray(practices.id, filters.ids));
  const search = quickSearchPattern(filters);
  // practice_search holds each live lead's lower-cased search text behind a trigram index (see the schema).
  if (search) conditions.push(sql`${practices.id} in (${searchMatches(search)})`);
  if (filters.cbctStatus?.length) conditions.push(inArray(practices.cbctStatus, filters.cbctStatus));
  if (filters.leadType?.length) conditions.push(inArray(practices.leadType, filters.leadType));
  const city = filters.city?.trim();
  if (city) conditions.push(sql`lower(${practices.city}) = ${city.toLowerCase()}`);
  const state = filters.state?.trim();
  if (state) conditions.push(eq(practices.state, state.toUpperCase()));
  for (const service of filters.services ?? []) {
    conditions.push(or(...SERVICE_COLUMNS[service].map((c) => eq(c, true)))!);
  }
  if (filters.minLeadScore !== undefined) conditions.push(gte(practices.leadScore, filters.minLeadScore));
  if (filters.maxLeadScore !== undefined) conditions.push(lte(practices.leadScore, filters.maxLeadScore));
  const make = filters.scannerMake?.trim();
  if (make) conditions.push(sql`lower(${practices.cbctManufacturer}) = ${make.toLowerCase()}`);
  if (filters.minScannerAge !== undefined) conditions.push(gte(practices.cbctAge, filters.minScannerAge));
  if (filters.maxScannerAge !== undefined) conditions.push(lte(practices.cbctAge, filters.maxScannerAge));
  if (filters.replacementPriority) conditions.push(eq(practices.replacementPriority, filters.replacementPriority));
  return and(...conditions)!;
}

/**
 * ORDER BY for each sortable column, ending in id so pages never overlap or skip. Every key runs in the same
 * direction, so one index (scanned forward or backward) serves both orders: see the partial indexes on the table.
 */
export function practiceOrderBy({ sort, order }: PracticeSort): SQL[] {
  const dir = order === "asc" ? asc : desc;
  const keys: Record<PracticeSortColumn, Array<PgColumn | SQL>> = {
    leadScore: [practices.leadScore, practices.lastUpdated],
    practiceName: [sql`lower(${practices.practiceName})`],
    cbctStatus: [sql`(${cbctStatusRank(practices.cbctStatus)})`, practices.leadScore],
    location: [practices.state, sql`lower(${practices.city})`],
    lastUpdated: [practices.lastUpdated],
    // Ids are handed out in insert order, so the id alone is "when the lead was added" (practices_live_added_idx).
    added: [],
  };
  return [...keys[sort], practices.id].map((k) => dir(k));
}

/** From this offset on, a page is found by its ids first (see listPractices). */
export const DEEP_OFFSET = 1000;
/**
 * From this offset on, a page is worth counting first so it can be read from the nearer end: skipping 10,000 index
 * entries costs a few milliseconds, less than waiting for a filtered count before starting.
 */
export const FROM_END_OFFSET = 10_000;

/**
 * One page of leads. A first page reads its 20-100 rows down the sort's index. A deep page (page 5,000 of 10,000)
 * cannot skip rows without reading them, so two things keep it cheap at 200,000 leads:
 * - the rows skipped are index entries, not leads: the page's ids come from the sort's index alone (an index-only
 *   scan reads ~30 bytes a lead instead of ~4 KB), and only the page's own rows are read from the table;
 * - from the middle on, the page is counted from the other end (when `total` is known): the last page skips
 *   nothing, the middle page skips half the leads, never more.
 */
export async function listPractices(
  db: Db,
  filters: PracticeListFilters,
  page: { limit: number; offset: number; sort?: PracticeSort; total?: number },
): Promise<PracticeListItem[]> {
  const sort = page.sort ?? DEFAULT_SORT;
  const where = practiceListWhere(filters);
  if (page.offset < DEEP_OFFSET) {
    return db
      .select(listColumns)
      .from(practices)
      .where(where)
      .orderBy(...practiceOrderBy(sort))
      .limit(page.limit)
      .offset(page.offset);
  }
  let { limit, offset } = page;
  let order = sort;
  const fromEnd = page.total !== undefined && offset > page.total / 2;
  if (fromEnd) {
    const total = page.total!;
    if (offset >= total) return [];
    limit = Math.min(limit, total - offset);
    offset = total - offset - limit;
    order = { sort: sort.sort, order: sort.order === "asc" ? "desc" : "asc" };
  }
  const ids = db
    .select({ id: practices.id })
    .from(practices)
    .where(where)
    .orderBy(...practiceOrderBy(order))
    .limit(limit)
    .offset(offset);
  return db
    .select(listColumns)
    .from(practices)
    .where(and(isLive, inArray(practices.id, ids)))
    .orderBy(...practiceOrderBy(sort));
}

/**
 * The leads table's change token: a counter that a statement-level trigger moves on every insert, update, delete or
 * truncate of dental_practices (migration 0006). One primary-key read, whatever the size of the table and whether or
 * not it has been vacuumed; any change anywhere refreshes every page and count keyed by it.
 */
export async function practicesRevision(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db
    .select({ revision: tableRevisions.revision })
    .from(tableRevisions)
    .where(eq(tableRevisions.tableName, "dental_practices"));
  return row?.revision ?? 0;
}

/** How many live leads match (X-Total-Count); the filter indexes answer single filters without reading rows. */
export async function countPractices(db: Db, filters: PracticeListFilters): Promise<number> {
  const { search, ...others } = filters;
  if (selectsAll(filters)) {
    // Every live lead: practice_search has exactly one narrow row (~140 bytes) per live lead, so a plain scan of it
    // counts 200,000 in ~20 ms, vacuumed or not (an index-only count of the leads needs the visibility map).
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(practiceSearch);
    return row?.count ?? 0;
  }
  const pattern = quickSearchPattern({ search });
  if (pattern && selectsAll(others)) {
    // The quick search alone: practice_search has exactly the live leads, so its narrow rows answer the count.
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(practiceSearch)
      .where(sql`${practiceSearch.searchText} like ${pattern}`);
    return row?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(practices)
    .where(practiceListWhere(filters));
  return row?.count ?? 0;
}

/** True when the filters select every live lead (the live summary's count is then the total). */
export function selectsAll(filters: PracticeListFilters): boolean {
  return Object.values(filters).every((v) => v === undefined);
}
