import { createServer, type Server } from "node:http";
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
import { createRedis } from "@cbct/shared/jobs/redis";
import { createLogger, type Logger } from "@cbct/shared/log/create-logger";
import { Worker } from "bullmq";
import { createCrawler } from "./crawl/crawl-site.ts";
import { createDiscovery } from "./discovery/create-discovery.ts";
import { dispatchJobs, jobsOn } from "./processors/dispatch-jobs.ts";

export type RunningWorker = {
  /** One BullMQ worker per queue that has jobs in the catalog. */
  workers: Worker[];
  /** The scrape queue's worker (kept for tests and the health check). */
  worker: Worker;
  healthPort: number | null;
  close: () => Promise<void>;
};

/**
 * One worker process: consumes every queue of the job catalog, WORKER_CONCURRENCY jobs at a time per queue, each
 * job routed to its processor by name. Any number of these can run on any number of machines against the same Redis
 * and Postgres.
 */
export async function startWorker(
  config: WorkerConfig,
  log: Logger = createLogger(config.LOG_LEVEL, "worker"),
  // Tests shorten the stall timings; production uses the catalog's.
  workerOptions: Partial<typeof WORKER_OPTIONS> = {},
): Promise<RunningWorker> {
  // Tests and slow environments may shorten or lengthen the lock (a dead worker's job is recovered after it).
  const lockOverrides = {
    ...(config.WORKER_LOCK_DURATION_MS ? { lockDuration: config.WORKER_LOCK_DURATION_MS } : {}),
    ...(config.WORKER_STALLED_INTERVAL_MS ? { stalledInterval: config.WORKER_STALLED_INTERVAL_MS } : {}),
  };
  const { db, close: closeDb } = createDb(config.DATABASE_URL, {
    max: Math.min(14, config.WORKER_CONCURRENCY + config.PIPELINE_CONCURRENCY + 2),
  });
  const connection = createRedis(config.REDIS_URL, "worker");
  const crawler = createCrawler(config);
  const secondOpinion = createCbctSecondOpinion(config, (m) => log.warn(m));
  // Processors that enqueue follow-up jobs (a pipeline run fans out scrapes) use these handles.
  const queueHandles = createQueues(connection, config.QUEUE_PREFIX);
  const discovery = createDiscovery(config, { redis: connection });
  const deps = { db, crawler, config, secondOpinion, log, queues: queueHandles, discovery };

  // Per queue: how many jobs one process runs at once, and its lock timings. A pipeline run mostly waits for its
  // scrapes, so it has its own small concurrency and never takes a slot a scrape needs.
  const perQueue: Record<QueueName, { concurrency: number; options: StallOptions }> = {
    [QUEUE_NAMES.scrape]: { concurrency: config.WORKER_CONCURRENCY, options: WORKER_OPTIONS },
    [QUEUE_NAMES.pipeline]: { concurrency: config.PIPELINE_CONCURRENCY, options: PIPELINE_WORKER_OPTIONS },
    // One Glide sync at a time per process; the job's deduplication id keeps it to one across the deployment.
    [QUEUE_NAMES.glide]: { concurrency: 1, options: WORKER_OPTIONS },
  };
  const queues = Object.values(QUEUE_NAMES).filter((queue) => jobsOn(queue).length > 0);
  const workers = queues.map((queue) => {
    const dispatch = dispatchJobs(queue, deps);
    const worker = new Worker(queue, dispatch.process, {
      connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: perQueue[queue].concurrency,
      ...perQueue[queue].options,
      ...lockOverrides,
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
    health = createServer((_req, res) => {
      const ok = workers.every((w) => w.isRunning()) && connection.status === "ready";
      res.writeHead(ok ? 200 : 503, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: ok ? "ok" : "unavailable", concurrency: config.WORKER_CONCURRENCY }));
    });
    await new Promise<void>((resolve) => health!.listen(config.WORKER_HEALTH_PORT, "0.0.0.0", resolve));
    const addr = health.address();
    healthPort = typeof addr === "object" && addr ? addr.port : null;
  }
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  log.info("worker ready", { queues, concurrency: config.WORKER_CONCURRENCY });

  return {
    workers,
    worker: scrapeWorker,
    healthPort,
    close: async () => {
      // Let running jobs finish (BullMQ waits for them), then release the browser, Redis and Postgres.
      await Promise.all(workers.map((w) => w.close()));
      await closeQueues(queueHandles);
      await crawler.close();
      await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
      await connection.quit().catch(() => {});
      await closeDb();
    },
  };
}
