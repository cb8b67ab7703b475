import { and, asc, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { practices } from "../schema/practices.ts";

export type StaleLead = { id: number; url: string };

/**
 * Leads with a website whose last scrape is older than `before`, stalest first, at most `limit`. Disqualified leads
 * are left alone (nobody is selling to them); leads with a scrape already pending or running are skipped.
 */
export async function findStaleLeads(db: Db, before: Date, limit: number): Promise<StaleLead[]> {
  const rows = await db
    .select({ id: practices.id, website: practices.website, domain: practices.websiteDomain })
    .from(practices)
    .where(
      and(
        isNotNull(practices.websiteDomain),
        lt(practices.scrapedAt, before),
        sql`not ${practices.disqualified}`,
        sql`not exists (select 1 from scraping_jobs j where j.website_domain = ${practices.websiteDomain}
          and j.status in ('pending', 'running'))`,
      ),
    )
    .orderBy(asc(practices.scrapedAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, url: r.website ?? `https://${r.domain}` }));
}
