import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { type NewPractice, practices } from "../schema/practices.ts";
import { isLive, type PracticeView, practiceViewColumns } from "./practice-list.ts";

export {
  countPractices,
  FROM_END_OFFSET,
  listPractices,
  type PracticeListFilters,
  type PracticeListItem,
  type PracticeView,
  practicesRevision,
  selectsAll,
} from "./practice-list.ts";

/** A live lead (never one in the recycle bin), or null. */
export async function getPractice(db: Db, id: number): Promise<PracticeView | null> {
  const rows = await db
    .select(practiceViewColumns)
    .from(practices)
    .where(and(eq(practices.id, id), isLive))
    .limit(1);
  return rows[0] ?? null;
}

/** The columns a user may change; identity, provenance, timestamps and the version stay with the system. */
export type PracticeChanges = Partial<
  Omit<
    NewPractice,
    | "id"
    | "createdAt"
    | "lastUpdated"
    | "websiteDomain"
    | "npiNumber"
    | "discoverySource"
    | "version"
    | "deletedAt"
    | "deletedBatch"
    | "deletedBy"
    | "searchText"
  >
>;

/** Every write to a lead goes through here: it moves lastUpdated and adds one to the version (see ETag, If-Match). */
export const bumpVersion = (at: Date | SQL) => ({ lastUpdated: at, version: sql`${practices.version} + 1` });

export type WriteResult = { ok: true; practice: PracticeView } | { ok: false; reason: "not_found" | "changed" };

/**
 * Writes `set` to a live lead and logs it, in one transaction. With `expectedVersion` the write happens only if
 * nobody wrote since that version was read (a stale save is refused as "changed", never applied).
 */
async function writePractice(
  db: Db,
  id: number,
  set: Record<string, unknown>,
  options: { at: Date; expectedVersion?: number | undefined },
  activity: (p: PracticeView) => typeof activityLog.$inferInsert,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const where = [eq(practices.id, id), isLive];
    if (options.expectedVersion !== undefined) where.push(eq(practices.version, options.expectedVersion));
    const rows = await tx
      .update(practices)
      .set({ ...set, ...bumpVersion(options.at) })
      .where(and(...where))
      .returning(practiceViewColumns);
    const practice = rows[0];
    if (!practice) {
      if (options.expectedVersion === undefined) return { ok: false, reason: "not_found" };
      const exists = await tx
        .select({ id: practices.id })
        .from(practices)
        .where(and(eq(practices.id, id), isLive));
      return { ok: false, reason: exists.length ? "changed" : "not_found" };
    }
    await tx.insert(activityLog).values(activity(practice));
    return { ok: true, practice };
  });
}

/** A user's edit of a lead, logged. */
export function updatePractice(
  db: Db,
  id: number,
  changes: PracticeChanges,
  meta: { at: Date; userId: number | null; expectedVersion?: number | undefined },
): Promise<WriteResult> {
  return writePractice(db, id, changes, meta, (practice) => ({
    type: "lead_updated",
    message: `Lead "${practice.practiceName}" updated`,
    practiceId: id,
    metadata: { userId: meta.userId, fields: Object.keys(changes).sort() },
  }));
}

/** Columns written by a score recalculation (whatever scorePractice produced). */
export type PracticeScoreColumns = PracticeChanges;

export function applyPracticeScore(
  db: Db,
  id: number,
  scores: PracticeScoreColumns,
  meta: { at: Date; userId: number | null },
): Promise<WriteResult> {
  return writePractice(db, id, scores, meta, (practice) => ({
    type: "score_recalculated",
    message: `Scores recalculated for "${practice.practiceName}" (lead score ${practice.leadScore})`,
    practiceId: id,
    metadata: { userId: meta.userId, leadScore: practice.leadScore, practiceScore: practice.practiceScore },
  }));
}
