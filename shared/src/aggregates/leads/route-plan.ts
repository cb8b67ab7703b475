import { and, eq, sql } from "drizzle-orm";
import type { RoutePlan } from "@cbct/core/contracts/leads-workspace";
import { directionsUrl, mapsSearchUrl } from "@cbct/core/domain/route/plan-route";
import type { Db } from "../../db/client.ts";
import { isLive } from "../../db/queries/practice-list.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { practices } from "../../db/schema/practices.ts";
import { bumpVersion } from "./edit.ts";

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
