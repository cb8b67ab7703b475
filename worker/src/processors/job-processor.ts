import type { SecondOpinion } from "@cbct/shared/ai/cbct-second-opinion";
import type { WorkerConfig } from "@cbct/shared/config";
import type { Db } from "@cbct/shared/db/client";
import type { JobName, JobPayload, Queues } from "@cbct/shared/jobs/catalog";
import type { Logger } from "@cbct/shared/log/create-logger";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Crawler } from "../crawl/crawl-site.ts";
import type { Discovery } from "../discovery/create-discovery.ts";
import type { WorkerMetrics } from "../observability/worker-metrics.ts";
import type { JobEventSource } from "../pipeline/wait-for-jobs.ts";

/** What every processor may use; built once per worker process. */
export type WorkerDeps = {
  db: Db;
  /** The catalog's queues, for processors that enqueue follow-up jobs (a pipeline run's scrapes, the refresh's). */
  queues: Queues;
  /** The outside registries a pipeline run searches (NPPES, Nominatim, Overpass, Google Places). */
  discovery: Discovery;
  crawler: Crawler;
  config: WorkerConfig;
  secondOpinion: SecondOpinion | null;
  log: Logger;
  redis?: Redis;
  metrics?: WorkerMetrics;
  /**
   * Global completion events of the queues a pipeline run waits on (BullMQ QueueEvents, one per worker process):
   * its scrapes and its Glide sync. Absent: the waits fall back to checking the rows every PIPELINE_WAIT_CHECK_MS.
   */
  events?: { scrape: JobEventSource; glide: JobEventSource };
  now?: () => Date;
};

/**
 * Which attempt of its job a processor is running, computed once by the dispatcher (attemptOf): a processor that
 * ends a row on its last attempt asks `isFinal`, never BullMQ's counters.
 */
export type JobAttempt = {
  /** 1 for the first run of the job. */
  attempt: number;
  /** The job's allowed attempts (the catalog's `attempts`). */
  attempts: number;
  /** No retry follows if this attempt throws. */
  isFinal: boolean;
  /** Carries the job's name and id. */
  log: Logger;
};

/**
 * One job kind's handling. The dispatcher has already parsed the payload with the catalog's schema (a processor
 * never parses `job.data` again).
 */
export type JobProcessor<N extends JobName> = {
  process(job: Job, payload: JobPayload<N>, run: JobAttempt): Promise<unknown>;
  /**
   * Ends the job's row as failed when BullMQ gives up on it: retries exhausted, an UnrecoverableError, or a job that
   * stalled too often (its worker died), which never reaches `process`'s own error handling.
   */
  markFailed(payload: JobPayload<N>, message: string): Promise<void>;
};

export type ProcessorFactory<N extends JobName> = (deps: WorkerDeps) => JobProcessor<N>;
