import { randomUUID } from "node:crypto";
import type { Db } from "@cbct/shared/db/client";
import type { SavedDiscovery } from "@cbct/shared/db/queries/discovered-practices";
import { createOrReuseScrapeJob } from "@cbct/shared/db/queries/scraping-jobs";
import { pipelineScrapeJobId } from "@cbct/shared/jobs/cancel-pipeline-scrapes";
import { JOBS, type Queues } from "@cbct/shared/jobs/catalog";
import { parseSiteUrl } from "@cbct/shared/net/site-url";
import { mapLimit } from "./map-limit.ts";

/**
 * One scrape-site job per website, with the scraping_jobs rows the jobs panel shows (the same as POST
 * /api/scraping/start makes). A site already pending or running (someone else is scraping it) is waited for, not
 * scraped twice. Returns the rows to wait for, a warning per website that cannot be scraped at all, and how many
 * scrapes were queued.
 */
export async function enqueueSiteScrapes(
  deps: { db: Db; queues: Queues; allowHosts: string[] },
  runId: number,
  userId: number | null,
  leads: SavedDiscovery[],
): Promise<{ scrapingJobIds: number[]; warnings: string[]; queued: number }> {
  const warnings: string[] = [];
  const sites = new Map<string, string>();
  for (const lead of leads) {
    if (!lead.website) continue;
    const parsed = parseSiteUrl(lead.website, deps.allowHosts);
    if (!parsed.ok) warnings.push(`${lead.website} was not scraped: ${parsed.error}`);
    else if (!sites.has(parsed.value.domain)) sites.set(parsed.value.domain, parsed.value.url);
  }
  // Distinct domains: the rows can be created a few at a time without racing each other.
  const rows = await mapLimit([...sites], 6, async ([domain, url]) => {
    const { job, created } = await createOrReuseScrapeJob(deps.db, {
      jobId: pipelineScrapeJobId(runId, randomUUID()),
      url,
      websiteDomain: domain,
      requestedBy: userId,
    });
    return { job, created, url, domain };
  });
  const scrapingJobIds = rows.map((r) => r.job.id);
  const toAdd = rows
    .filter((r) => r.created)
    .map(({ job, url, domain }) => ({
      name: "scrape-site" as const,
      data: JOBS["scrape-site"].payload.parse({
        scrapingJobId: job.id,
        url,
        websiteDomain: domain,
        requestedBy: userId,
      }),
      opts: { ...JOBS["scrape-site"].options, jobId: job.jobId },
    }));
  // One round trip for the whole batch: a 200-lead run must not wait on 200 sequential adds.
  if (toAdd.length) await deps.queues.scrape.addBulk(toAdd);
  // `queued` is what this run costs its user's scrape budget: a site someone else was already scraping is free.
  return { scrapingJobIds, warnings, queued: toAdd.length };
}
