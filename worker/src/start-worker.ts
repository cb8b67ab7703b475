import type { Server } from "node:http";
import { createCbctSecondOpinion } from "@cbct/shared/ai/cbct-second-opinion";
import type { WorkerConfig } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import {
  closeQueues,
  createQueues,
  PIPELINE_WORKER_OPTIONS,
  QUEUE_NAMES,
  type QueueName,
  type StallOptions,
  WORKER_OPTIONS,
} from "@cbct/shared/jobs/catalog";
import { createAiBudget } from "@cbct/shared/ai/ai-budget";
import { createRedis } from "@cbct/shared/jobs/redis";
import { createLogger, type Logger } from "@cbct/shared/log/create-logger";
import { QueueEvents, Worker } from "bullmq";
import { sql } from "drizzle-orm";
import { createCrawler } from "./crawl/crawl-site.ts";
import { createDiscovery } from "./discovery/create-discovery.ts";
import { startHealthServer } from "./observability/health-server.ts";
import { createWorkerMetrics, type WorkerMetrics } from "./observability/worker-metrics.ts";
import { dispatchJobs, jobsOn } from "./processors/dispatch-jobs.ts";
import { probe } from "@cbct/shared/health/probe";

export type RunningWorker = {
  /** One BullMQ worker per queue that has jobs in the catalog. */
  workers: Worker[];
  /** The scrape queue's worker (kept for tests and the health check). */
  worker: Worker;
  healthPort: number | null;
  metrics: WorkerMetrics;
  close: () => Promise<void>;
};

/** BullMQ keeps per-minute counts of finished jobs for this many minutes (the API's cbct_queue_jobs_finished). */
const METRICS_MINUTES = 60 * 24 * 14;

/**
 * This process's concurrency on `queue`: its WORKER_QUEUE_CONCURRENCY entry, else the queue's default: scrapes
 * WORKER_CONCURRENCY, pipeline runs PIPELINE_CONCURRENCY (they mostly wait for their scrapes, so they never take a
 * scrape's slot), one Glide sync (its deduplication id keeps it to one across the deployment), one refresh, one alerts job.
 */
export function queueConcurrency(config: WorkerConfig, queue: QueueName): number {
  const defaults: Record<QueueName, number> = {
    scrape: config.WORKER_CONCURRENCY,
    pipeline: config.PIPELINE_CONCURRENCY,
    glide: 1,
    refresh: 1,
    alerts: 1,
  };
  return config.WORKER_QUEUE_CONCURRENCY[queue] ?? defaults[queue];
}

/** Lock timings per queue (a dead worker's job moves on after lockDuration); WORKER_LOCK_DURATION_MS overrides. */
function stallOptions(config: WorkerConfig, queue: QueueName): StallOptions {
  const base = queue === QUEUE_NAMES.pipeline ? PIPELINE_WORKER_OPTIONS : WORKER_OPTIONS;
  const lockDuration = config.WORKER_LOCK_DURATION_MS ?? base.lockDuration;
  const stalledInterval =
    config.WORKER_STALLED_INTERVAL_MS ?? Math.min(base.stalledInterval, Math.max(500, lockDuration / 4));
  return { ...base, lockDuration, stalledInterval };
}

/**
 * One worker process: consumes every queue of the job catalog, each job routed to its processor by name. Any number
 * of these can run on any number of machines against the same Redis and Postgres: BullMQ's locks give each job to
 * one of them, and politeness per website is kept in Redis (RedisHostLimiter), so it holds across all of them.
 */
export async function startWorker(
  config: WorkerConfig,
  log: Logger = createLogger(config.LOG_LEVEL, "worker"),
  // Tests shorten the stall timings; production uses the catalog's.
  workerOptions: Partial<typeof WORKER_OPTIONS> = {},
): Promise<RunningWorker> {
  const queues = Object.values(QUEUE_NAMES).filter((queue) => jobsOn(queue).length > 0);
  const totalConcurrency = queues.reduce((n, q) => n + queueConcurrency(config, q), 0);
  const { db, close: closeDb } = createDb(config.DATABASE_URL, { max: Math.min(14, totalConcurrency + 2) });
  const connection = createRedis(config.REDIS_URL, "worker");
  const crawler = createCrawler(config, { redis: connection });
  // Background scrapes spend the same daily OpenAI budget as the API (and the starting user's hourly share).
  const secondOpinion = createCbctSecondOpinion(config, (m) => log.warn(m), createAiBudget(connection, config));
  const metrics = createWorkerMetrics();
  const followUps = createQueues(connection, config.QUEUE_PREFIX);
  const discovery = createDiscovery(config, { redis: connection });
  // Pipeline runs wait for their scrapes and Glide syncs by these events. QueueEvents reads the queue's event stream
  // with a blocking XREAD, so it gets a connection of its own (one each: a connection blocked in one XREAD cannot serve
  // another).
  const eventConnections = [createRedis(config.REDIS_URL, "worker"), createRedis(config.REDIS_URL, "worker")];
  const events = {
    scrape: new QueueEvents(QUEUE_NAMES.scrape, { connection: eventConnections[0]!, prefix: config.QUEUE_PREFIX }),
    glide: new QueueEvents(QUEUE_NAMES.glide, { connection: eventConnections[1]!, prefix: config.QUEUE_PREFIX }),
  };
  for (const [queue, e] of Object.entries(events)) {
    e.on("error", (err) => log.warn("queue events error", { queue, error: err.message }));
  }
  const deps = {
    db,
    crawler,
    config,
    secondOpinion,
    log,
    metrics,
    queues: followUps,
    redis: connection,
    discovery,
    events,
  };

  const workers = queues.map((queue) => {
    const dispatch = dispatchJobs(queue, deps);
    const worker = new Worker(queue, dispatch.process, {
      connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: queueConcurrency(config, queue),
      metrics: { maxDataPoints: METRICS_MINUTES },
      ...stallOptions(config, queue),
      ...workerOptions,
    });
    worker.on("error", (err) => log.error("worker error", { queue, error: err }));
    // Failures that never reach a processor's catch (a job that stalled too often, a crashed process) still end the
    // job's row as failed, so the UI never shows "running" forever.
    worker.on("failed", (job, err) => void dispatch.failed(job, err));
    return worker;
  });
  const scrapeWorker = workers[queues.indexOf(QUEUE_NAMES.scrape)]!;

  let health: Server | null = null;
  let healthPort: number | null = null;
  if (config.WORKER_HEALTH_PORT >= 0) {
    ({ server: health, port: healthPort } = await startHealthServer(config.WORKER_HEALTH_PORT, {
      live: () => workers.every((w) => w.isRunning()),
      ready: async () => {
        const [postgres, redis] = await Promise.all([
          probe(() => db.execute(sql`select 1`)),
          probe(() =>
            connection.status === "ready" ? connection.ping() : Promise.reject(new Error(connection.status)),
          ),
        ]);
        return { postgres, redis };
      },
      registry: metrics.registry,
    }));
  }
  await Promise.all([
    ...workers.map((w) => w.waitUntilReady()),
    ...Object.values(events).map((e) => e.waitUntilReady()),
  ]);
  log.info("worker ready", {
    queues: Object.fromEntries(queues.map((q) => [q, queueConcurrency(config, q)])),
    healthPort,
  });

  return {
    workers,
    worker: scrapeWorker,
    healthPort,
    metrics,
    close: async () => {
      // Let running jobs finish (BullMQ waits for them), then release the browser, Redis and Postgres.
      await Promise.all(workers.map((w) => w.close()));
      await crawler.close();
      await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
      await closeQueues(followUps).catch(() => {});
      await Promise.all(Object.values(events).map((e) => e.close().catch(() => {})));
      await Promise.all(eventConnections.map((c) => c.quit().catch(() => {})));
      await connection.quit().catch(() => {});
      await closeDb();
    },
  };
}
