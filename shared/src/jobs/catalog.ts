import { type JobsOptions, Queue, type QueueOptions } from "bullmq";
import type { Redis } from "ioredis";
import { z } from "zod";

/**
 * The one place that names queues, job payloads and job options (architecture habit 3).
 * The API enqueues with `enqueue`, which type-checks the payload against the job's schema; workers parse it again
 * with the same schema before processing.
 */

export const QUEUE_NAMES = { scrape: "scrape", refresh: "refresh" } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export const scrapeSitePayload = z.object({
  /** scraping_jobs.id of the row that tracks this job for the UI. */
  scrapingJobId: z.number().int().positive(),
  url: z.string().url(),
  websiteDomain: z.string().min(1),
  requestedBy: z.number().int().nullable(),
});
export type ScrapeSitePayload = z.infer<typeof scrapeSitePayload>;

/** The scheduled background refresh: re-scrape the stalest leads (the worker's config says how stale and how many). */
export const refreshStaleLeadsPayload = z.object({});

export const JOBS = {
  "scrape-site": {
    queue: QUEUE_NAMES.scrape,
    payload: scrapeSitePayload,
    options: {
      // Transient failures (timeouts, 5xx, a browser crash) retry with backoff 5 s, 10 s, 20 s...; permanent ones
      // (DNS failure, robots.txt denial, 404) throw UnrecoverableError and fail at once.
      attempts: 3,
      backoff: { type: "exponential", delay: 5_000 },
      removeOnComplete: { age: 24 * 3600, count: 5_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    } satisfies JobsOptions,
  },
  "refresh-stale-leads": {
    queue: QUEUE_NAMES.refresh,
    payload: refreshStaleLeadsPayload,
    // The next scheduled run tries again; a failed one must not pile up retries behind it.
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } satisfies JobsOptions,
  },
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]["payload"]>;

/**
 * Worker-side options: a stalled job (its worker died or blocked the event loop past lockDuration) is moved back to
 * waiting up to maxStalledCount times, then failed, so nothing stays "running" forever.
 */
export type StallOptions = { lockDuration: number; stalledInterval: number; maxStalledCount: number };
export const WORKER_OPTIONS: StallOptions = { lockDuration: 120_000, stalledInterval: 30_000, maxStalledCount: 2 };

export type Queues = Record<QueueName, Queue>;

export function createQueues(connection: Redis, prefix: string): Queues {
  const opts: QueueOptions = { connection, prefix };
  return { scrape: new Queue(QUEUE_NAMES.scrape, opts), refresh: new Queue(QUEUE_NAMES.refresh, opts) };
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}

/** Type-checked enqueue: the payload is validated, the catalog's options applied, `jobId` made explicit. */
export async function enqueue<N extends JobName>(
  queues: Queues,
  name: N,
  payload: JobPayload<N>,
  options: Partial<JobsOptions> & { jobId: string },
) {
  const def = JOBS[name];
  const data = def.payload.parse(payload);
  return queues[def.queue].add(name, data, { ...def.options, ...options });
}
