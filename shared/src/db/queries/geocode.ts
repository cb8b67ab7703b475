import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type GeoPrecision, geocodeCache, practices } from "../schema/practices.ts";
import { isLive } from "./practice-list.ts";

/* Reads for the geocoder and its cache; the point it finds is written by the leads aggregate (saveLeadPoint). */

/** A lead the geocoder looks at: its point (if a provider gave one) and its address fields. */
export async function leadsToGeocode(db: Db, options: { limit: number; ids?: readonly number[] | undefined }) {
  return db
    .select({
      id: practices.id,
      latitude: practices.latitude,
      longitude: practices.longitude,
      address: practices.address,
      practiceAddress: practices.practiceAddress,
      city: practices.city,
      practiceCity: practices.practiceCity,
      state: practices.state,
      practiceState: practices.practiceState,
      zipCode: practices.zipCode,
      practiceZipCode: practices.practiceZipCode,
      country: practices.country,
    })
    .from(practices)
    .where(
      and(isLive, isNull(practices.geoPrecision), options.ids ? inArray(practices.id, [...options.ids]) : undefined),
    )
    .orderBy(asc(practices.id))
    .limit(options.limit);
}
export type LeadToGeocode = Awaited<ReturnType<typeof leadsToGeocode>>[number];

export type GeocodeResult = { latitude: number | null; longitude: number | null; precision: GeoPrecision };

export async function cachedGeocode(db: Db, key: string): Promise<GeocodeResult | null> {
  const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.addressKey, key));
  if (!row) return null;
  return {
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    precision: row.precision,
  };
}

export async function cacheGeocode(db: Db, key: string, result: GeocodeResult, displayName: string | null) {
  await db
    .insert(geocodeCache)
    .values({
      addressKey: key,
      latitude: result.latitude === null ? null : result.latitude.toFixed(7),
      longitude: result.longitude === null ? null : result.longitude.toFixed(7),
      precision: result.precision,
      displayName,
    })
    .onConflictDoNothing();
}

/** How many live leads still wait for the geocoder (for the job's log and the docs' operations note). */
export async function countUngeocoded(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(practices)
    .where(and(isLive, isNull(practices.geoPrecision)));
  return row?.n ?? 0;
}
