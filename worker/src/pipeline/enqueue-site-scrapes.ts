import { randomUUID } from "node:crypto";
import type { Db } from "@cbct/shared/db/client";
import type { SavedDiscovery } from "@cbct/shared/db/queries/discovered-practices";
import { createOrReuseScrapeJob } from "@cbct/shared/db/queries/scraping-jobs";
import { pipelineScrapeJobId } from "@cbct/shared/jobs/cancel-pipeline-scrapes";
import { JOBS, type Queues } from "@cbct/shared/jobs/catalog";
import { parseSiteUrl } from "@cbct/shared/net/site-url";

/**
 * One scrape-site job per website, with the scraping_jobs rows the jobs panel shows (the same as POST
 * /api/scraping/start makes). A site already pending or running (someone else is scraping it) is waited for, not
 * scraped twice. Returns the rows to wait for and a warning per website that cannot be scraped at all.
 */
export async function enqueueSiteScrapes(
  deps: { db: Db; queues: Queues; allowHosts: string[] },
  runId: number,
  userId: number | null,
  leads: SavedDiscovery[],
): Promise<{ scrapingJobIds: number[]; warnings: string[] }> {
  const warnings: string[] = [];
  const scrapingJobIds: number[] = [];
  const toAdd: { name: "scrape-site"; data: unknown; opts: object }[] = [];
  const seen = new Set<string>();
  for (const lead of leads) {
    if (!lead.website) continue;
    const parsed = parseSiteUrl(lead.website, deps.allowHosts);
    if (!parsed.ok) {
      warnings.push(`${lead.website} was not scraped: ${parsed.error}`);
      continue;
    }
    const { url, domain } = parsed.value;
    if (seen.has(domain)) continue;
    seen.add(domain);
    const { job, created } = await createOrReuseScrapeJob(deps.db, {
      jobId: pipelineScrapeJobId(runId, randomUUID()),
      url,
      websiteDomain: domain,
      requestedBy: userId,
    });
    scrapingJobIds.push(job.id);
    if (created) {
      const data = JOBS["scrape-site"].payload.parse({
        scrapingJobId: job.id,
        url,
        websiteDomain: domain,
        requestedBy: userId,
      });
      toAdd.push({ name: "scrape-site", data, opts: { ...JOBS["scrape-site"].options, jobId: job.jobId } });
    }
  }
  // One round trip for the whole batch: a 200-lead run must not wait on 200 sequential adds.
  if (toAdd.length) await deps.queues.scrape.addBulk(toAdd as Parameters<Queues["scrape"]["addBulk"]>[0]);
  return { scrapingJobIds, warnings };
}
