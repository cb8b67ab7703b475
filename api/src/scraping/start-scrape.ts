import type { ScrapeJobView } from "@cbct/shared/contracts/scraping";
import { QUEUE_UNAVAILABLE, startScrape as startSharedScrape } from "@cbct/shared/jobs/start-scrape";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";

export { QUEUE_UNAVAILABLE };

export type StartedScrape = { job: ScrapeJobView; existing: boolean };

/**
 * The shared startScrape (the benchmark calls the same one) with its refusals as AppErrors: bad_request for an
 * unusable URL, service_unavailable when Redis will not take the job.
 */
export async function startScrape(deps: AppDeps, input: string, requestedBy: number | null): Promise<StartedScrape> {
  const started = await startSharedScrape(
    {
      db: deps.db,
      redis: deps.redis,
      queues: deps.queues,
      allowHosts: deps.config.SCRAPER_ALLOW_HOSTS,
      enqueueTimeoutMs: deps.config.ENQUEUE_TIMEOUT_MS,
      clock: deps.clock,
      log: deps.log,
    },
    input,
    requestedBy,
  );
  if (started.ok) return { job: started.job, existing: started.existing };
  throw new AppError(started.reason === "invalid_url" ? "bad_request" : "service_unavailable", started.error);
}
