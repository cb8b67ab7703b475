import { and, inArray } from "drizzle-orm";
import type { RoutableLead } from "@cbct/core/domain/route/plan-route";
import type { Db } from "../client.ts";
import { practices } from "../schema/practices.ts";
import { isLive } from "./practice-list.ts";

/** The live leads among `ids`, with what a route needs (the route is written by the leads aggregate: saveRoutePlan). */
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
