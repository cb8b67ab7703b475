import type { Db } from "../client.ts";
import { type Activity, activityLog, type NewActivity } from "../schema/activity.ts";

/** `db` may be a transaction, so the entry commits (or not) with the change it describes. */
export async function logActivity(db: Pick<Db, "insert">, entry: NewActivity): Promise<Activity> {
  const rows = await db.insert(activityLog).values(entry).returning();
  return rows[0]!;
}
