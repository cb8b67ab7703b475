import { and, eq, inArray, sql } from "drizzle-orm";
import type { RoutePlan } from "@cbct/core/contracts/leads-workspace";
import { directionsUrl, mapsSearchUrl, type RoutableLead } from "@cbct/core/domain/route/plan-route";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { practices } from "../schema/practices.ts";
import { isLive } from "./practice-list.ts";
import { bumpVersion } from "./practices.ts";

/** The live leads among `ids`, with what a route needs. */
export async function routableLeads(db: Db, ids: readonly number[]): Promise<RoutableLead[]> {
  return db
    .select({
      id: practices.id,
      practiceName: practices.practiceName,
      address: practices.address,
      practiceAddress: practices.practiceAddress,
      city: practices.city,
      state: practices.state,
      zipCode: practices.zipCode,
      latitude: practices.latitude,
      longitude: practices.longitude,
    })
    .from(practices)
    .where(and(inArray(practices.id, [...ids]), isLive));
}

/**
 * Writes the route onto its leads (the data model's route fields): each lead's own directions link, the shared
 * multi-stop URL and the address used; a lead without a Maps link gets one. One transaction, logged.
 */
export async function saveRoutePlan(db: Db, plan: RoutePlan, meta: { at: Date; userId: number | null }): Promise<void> {
  if (!plan.url || plan.stops.length === 0) return;
  await db.transaction(async (tx) => {
    for (const stop of plan.stops) {
      await tx
        .update(practices)
        .set({
          routeUrl: directionsUrl([stop.address]),
          multiRouteUrl: plan.url,
          addressForMultiRoute: stop.address,
          routeAddress: stop.address,
          googleMapsLink: sql`coalesce(nullif(${practices.googleMapsLink}, ''), ${mapsSearchUrl(stop.address)})`,
          selectedForRoute: true,
          ...bumpVersion(meta.at),
        })
        .where(and(eq(practices.id, stop.id), isLive));
    }
    await tx.insert(activityLog).values({
      type: "route_planned",
      message: `Route planned through ${plan.stops.length} ${plan.stops.length === 1 ? "lead" : "leads"}`,
      metadata: { userId: meta.userId, practiceIds: plan.stops.map((s) => s.id), url: plan.url },
    });
  });
}
