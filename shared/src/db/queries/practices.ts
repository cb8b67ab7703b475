import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { practices } from "../schema/practices.ts";
import { isLive, type PracticeView, practiceViewColumns } from "./practice-list.ts";

/*
 * Reads of one lead. Every write of a lead (a rep's save, a rescore, a scrape, a pipeline's discovery, Clear All,
 * a merge, the geocoder, a route, a Glide sync's row ids) is in shared/src/aggregates/leads/ (its index lists them).
 */

export {
  countPractices,
  FROM_END_OFFSET,
  listPractices,
  type PracticeListFilters,
  type PracticeListItem,
  type PracticeView,
  practicesRevision,
  selectsAll,
} from "../../db/queries/practice-list.ts";

/** A live lead (never one in the recycle bin), or null. */
export async function getPractice(db: Db, id: number): Promise<PracticeView | null> {
  const rows = await db
    .select(practiceViewColumns)
    .from(practices)
    .where(and(eq(practices.id, id), isLive))
    .limit(1);
  return rows[0] ?? null;
}
