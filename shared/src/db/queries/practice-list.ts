import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  DEFAULT_SORT,
  type PracticeSortColumn,
  type SearchableService,
  type SmartSearchFilters,
  type SortOrder,
} from "../../contracts/leads-workspace.ts";
import type { Db } from "../client.ts";
import { type CbctStatus, cbctStatusRank, type LeadType, type Practice, practices } from "../schema/practices.ts";

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
export type PracticeView = Omit<Practice, "searchText" | "deletedAt" | "deletedBatch" | "deletedBy">;
/** A practice in a list: also without rawData, which can be large and is only needed for one lead. */
export type PracticeListItem = Omit<PracticeView, "rawData">;

const {
  searchText: _searchText,
  deletedAt: _deletedAt,
  deletedBatch: _deletedBatch,
  deletedBy: _deletedBy,
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
  const search = filters.search?.trim().toLowerCase();
  // searchText is lower(name || doctor || city || state || zip || website...), behind a trigram index.
  if (search) conditions.push(sql`${practices.searchText} ilike ${containsPattern(search)}`);
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
    location: [practices.state, practices.city],
    lastUpdated: [practices.lastUpdated],
  };
  return [...keys[sort], practices.id].map((k) => dir(k));
}

export async function listPractices(
  db: Db,
  filters: PracticeListFilters,
  page: { limit: number; offset: number; sort?: PracticeSort },
): Promise<PracticeListItem[]> {
  return db
    .select(listColumns)
    .from(practices)
    .where(practiceListWhere(filters))
    .orderBy(...practiceOrderBy(page.sort ?? DEFAULT_SORT))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many leads match, and a fingerprint of their state: any insert, edit, re-scrape, score change, clear or restore
 * changes the count, the newest lastUpdated, the highest id or the sum of versions (every write adds one to a
 * version). One aggregate pass, served by an index-only scan when unfiltered: it gives X-Total-Count and the ETag.
 */
export type PracticeSetSummary = { count: number; fingerprint: string };

export async function summarizePractices(db: Db, filters: PracticeListFilters): Promise<PracticeSetSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      fingerprint: sql<string>`count(*) || ':' || coalesce(max(${practices.id}), 0) || ':' || coalesce(sum(${practices.version}), 0) || ':' || coalesce(extract(epoch from max(${practices.lastUpdated})), 0)`,
    })
    .from(practices)
    .where(practiceListWhere(filters));
  return row ?? { count: 0, fingerprint: "0" };
}

const listColumnEntries = Object.entries(listColumns);

/**
 * The matching leads in the list's order, a batch at a time from a server-side cursor: an export of 200,000 leads
 * holds one batch in memory, never the whole set. Breaking out of the loop closes the cursor.
 */
export async function* cursorPractices(
  db: Db,
  filters: PracticeListFilters,
  sort: PracticeSort,
  batchSize = 1000,
): AsyncGenerator<PracticeListItem[]> {
  const query = db
    .select(listColumns)
    .from(practices)
    .where(practiceListWhere(filters))
    .orderBy(...practiceOrderBy(sort))
    .toSQL();
  // Rows come back as arrays in the select's column order; each value goes through its column's own decoder, as
  // drizzle would do (numeric as string, timestamps as Date).
  const cursor = db.$client.unsafe(query.sql, query.params as never[]).values().cursor(batchSize);
  for await (const batch of cursor) {
    yield batch.map((raw: unknown[]) => {
      const row: Record<string, unknown> = {};
      listColumnEntries.forEach(([key, column], i) => {
        const value = raw[i];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      });
      return row as PracticeListItem;
    });
  }
}
