import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { RECYCLE_BIN_DAYS, type RecycleBinBatch } from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../client.ts";
import { practices } from "../schema/practices.ts";
import { users } from "../schema/users.ts";
import { isLive } from "./practice-list.ts";

/* Reads of the recycle bin; clearing, restoring and purging are lead writes (shared/src/aggregates/leads/recycle-bin.ts). */

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryCutoff = (now: Date) => new Date(now.getTime() - RECYCLE_BIN_DAYS * DAY_MS);

/** The batches still restorable, newest first. */
export async function listRecycleBin(db: Db, now: Date): Promise<RecycleBinBatch[]> {
  const rows = await db
    .select({
      batchId: practices.deletedBatch,
      count: sql<number>`count(*)::int`,
      clearedAt: sql<Date>`max(${practices.deletedAt})`,
      clearedBy: sql<string | null>`max(${users.name})`,
    })
    .from(practices)
    .leftJoin(users, eq(users.id, practices.deletedBy))
    .where(and(isNotNull(practices.deletedBatch), gte(practices.deletedAt, expiryCutoff(now))))
    .groupBy(practices.deletedBatch)
    .orderBy(sql`max(${practices.deletedAt}) desc`);
  return rows.map((r) => {
    const clearedAt = new Date(r.clearedAt);
    return {
      batchId: r.batchId!,
      count: r.count,
      clearedAt: clearedAt.toISOString(),
      clearedBy: r.clearedBy,
      expiresAt: new Date(clearedAt.getTime() + RECYCLE_BIN_DAYS * DAY_MS).toISOString(),
    };
  });
}

/** How many live leads there are (for messages and the seeder). */
export async function countLivePractices(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(practices)
    .where(isLive);
  return row?.n ?? 0;
}
