import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { TerritoryValues, TerritoryView } from "@cbct/core/contracts/territories";
import { polygonLiteral } from "@cbct/core/domain/territory/area";
import type { Db } from "../client.ts";
import { practices } from "../schema/practices.ts";
import { alertSettings, type Territory, territories } from "../schema/territories.ts";

/** What decides membership: a lead is in the territory when its state, its zip's start or its point matches. */
export type TerritoryShape = Pick<Territory, "states" | "zipPrefixes" | "area">;

/** The lead's 5-digit zip (digits only), from the contact zip or the practice address's. */
const zip5 = sql`left(regexp_replace(coalesce(${practices.zipCode}, ${practices.practiceZipCode}, ''), '[^0-9]', '', 'g'), 5)`;

/**
 * SQL condition on dental_practices: the lead is in the territory. States compare on the two-letter code; zip
 * prefixes on the start of the 5-digit zip; the area with Postgres's own `polygon @> point` (lng, lat), so leads
 * not on the map still match by state or zip. Every part is a bound parameter (prefixes are digits only).
 */
export function territoryWhere(t: TerritoryShape): SQL {
  const parts: SQL[] = [];
  if (t.states.length > 0)
    parts.push(sql`upper(trim(coalesce(${practices.state}, ${practices.practiceState}, ''))) in ${t.states}`);
  for (const prefix of t.zipPrefixes) parts.push(sql`${zip5} like ${`${prefix}%`}`);
  if (t.area && t.area.length >= 3)
    parts.push(
      sql`(${practices.latitude} is not null and ${practices.longitude} is not null and ${polygonLiteral(t.area)}::polygon @> point(${practices.longitude}::float8, ${practices.latitude}::float8))`,
    );
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function toTerritoryView(t: Territory): TerritoryView {
  return {
    id: t.id,
    name: t.name,
    states: t.states,
    zipPrefixes: t.zipPrefixes,
    area: t.area ?? null,
    events: t.events,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A user's territories, oldest first (the order they made them). */
export async function listTerritories(db: Db, userId: number): Promise<Territory[]> {
  return db.select().from(territories).where(eq(territories.userId, userId)).orderBy(territories.id);
}

/** One territory of this user, or null (another user's territory is "not found", never shown). */
export async function getTerritory(db: Db, userId: number, id: number): Promise<Territory | null> {
  const [row] = await db
    .select()
    .from(territories)
    .where(and(eq(territories.id, id), eq(territories.userId, userId)));
  return row ?? null;
}

export async function createTerritory(db: Db, userId: number, values: TerritoryValues): Promise<Territory> {
  const [row] = await db
    .insert(territories)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error("insert returned no territory");
  return row;
}

export async function updateTerritory(
  db: Db,
  userId: number,
  id: number,
  values: TerritoryValues,
): Promise<Territory | null> {
  const [row] = await db
    .update(territories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(territories.id, id), eq(territories.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the territory and (cascade) its alerts. */
export async function deleteTerritory(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(territories)
    .where(and(eq(territories.id, id), eq(territories.userId, userId)))
    .returning({ id: territories.id });
  return rows.length > 0;
}

/** Whether the user gets the daily digest (on unless they turned it off). */
export async function digestEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: alertSettings.digestEnabled })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return row?.on ?? true;
}

export async function setDigestEnabled(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, digestEnabled: on })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { digestEnabled: on } });
}

/** Live leads in the territory, best score first (ids only; the map draws them through its own query). */
export async function territoryLeadIds(db: Db, t: TerritoryShape, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: practices.id })
    .from(practices)
    .where(and(sql`${practices.deletedAt} is null`, territoryWhere(t)))
    .orderBy(desc(practices.leadScore), practices.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
