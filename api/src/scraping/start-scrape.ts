import { randomUUID } from "node:crypto";
import type { ScrapeJobView } from "@cbct/shared/contracts/scraping";
import {
  createOrReuseScrapeJob,
  markScrapeJobUnqueued,
  recordScrapeStarted,
  toScrapeJobView,
} from "@cbct/shared/db/queries/scraping-jobs";
import { enqueue } from "@cbct/shared/jobs/catalog";
import { parseSiteUrl } from "@cbct/shared/net/site-url";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";

export const QUEUE_UNAVAILABLE = "The job queue is unavailable. Try again shortly.";

const DOWN_STATES = new Set(["reconnecting", "close", "end"]);

export type StartedScrape = { job: ScrapeJobView; existing: boolean };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not accept the job within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Validates a site URL and starts scraping it, or returns the job already pending or running for that site.
 * Throws AppError: bad_request for an unusable URL, service_unavailable when Redis will not take the job (the row is
 * then failed, so nothing waits for a worker that will never come).
 */
export async function startScrape(deps: AppDeps, input: string, requestedBy: number | null): Promise<StartedScrape> {
  const parsed = parseSiteUrl(input, deps.config.SCRAPER_ALLOW_HOSTS);
  if (!parsed.ok) throw new AppError("bad_request", parsed.error);
  const { url, domain } = parsed.value;
  const { job, created } = await createOrReuseScrapeJob(deps.db, {
    jobId: randomUUID(),
    url,
    websiteDomain: domain,
    requestedBy,
  });
  if (!created) return { job: toScrapeJobView(job), existing: true };
  try {
    // While ioredis is reconnecting, a job add would wait for it (and could land after we gave up); fail now.
    if (DOWN_STATES.has(deps.redis.status)) throw new Error(`Redis connection is ${deps.redis.status}`);
    const queued = enqueue(
      deps.queues,
      "scrape-site",
      { scrapingJobId: job.id, url, websiteDomain: domain, requestedBy },
      { jobId: job.jobId },
    );
    // A timed-out add may still land later; the worker then finds the row failed (terminal) and leaves it.
    queued.catch(() => {});
    await withTimeout(queued, deps.config.ENQUEUE_TIMEOUT_MS);
  } catch (err) {
    deps.log.error("enqueue failed", { jobId: job.jobId, url, error: err });
    const message = err instanceof Error ? err.message : String(err);
    await markScrapeJobUnqueued(deps.db, job.id, `Could not queue the job: ${message}`, deps.clock());
    throw new AppError("service_unavailable", QUEUE_UNAVAILABLE);
  }
  await recordScrapeStarted(deps.db, job);
  return { job: toScrapeJobView(job), existing: false };
}
