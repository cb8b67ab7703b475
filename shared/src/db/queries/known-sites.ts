import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { scrapingJobs } from "../schema/jobs.ts";
import { practices } from "../schema/practices.ts";

/** Which of these sites are already live leads, and which have a scrape waiting or running. */
export async function findKnownSites(
  db: Db,
  domains: readonly string[],
): Promise<{ leads: Map<string, { id: number; practiceName: string }>; active: Set<string> }> {
  if (domains.length === 0) return { leads: new Map(), active: new Set() };
  const [leads, active] = await Promise.all([
    db
      .select({ id: practices.id, practiceName: practices.practiceName, domain: practices.websiteDomain })
      .from(practices)
      .where(and(inArray(practices.websiteDomain, [...domains]), isNull(practices.deletedAt))),
    db
      .select({ domain: scrapingJobs.websiteDomain })
      .from(scrapingJobs)
      .where(
        and(inArray(scrapingJobs.websiteDomain, [...domains]), inArray(scrapingJobs.status, ["pending", "running"])),
      ),
  ]);
  return {
    leads: new Map(leads.flatMap((l) => (l.domain ? [[l.domain, { id: l.id, practiceName: l.practiceName }]] : []))),
    active: new Set(active.map((a) => a.domain)),
  };
}
