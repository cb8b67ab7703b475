import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { GeocodeResult } from "../../db/queries/geocode.ts";
import { practices } from "../../db/schema/practices.ts";

/**
 * Records what the geocoder found for a lead. Only a lead still not looked at is written (a rep or a re-scrape may
 * have placed it meanwhile), and the lead's version is left alone: a background fill-in of coordinates must not
 * make a rep's open dialog fail its save with "changed by someone else".
 */
export async function saveLeadPoint(
  db: Db,
  id: number,
  point: GeocodeResult & { source: "provider" | "nominatim" },
  at: Date,
): Promise<void> {
  await db
    .update(practices)
    .set({
      ...(point.source === "nominatim"
        ? {
            latitude: point.latitude === null ? null : point.latitude.toFixed(7),
            longitude: point.longitude === null ? null : point.longitude.toFixed(7),
          }
        : {}),
      geoSource: point.source,
      geoPrecision: point.precision,
      geocodedAt: at,
    })
    .where(and(eq(practices.id, id), isNull(practices.geoPrecision)));
}
