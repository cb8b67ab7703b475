import { type JobsOptions, Queue, type QueueOptions } from "bullmq";
import type { Redis } from "ioredis";
import { z } from "zod";

/**
 * The one place that names queues, job payloads and job options (architecture habit 3).
 * The API enqueues with `enqueue`, which type-checks the payload against the job's schema; workers parse it again
 * with the same schema before processing.
 */

export const QUEUE_NAMES = {
  scrape: "scrape",
  pipeline: "pipeline",
  glide: "glide",
  refresh: "refresh",
  alerts: "alerts",
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

export const scrapeSitePayload = z.object({
  /** scraping_jobs.id of the row that tracks this job for the UI. */
  scrapingJobId: z.number().int().positive(),
  url: z.string().url(),
  websiteDomain: z.string().min(1),
  requestedBy: z.number().int().nullable(),
});
export type ScrapeSitePayload = z.infer<typeof scrapeSitePayload>;

export const runPipelinePayload = z.object({
  /** pipeline_runs.id: the run's search, progress and result live in that row. */
  pipelineRunId: z.number().int().positive(),
});
export type RunPipelinePayload = z.infer<typeof runPipelinePayload>;
export const glideSyncPayload = z.object({
  /** glide_syncs.id: the sync's status and counts live in that row (the page and a pipeline run read it). */
  glideSyncId: z.number().int().positive(),
  /** The user who asked (for the activity log); the sync itself uses the server's Glide key. */
  requestedBy: z.number().int().nullable(),
});
export type GlideSyncPayload = z.infer<typeof glideSyncPayload>;
/** The scheduled background refresh: re-scrape the stalest leads (the worker's config says how stale and how many). */
export const refreshStaleLeadsPayload = z.object({});

/**
 * Geocode leads (issue 22): give every live lead not looked at yet a point from its address (Nominatim, cached), or
 * say why it has none. `ids` limits it to those leads; without, the scheduler's batch of the oldest waiting leads.
 */
export const geocodeLeadsPayload = z.object({ ids: z.array(z.number().int().positive()).max(1000).optional() });
export type GeocodeLeadsPayload = z.infer<typeof geocodeLeadsPayload>;

/** Territory alerts (issue 22): read the lead history written since the last run (and the scanners' ages) into alerts. */
export const matchTerritoryAlertsPayload = z.object({});
/** The daily e-mail digest of each user's unread alerts of the last day (needs SMTP_URL and APP_URL). */
export const sendAlertDigestsPayload = z.object({});

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
  "run-pipeline": {
    queue: QUEUE_NAMES.pipeline,
    payload: runPipelinePayload,
    options: {
      // A run resumes from its row (steps already done are not repeated), so a retry after a crash is safe. The
      // processor ends the run itself on every error it sees; these attempts cover a worker that died mid-run.
      attempts: 3,
      backoff: { type: "fixed", delay: 1_000 },
      removeOnComplete: { age: 24 * 3600, count: 1_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    } satisfies JobsOptions,
  },
  "glide-sync": {
    queue: QUEUE_NAMES.glide,
    payload: glideSyncPayload,
    options: {
      // Each Glide request already retries 429 and 5xx with backoff; a job-level retry covers a longer outage. Rows
      // added before a failure keep their row ids, so a retry updates them instead of adding them twice.
      attempts: 2,
      backoff: { type: "exponential", delay: 60_000 },
      removeOnComplete: { age: 24 * 3600, count: 100 },
      removeOnFail: { age: 7 * 24 * 3600 },
    } satisfies JobsOptions,
  },
  "refresh-stale-leads": {
    queue: QUEUE_NAMES.refresh,
    payload: refreshStaleLeadsPayload,
    // The next scheduled run tries again; a failed one must not pile up retries behind it.
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } satisfies JobsOptions,
  },
  "geocode-leads": {
    // On the refresh queue (one at a time per worker): a background fill-in that mostly waits on Nominatim's 1 request
    // a second, like the refresh. The next scheduled run is the retry; a lead is only marked once it is decided.
    queue: QUEUE_NAMES.refresh,
    payload: geocodeLeadsPayload,
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } satisfies JobsOptions,
  },
  "match-territory-alerts": {
    // Its own queue, so alerts never wait behind a geocoding batch (minutes of Nominatim's 1 request a second). The
    // next scheduled run is the retry: the history cursor only moves when a run commits.
    queue: QUEUE_NAMES.alerts,
    payload: matchTerritoryAlertsPayload,
    options: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } satisfies JobsOptions,
  },
  "send-alert-digests": {
    queue: QUEUE_NAMES.alerts,
    payload: sendAlertDigestsPayload,
    // An SMTP outage: try again a few times within the hour; alerts are marked mailed only once their mail went out.
    options: {
      attempts: 4,
      backoff: { type: "exponential", delay: 60_000 },
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    } satisfies JobsOptions,
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

/**
 * A pipeline run only waits on the database between steps, so its lock can be short: a run whose worker died is
 * picked up by another within about a minute and resumes from its row.
 */
export const PIPELINE_WORKER_OPTIONS: StallOptions = {
  lockDuration: 30_000,
  stalledInterval: 15_000,
  maxStalledCount: 2,
};

export type Queues = Record<QueueName, Queue>;

export function createQueues(connection: Redis, prefix: string): Queues {
  const opts: QueueOptions = { connection, prefix };
  return {
    scrape: new Queue(QUEUE_NAMES.scrape, opts),
    pipeline: new Queue(QUEUE_NAMES.pipeline, opts),
    glide: new Queue(QUEUE_NAMES.glide, opts),
    refresh: new Queue(QUEUE_NAMES.refresh, opts),
    alerts: new Queue(QUEUE_NAMES.alerts, opts),
  };
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
