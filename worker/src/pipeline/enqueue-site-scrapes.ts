import { pipelineScrapeJobId, type StartScrapeDeps, startScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import type { SavedDiscovery } from "@cbct/shared/aggregates/leads/index";

/**
 * One scrape per website through startScrapes, the same way POST /api/scraping/start starts one (rows the jobs panel
 * shows, catalog enqueue, activity rows). A site already pending or running (someone else is scraping it) is waited
 * for, not scraped twice. Returns the rows to wait for, a warning per website that cannot be scraped at all, and how
 * many scrapes were queued. When Redis will not take the jobs, startScrapes has already failed the rows it created
 * (no orphan keeps its site "Already scraping"), and this throws so the run fails or BullMQ retries it.
 */
export async function enqueueSiteScrapes(
  deps: StartScrapeDeps,
  runId: number,
  userId: number | null,
  leads: SavedDiscovery[],
): Promise<{ scrapingJobIds: number[]; warnings: string[]; queued: number }> {
  const requests = leads.flatMap((lead) => (lead.website ? [{ url: lead.website, requestedBy: userId }] : []));
  const started = await startScrapes(deps, requests, { jobId: (uuid) => pipelineScrapeJobId(runId, uuid) });
  const warnings: string[] = [];
  const scrapingJobIds = new Set<number>();
  let queued = 0;
  for (const answer of started) {
    if (!answer.ok) {
      if (answer.reason === "queue_unavailable") throw new Error(`Could not queue the scrapes: ${answer.detail}`);
      warnings.push(`${answer.input} was not scraped: ${answer.error}`);
    } else if (!scrapingJobIds.has(answer.job.id)) {
      scrapingJobIds.add(answer.job.id);
      // `queued` is what this run costs its user's scrape budget: a site someone else was already scraping is free.
      if (!answer.existing) queued++;
    }
  }
  return { scrapingJobIds: [...scrapingJobIds], warnings, queued };
}
