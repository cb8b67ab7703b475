import { randomUUID } from "node:crypto";
import { and, isNotNull, lt, sql } from "drizzle-orm";
import { RECYCLE_BIN_DAYS } from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../../db/client.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { practices } from "../../db/schema/practices.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryCutoff = (now: Date) => new Date(now.getTime() - RECYCLE_BIN_DAYS * DAY_MS);

type Actor = { userId: number | null; userName: string | null };

/**
 * Clear All: moves every live lead to the recycle bin as one batch (a soft delete an admin can restore for
 * RECYCLE_BIN_DAYS), logs who cleared how many, and purges batches past that age. One statement, so 200,000 leads
 * clear in one round trip without coming back to the API.
 */
export async function clearPractices(
  db: Db,
  meta: Actor & { at: Date },
): Promise<{ deleted: number; batchId: string }> {
  const batchId = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx.execute<{ deleted: number }>(sql`
      with cleared as (
        update ${practices}
        set deleted_at = ${meta.at.toISOString()}, deleted_batch = ${batchId}, deleted_by = ${meta.userId},
            version = version + 1
        where deleted_at is null
        returning 1
      )
      select count(*)::int as deleted from cleared`);
    const deleted = Number(row?.deleted ?? 0);
    await tx.insert(activityLog).values({
      type: "leads_cleared",
      message: `${meta.userName ?? "Someone"} cleared all leads (${deleted}) to the recycle bin`,
      metadata: { userId: meta.userId, userName: meta.userName, deleted, batchId },
    });
    await purgeExpiredPractices(tx, meta.at);
    return { deleted, batchId };
  });
}

/** Deletes for good the leads cleared more than RECYCLE_BIN_DAYS ago (their detections cascade). */
export async function purgeExpiredPractices(db: Pick<Db, "delete">, now: Date): Promise<number> {
  const rows = await db
    .delete(practices)
    .where(and(isNotNull(practices.deletedAt), lt(practices.deletedAt, expiryCutoff(now))))
    .returning({ id: practices.id });
  return rows.length;
}

/** Brings a batch back to every screen; null when no restorable batch has that id (unknown, or expired). */
export async function restoreBatch(db: Db, batchId: string, meta: Actor & { at: Date }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.execute<{ restored: number }>(sql`
      with restored as (
        update ${practices}
        set deleted_at = null, deleted_batch = null, deleted_by = null, version = version + 1
        where deleted_batch = ${batchId} and deleted_at >= ${expiryCutoff(meta.at).toISOString()}
        returning 1
      )
      select count(*)::int as restored from restored`);
    const restored = Number(row?.restored ?? 0);
    if (restored === 0) return null;
    await tx.insert(activityLog).values({
      type: "leads_restored",
      message: `${meta.userName ?? "Someone"} restored ${restored} leads from the recycle bin`,
      metadata: { userId: meta.userId, userName: meta.userName, restored, batchId },
    });
    return restored;
  });
}
