import { and, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { type CbctStatus, type LeadType, type NewPractice, type Practice, practices } from "../schema/practices.ts";

export type PracticeListFilters = {
  /** Only these practices (an export of selected rows). */
  ids?: number[] | undefined;
  /** Case-insensitive substring of name, doctor, city, state, zip or website. */
  search?: string | undefined;
  cbctStatus?: CbctStatus | undefined;
  leadType?: LeadType | undefined;
  /** Case-insensitive exact city. */
  city?: string | undefined;
  limit: number;
  offset: number;
};

/** A practice in a list: every column but rawData, which can be large and is only needed for one lead. */
export type PracticeListItem = Omit<Practice, "rawData">;

const { rawData: _rawData, ...listColumns } = getTableColumns(practices);

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function listConditions(filters: PracticeListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(inArray(practices.id, filters.ids));
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const fields = [
      practices.practiceName,
      practices.doctorName,
      practices.city,
      practices.state,
      practices.zipCode,
      practices.website,
      practices.websiteLink,
    ];
    conditions.push(or(...fields.map((f) => ilike(f, pattern)))!);
  }
  if (filters.cbctStatus) conditions.push(eq(practices.cbctStatus, filters.cbctStatus));
  if (filters.leadType) conditions.push(eq(practices.leadType, filters.leadType));
  const city = filters.city?.trim();
  if (city) conditions.push(sql`lower(${practices.city}) = ${city.toLowerCase()}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Best leads first; among equal scores the most recently updated; id keeps pages stable. */
export async function listPractices(db: Db, filters: PracticeListFilters): Promise<PracticeListItem[]> {
  return db
    .select(listColumns)
    .from(practices)
    .where(listConditions(filters))
    .orderBy(desc(practices.leadScore), desc(practices.lastUpdated), desc(practices.id))
    .limit(filters.limit)
    .offset(filters.offset);
}

export async function getPractice(db: Db, id: number): Promise<Practice | null> {
  const rows = await db.select().from(practices).where(eq(practices.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The columns a user may change; identity, provenance and timestamps stay with the system. */
export type PracticeChanges = Partial<
  Omit<NewPractice, "id" | "createdAt" | "lastUpdated" | "websiteDomain" | "npiNumber" | "discoverySource">
>;

/**
 * A user's edit of a lead: writes the changes and an activity entry in one transaction. Null when the practice does
 * not exist.
 */
export async function updatePractice(
  db: Db,
  id: number,
  changes: PracticeChanges,
  meta: { at: Date; userId: number | null },
): Promise<Practice | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(practices)
      .set({ ...changes, lastUpdated: meta.at })
      .where(eq(practices.id, id))
      .returning();
    const practice = rows[0];
    if (!practice) return null;
    await tx.insert(activityLog).values({
      type: "lead_updated",
      message: `Lead "${practice.practiceName}" updated`,
      practiceId: id,
      metadata: { userId: meta.userId, fields: Object.keys(changes).sort() },
    });
    return practice;
  });
}

/** Columns written by a score recalculation (whatever scorePractice produced). */
export type PracticeScoreColumns = Partial<Omit<NewPractice, "id" | "createdAt" | "lastUpdated">>;

export async function applyPracticeScore(
  db: Db,
  id: number,
  scores: PracticeScoreColumns,
  meta: { at: Date; userId: number | null },
): Promise<Practice | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(practices)
      .set({ ...scores, lastUpdated: meta.at })
      .where(eq(practices.id, id))
      .returning();
    const practice = rows[0];
    if (!practice) return null;
    await tx.insert(activityLog).values({
      type: "score_recalculated",
      message: `Scores recalculated for "${practice.practiceName}" (lead score ${practice.leadScore})`,
      practiceId: id,
      metadata: { userId: meta.userId, leadScore: practice.leadScore, practiceScore: practice.practiceScore },
    });
    return practice;
  });
}

/** Deletes every practice (their detections cascade) and records who did it; returns how many went. */
export async function clearPractices(db: Db, meta: { userId: number | null }): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(practices).returning({ id: practices.id });
    await tx.insert(activityLog).values({
      type: "leads_cleared",
      message: `All leads cleared (${deleted.length})`,
      metadata: { userId: meta.userId, deleted: deleted.length },
    });
    return deleted.length;
  });
}
