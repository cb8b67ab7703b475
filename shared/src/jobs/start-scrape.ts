import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { ScrapeJobView } from "../contracts/scraping.ts";
import type { Db } from "../db/client.ts";
import {
  createOrReuseScrapeJob,
  markScrapeJobUnqueued,
  recordScrapeStarted,
  toScrapeJobView,
} from "../db/queries/scraping-jobs.ts";
import type { Logger } from "../log/create-logger.ts";
import { parseSiteUrl } from "../net/site-url.ts";
import { enqueue, type Queues } from "./catalog.ts";

export const QUEUE_UNAVAILABLE = "The job queue is unavailable. Try again shortly.";

const DOWN_STATES = new Set(["reconnecting", "close", "end"]);

export type StartScrapeDeps = {
  db: Db;
  redis: Redis;
  queues: Queues;
  /** Private hosts the scraper may reach (SCRAPER_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** How long to wait for Redis to take the job before giving up (ENQUEUE_TIMEOUT_MS). */
  enqueueTimeoutMs: number;
  clock?: () => Date;
  log?: Pick<Logger, "error">;
};

export type StartScrapeResult =
  | { ok: true; job: ScrapeJobView; existing: boolean }
  /** `invalid_url`: the text is not a site we may scrape; `queue_unavailable`: Redis would not take the job. */
  | { ok: false; reason: "invalid_url" | "queue_unavailable"; error: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not accept the job within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one way a scrape starts (the API's routes and the benchmark both call it): validate the site URL, create the
 * job's row or reuse the one already pending or running for that site, and enqueue it. When Redis will not take the
 * job its row is failed, so nothing waits for a worker that will never come.
 */
export async function startScrape(
  deps: StartScrapeDeps,
  input: string,
  requestedBy: number | null,
  /** BullMQ priority (higher number = later): background refreshes yield to scrapes a user is waiting for. */
  options: { priority?: number } = {},
): Promise<StartScrapeResult> {
  const parsed = parseSiteUrl(input, [...deps.allowHosts]);
  if (!parsed.ok) return { ok: false, reason: "invalid_url", error: parsed.error };
  const { url, domain } = parsed.value;
  const { job, created } = await createOrReuseScrapeJob(deps.db, {
    jobId: randomUUID(),
    url,
    websiteDomain: domain,
    requestedBy,
  });
  if (!created) return { ok: true, job: toScrapeJobView(job), existing: true };
  try {
    // While ioredis is reconnecting, a job add would wait for it (and could land after we gave up); fail now.
    if (DOWN_STATES.has(deps.redis.status)) throw new Error(`Redis connection is ${deps.redis.status}`);
    const queued = enqueue(
      deps.queues,
      "scrape-site",
      { scrapingJobId: job.id, url, websiteDomain: domain, requestedBy },
      { jobId: job.jobId, ...(options.priority ? { priority: options.priority } : {}) },
    );
    // A timed-out add may still land later; the worker then finds the row failed (terminal) and leaves it.
    queued.catch(() => {});
    await withTimeout(queued, deps.enqueueTimeoutMs);
  } catch (err) {
    deps.log?.error("enqueue failed", { jobId: job.jobId, url, error: err });
    const message = err instanceof Error ? err.message : String(err);
    await markScrapeJobUnqueued(deps.db, job.id, `Could not queue the job: ${message}`, deps.clock?.() ?? new Date());
    return { ok: false, reason: "queue_unavailable", error: QUEUE_UNAVAILABLE };
  }
  await recordScrapeStarted(deps.db, job);
  return { ok: true, job: toScrapeJobView(job), existing: false };
}
