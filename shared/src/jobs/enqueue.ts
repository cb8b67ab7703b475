import type { BulkJobOptions, Job, JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import { enqueue, JOBS, type JobName, type JobPayload, type Queues } from "./catalog.ts";

/** What a caller tells a user when Redis will not take a job (the API answers it with a 503). */
export const QUEUE_UNAVAILABLE = "The job queue is unavailable. Try again shortly.";

/**
 * Adding a job while someone waits for the answer (an API request, a pipeline run between steps). Two guarantees,
 * the same for one job and for a batch:
 * - fail fast: while ioredis is reconnecting (or closed) an add would sit in its offline queue until Redis is back,
 *   so we refuse at once instead of holding the caller;
 * - give up after `timeoutMs`: Redis that accepts the connection but does not answer must not hold the caller either.
 * An add we gave up on may still land later. That is harmless by design: every caller ends the record the job was
 * for (failed, with the reason) before it answers, and a worker that then gets the job finds its record in a
 * terminal state and leaves it.
 */
export type EnqueueDeps = {
  queues: Queues;
  /** The queues' connection. Without it only the deadline guards (a worker that runs without a client of its own). */
  redis?: Pick<Redis, "status"> | undefined;
  /** ENQUEUE_TIMEOUT_MS. */
  timeoutMs: number;
};

/**
 * The deadline of a worker's own enqueues (the background refresh, a pipeline run's scrapes): nobody holds an HTTP
 * request open for them, so they may wait longer than the API's ENQUEUE_TIMEOUT_MS, but not for ever.
 */
export const BACKGROUND_ENQUEUE_TIMEOUT_MS = 10_000;

/** ioredis states in which a command would be queued offline rather than sent. */
const DOWN_STATES = new Set(["reconnecting", "close", "end"]);

function refuseWhenDown(redis: EnqueueDeps["redis"]): void {
  if (redis && DOWN_STATES.has(redis.status)) throw new Error(`Redis connection is ${redis.status}`);
}

async function within<T>(added: Promise<T>, ms: number, what: string): Promise<T> {
  // The add goes on after we give up; its late failure must not surface as an unhandled rejection.
  added.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not accept ${what} within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([added, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** One job of the catalog, type-checked like `enqueue`, under the guarantees above. Rejects when they are not met. */
export async function enqueueWithin<N extends JobName>(
  deps: EnqueueDeps,
  name: N,
  payload: JobPayload<N>,
  options: Partial<JobsOptions> & { jobId: string },
): Promise<Job> {
  refuseWhenDown(deps.redis);
  return within(enqueue(deps.queues, name, payload, options), deps.timeoutMs, "the job");
}

export type BulkEntry<N extends JobName> = {
  payload: JobPayload<N>;
  options: Partial<BulkJobOptions> & { jobId: string };
};

/**
 * Many jobs of one kind in a single round trip (BullMQ's addBulk sends them in one MULTI transaction), each payload
 * validated against the catalog and given the catalog's options, under the guarantees above.
 */
export async function enqueueBulk<N extends JobName>(
  deps: EnqueueDeps,
  name: N,
  entries: readonly BulkEntry<N>[],
): Promise<Job[]> {
  if (entries.length === 0) return [];
  refuseWhenDown(deps.redis);
  const def = JOBS[name];
  const jobs = entries.map((entry) => ({
    name,
    data: def.payload.parse(entry.payload),
    opts: { ...def.options, ...entry.options },
  }));
  const what = jobs.length === 1 ? "the job" : `${jobs.length} jobs`;
  return within(deps.queues[def.queue].addBulk(jobs), deps.timeoutMs, what);
}
