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
  now?: () => Date;
};

/**
 * One job kind's handling. The dispatcher has already parsed the payload with the catalog's schema, and `log`
 * carries the job's name and id.
 */
export type JobProcessor<N extends JobName> = {
  process(job: Job, payload: JobPayload<N>, log: Logger): Promise<unknown>;
  /**
   * Ends the job's row as failed when BullMQ gives up on it: retries exhausted, an UnrecoverableError, or a job that
   * stalled too often (its worker died), which never reaches `process`'s own error handling.
   */
  markFailed(payload: JobPayload<N>, message: string): Promise<void>;
};

export type ProcessorFactory<N extends JobName> = (deps: WorkerDeps) => JobProcessor<N>;
