import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PracticeSortColumn } from "@cbct/core/contracts/leads-workspace";
import {
  type CbctStatus,
  cbctStatusRank,
  type LeadType,
  type PracticeListDim,
  practiceListCounts,
  practiceListKeys,
} from "../schema/practices.ts";
import type { PracticeListFilters } from "./practice-list.ts";

/**
 * Deep pages without walking every row before them (migration 0014): the whole list in every sort, and a list of one
 * state, status or lead type by score.
 *
 * practice_list_counts holds, per sort, the number of live leads in each bucket of the sort's leading key: a score, a
 * status and score, a state, a UTC day, a range of names, a block of 1,024 ids. Every bucket is one contiguous run of
 * the list's order, so the page at offset 100,000 is found by adding up bucket sizes (a few hundred rows) until the
 * offset is passed, then walking that bucket alone, from whichever of its ends is nearer. The biggest bucket at
 * 200,000 seeded leads is a state of ~27,000, so a walk passes at most ~13,500 rows where it passed 100,000, and the
 * page costs the same whether or not VACUUM has run. The counts and keys are read in one snapshot (the caller's
 * repeatable-read transaction), where they agree exactly: the triggers write both in the lead's own transaction.
 */

type Tx = Parameters<Parameters<import("../client.ts").Db["transaction"]>[0]>[0];
type Direction = "asc" | "desc";
type Bucket = { a: number; b: string; n: number };

/** The bucket dimension each sort walks (practice_list_buckets in migration 0014 computes a lead's bucket in each). */
export const SORT_DIMENSION: Record<PracticeSortColumn, PracticeListDim> = {
  leadScore: "score",
  cbctStatus: "status",
  location: "location",
  lastUpdated: "updated",
  practiceName: "name",
  added: "added",
};

const DAY_MS = 86_400_000;
const ID_BLOCK = 1024;
/** The status bucket packs (rank, score) as rank * 2^20 + score + 2^19 (see the migration). */
const RANK_UNIT = 1_048_576;
const SCORE_BIAS = 524_288;

/** The rows of practice_list_keys in one bucket of a dimension, as a condition its sort index serves. */
function inBucket(dim: PracticeListDim, bucket: Bucket, nameBounds: readonly string[]): SQL {
  const t = practiceListKeys;
  const { a, b } = bucket;
  switch (dim) {
    case "score":
      return eq(t.leadScore, a);
    case "status": {
      const rank = Math.floor(a / RANK_UNIT);
      return and(sql`(${cbctStatusRank(t.cbctStatus)}) = ${rank}`, eq(t.leadScore, a - rank * RANK_UNIT - SCORE_BIAS))!;
    }
    case "location":
      return a === 1 ? isNull(t.state) : eq(t.state, b);
    case "updated":
      return and(gte(t.lastUpdated, new Date(a * DAY_MS)), lt(t.lastUpdated, new Date((a + 1) * DAY_MS)))!;
    case "name": {
      // width_bucket: bucket i (1-based) holds bounds[i] <= name < bounds[i + 1]; 0 is below the first bound.
      const name = sql`lower(${t.practiceName})`;
      const from = a >= 1 ? sql`${name} >= ${nameBounds[a - 1]}` : undefined;
      const to = a < nameBounds.length ? sql`${name} < ${nameBounds[a]}` : undefined;
      return and(sql`true`, from, to)!;
    }
    case "added":
      return and(gte(t.id, a * ID_BLOCK), lt(t.id, (a + 1) * ID_BLOCK))!;
    case "score@state":
      return and(eq(t.state, b), eq(t.leadScore, a))!;
    case "score@status":
      return and(eq(t.cbctStatus, b as CbctStatus), eq(t.leadScore, a))!;
    case "score@type":
      return and(eq(t.leadType, b as LeadType), eq(t.leadScore, a))!;
    case "age@status":
    case "category":
    case "make":
      // The dashboard's counts: no list is ordered by them.
      throw new Error(`no list walks the ${dim} buckets`);
  }
}

/** Which buckets a list walks: a dimension, and for a filtered one the filter's value (`b`). */
export type BucketPlan = { dim: PracticeListDim; b?: string };

/**
 * The buckets that serve a list, or null when none do (it is then walked row by row in practice_list_keys): the whole
 * list in any sort, or a list filtered on exactly one state, one status or one lead type in the default sort (score,
 * either order), the views a rep opens most.
 */
export function bucketPlan(filters: PracticeListFilters, sort: PracticeSortColumn): BucketPlan | null {
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (given.length === 0) return { dim: SORT_DIMENSION[sort] };
  if (given.length !== 1 || sort !== "leadScore") return null;
  const state = filters.state?.trim();
  if (state) return { dim: "score@state", b: state.toUpperCase() };
  if (filters.cbctStatus?.length === 1) return { dim: "score@status", b: filters.cbctStatus[0]! };
  if (filters.leadType?.length === 1) return { dim: "score@type", b: filters.leadType[0]! };
  return null;
}

/** The conditions on practiceListCounts that select a plan's buckets. */
const planRows = (plan: BucketPlan): SQL =>
  and(
    eq(practiceListCounts.dim, plan.dim),
    plan.b === undefined ? undefined : eq(practiceListCounts.b, plan.b),
    sql`${practiceListCounts.n} <> 0`,
  )!;

/**
 * The ids of the plan's list at [offset, offset + limit) in the given order, read inside `tx` (a repeatable-read
 * transaction, so the counts and the keys are one snapshot). `orderBy` is the list's ORDER BY over practice_list_keys
 * in either direction (practiceOrderBy).
 */
export async function bucketedPageIds(
  tx: Tx,
  plan: BucketPlan,
  order: Direction,
  offset: number,
  limit: number,
  orderBy: (order: Direction) => SQL[],
): Promise<number[]> {
  const { dim } = plan;
  const dir = order === "asc" ? asc : desc;
  const buckets: Bucket[] = await tx
    .select({ a: practiceListCounts.a, b: practiceListCounts.b, n: practiceListCounts.n })
    .from(practiceListCounts)
    .where(planRows(plan))
    .orderBy(dir(practiceListCounts.a), dir(practiceListCounts.b));
  let nameBounds: string[] = [];
  if (dim === "name") {
    const [row] = await tx.execute<{ bounds: string[] }>(sql`select practice_name_bounds() as bounds`);
    nameBounds = row!.bounds;
  }
  const reverse: Direction = order === "asc" ? "desc" : "asc";
  const ids: number[] = [];
  let before = 0;
  for (const bucket of buckets) {
    if (ids.length >= limit) break;
    if (before + bucket.n <= offset) {
      before += bucket.n;
      continue;
    }
    // The part of this bucket the page takes: skip `skip` of its rows, take `take`.
    const skip = Math.max(0, offset - before);
    const take = Math.min(limit - ids.length, bucket.n - skip);
    before += bucket.n;
    const where = inBucket(dim, bucket, nameBounds);
    // From the bucket's far end when that skips fewer rows: the last `take` rows before `skip` from the end, reversed.
    const fromEnd = skip > (bucket.n - take) / 2;
    const rows = await tx
      .select({ id: practiceListKeys.id })
      .from(practiceListKeys)
      .where(where)
      .orderBy(...orderBy(fromEnd ? reverse : order))
      .limit(take)
      .offset(fromEnd ? bucket.n - skip - take : skip);
    if (fromEnd) rows.reverse();
    for (const row of rows) ids.push(row.id);
  }
  return ids;
}

/** How many live leads a plan's list holds: its buckets add up to it (a few hundred rows, whatever the leads). */
export async function bucketedCount(db: Pick<Tx, "select">, plan: BucketPlan): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${practiceListCounts.n}), 0)` })
    .from(practiceListCounts)
    .where(planRows(plan));
  return Number(row?.total ?? 0);
}
