import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { scrapingJobs } from "../schema/jobs.ts";

/** Scrapes a user started that are still pending or running (the per-user cap counts these). */
export async function countActiveScrapesByUser(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scrapingJobs)
    .where(and(eq(scrapingJobs.requestedBy, userId), inArray(scrapingJobs.status, ["pending", "running"])));
  return row?.n ?? 0;
}
