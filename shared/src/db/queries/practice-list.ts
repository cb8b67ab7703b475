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
import { bucketedCount, bucketedPageIds, bucketPlan } from "./practice-list-buckets.ts";
import { tableRevisions } from "../schema/table-revisions.ts";
import {
  type CbctStatus,
  cbctStatusRank,
  type LeadType,
  type Practice,
  practiceListKeys,
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

/**
 * The columns the list filters and sorts on. dental_practices and practice_list_keys (its narrow copy of the live
 * leads' keys) both have them under the same names, so one set of conditions and one ORDER BY serve either.
 */
type ListKeyColumns = Record<
  | "id"
  | "leadScore"
  | "lastUpdated"
  | "practiceName"
  | "cbctStatus"
  | "leadType"
  | "state"
  | "city"
  | "cbctManufacturer"
  | "cbctAge"
  | "replacementPriority"
  | "hasImplants"
  | "hasImplantPlacement"
  | "hasOralSurgery"
  | "hasOrtho"
  | "hasTraditionalOrtho"
  | "isOrthoSpecialist"
  | "hasInvisalign"
  | "hasInvisalignOnly"
  | "hasEndo"
  | "hasSedation"
  | "hasSleep"
  | "hasIntraoralScanner"
  | "hasIoScanner",
  PgColumn
>;

const serviceColumns = (t: ListKeyColumns): Record<SearchableService, PgColumn[]> => ({
  implants: [t.hasImplants, t.hasImplantPlacement],
  oralSurgery: [t.hasOralSurgery],
  ortho: [t.hasOrtho, t.hasTraditionalOrtho, t.isOrthoSpecialist],
  invisalign: [t.hasInvisalign, t.hasInvisalignOnly],
  endo: [t.hasEndo],
  sedation: [t.hasSedation],
  sleep: [t.hasSleep],
  intraoralScanner: [t.hasIntraoralScanner, t.hasIoScanner],
});

/** The filters as conditions on either table's columns (the live-lead condition is the caller's). */
function filterConditions(t: ListKeyColumns, filters: PracticeListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(inArray(t.id, filters.ids));
  const search = quickSearchPattern(filters);
  // practice_search holds each live lead's lower-cased search text behind a trigram index (see the schema).
  if (search) conditions.push(sql`${t.id} in (${searchMatches(search)})`);
  if (filters.cbctStatus?.length) conditions.push(inArray(t.cbctStatus, filters.cbctStatus));
  if (filters.leadType?.length) conditions.push(inArray(t.leadType, filters.leadType));
  const city = filters.city?.trim();
  if (city) conditions.push(sql`lower(${t.city}) = ${city.toLowerCase()}`);
  const state = filters.state?.trim();
  if (state) conditions.push(eq(t.state, state.toUpperCase()));
  const services = serviceColumns(t);
  for (const service of filters.services ?? []) {
    conditions.push(or(...services[service].map((c) => eq(c, true)))!);
  }
  if (filters.minLeadScore !== undefined) conditions.push(gte(t.leadScore, filters.minLeadScore));
  if (filters.maxLeadScore !== undefined) conditions.push(lte(t.leadScore, filters.maxLeadScore));
  const make = filters.scannerMake?.trim();
  if (make) conditions.push(sql`lower(${t.cbctManufacturer}) = ${make.toLowerCase()}`);
  if (filters.minScannerAge !== undefined) conditions.push(gte(t.cbctAge, filters.minScannerAge));
  if (filters.maxScannerAge !== undefined) conditions.push(lte(t.cbctAge, filters.maxScannerAge));
  if (filters.replacementPriority) conditions.push(eq(t.replacementPriority, filters.replacementPriority));
  return conditions;
}

export function practiceListWhere(filters: PracticeListFilters): SQL {
  return and(isLive, ...filterConditions(practices, filters))!;
}

/** The same filters on practice_list_keys, whose rows are all live leads (true when there is no filter). */
function listKeysWhere(filters: PracticeListFilters): SQL {
  return and(sql`true`, ...filterConditions(practiceListKeys, filters))!;
}

/**
 * ORDER BY for each sortable column, ending in id so pages never overlap or skip. Every key runs in the same
 * direction, so one index (scanned forward or backward) serves both orders: see the partial indexes on the table.
 */
export function practiceOrderBy(sort: PracticeSort, t: ListKeyColumns = practices): SQL[] {
  const dir = sort.order === "asc" ? asc : desc;
  const keys: Record<PracticeSortColumn, Array<PgColumn | SQL>> = {
    leadScore: [t.leadScore, t.lastUpdated],
    practiceName: [sql`lower(${t.practiceName})`],
    cbctStatus: [sql`(${cbctStatusRank(t.cbctStatus)})`, t.leadScore],
    location: [t.state, sql`lower(${t.city})`],
    lastUpdated: [t.lastUpdated],
    // Ids are handed out in insert order, so the id alone is "when the lead was added" (practices_live_added_idx).
    added: [],
  };
  return [...keys[sort.sort], t.id].map((k) => dir(k));
}

/** From this offset on, a page is found by its ids first, in practice_list_keys (see listPractices). */
export const DEEP_OFFSET = 100;
/**
 * From this offset on, a page is worth counting first so it can be read from the nearer end: skipping 10,000 index
 * entries costs a few milliseconds, less than waiting for a filtered count before starting.
 */
export const FROM_END_OFFSET = 10_000;

/**
 * One page of leads. A first page reads its 20-100 rows down the sort's index. A deep page (page 5,000 of 10,000)
 * cannot skip rows without reading them, so two things keep it cheap at 200,000 leads:
 * - the rows skipped are narrow rows, not leads: the page's ids come from practice_list_keys (the same order and
 *   filters over ~130-byte copies of the keys), and only the page's own rows are read from the leads table. An
 *   index-only scan of the leads' own index would do as well once VACUUM has set the visibility map, but until then
 *   it visits one 8 KB page of the leads per skipped row (2-3 s at offset 100,000);
 * - the whole list (any sort), or one state, status or lead type by score, skips whole buckets by their kept counts
 *   and walks only the bucket the offset falls in (practice-list-buckets.ts): at most ~13,500 narrow rows at
 *   200,000 leads, vacuumed or not;
 * - a filtered list is read from the nearer end when `total` is known: the last page skips nothing, the middle page
 *   skips half the matching leads, never more.
 */
export async function listPractices(
  db: Db,
  filters: PracticeListFilters,
  page: { limit: number; offset: number; sort?: PracticeSort; total?: number },
): Promise<PracticeListItem[]> {
  const sort = page.sort ?? DEFAULT_SORT;
  if (page.offset < DEEP_OFFSET) {
    return db
      .select(listColumns)
      .from(practices)
      .where(practiceListWhere(filters))
      .orderBy(...practiceOrderBy(sort))
      .limit(page.limit)
      .offset(page.offset);
  }
  const plan = bucketPlan(filters, sort.sort);
  if (plan) {
    // The whole list, or one state, status or type by score: the buckets' counts say where the offset falls, so only
    // one bucket is walked (see practice-list-buckets.ts). Counts, keys and leads are read in one snapshot.
    return db.transaction(
      async (tx) => {
        const ids = await bucketedPageIds(tx, plan, sort.order, page.offset, page.limit, (order) => [
          ...practiceOrderBy({ sort: sort.sort, order }, practiceListKeys),
        ]);
        if (ids.length === 0) return [];
        return tx
          .select(listColumns)
          .from(practices)
          .where(and(isLive, inArray(practices.id, ids)))
          .orderBy(...practiceOrderBy(sort));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
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
  // Same snapshot, same values (the triggers write the keys in the lead's own transaction): the ids are the page.
  const ids = db
    .select({ id: practiceListKeys.id })
    .from(practiceListKeys)
    .where(listKeysWhere(filters))
    .orderBy(...practiceOrderBy(order, practiceListKeys))
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

/**
 * How many live leads match (X-Total-Count). Counted in the narrow tables (practice_search, practice_list_keys), never
 * in the leads: a count over the leads' indexes reads the leads' heap until VACUUM has set the visibility map (1.1 s
 * for state=TX at 200,000 leads); over practice_list_keys it reads ~30 MB at most, vacuumed or not.
 */
export async function countPractices(db: Db, filters: PracticeListFilters): Promise<number> {
  const { search, ...others } = filters;
  // Every live lead, or one state, status or type: the sum of its bucket counts (kept by trigger, migration 0014).
  const plan = bucketPlan(filters, "leadScore");
  if (plan) return bucketedCount(db, plan);
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
    .from(practiceListKeys)
    .where(listKeysWhere(filters));
  return row?.count ?? 0;
}

/** True when the filters select every live lead (the live summary's count is then the total). */
export function selectsAll(filters: PracticeListFilters): boolean {
  return Object.values(filters).every((v) => v === undefined);
}
