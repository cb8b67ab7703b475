import { createServer, type Server } from "node:http";
import { createCbctSecondOpinion } from "@cbct/shared/ai/cbct-second-opinion";
import type { WorkerConfig } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import { markJobFailed } from "@cbct/shared/db/queries/scrape-lifecycle";
import { JOBS, QUEUE_NAMES, WORKER_OPTIONS } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { Worker } from "bullmq";
import { createCrawler } from "./crawl/crawl-site.ts";
import { createGlideSyncProcessor } from "./processors/glide-sync.ts";
import { createScrapeSiteProcessor } from "./processors/scrape-site.ts";

export type RunningWorker = { worker: Worker; healthPort: number | null; close: () => Promise<void> };

/**
 * One worker process: consumes the scrape queue with WORKER_CONCURRENCY jobs at a time. Any number of these can run
 * on any number of machines against the same Redis and Postgres.
 */
export async function startWorker(
  config: WorkerConfig,
  log: (m: string) => void = (m) => console.log(m),
  // Tests shorten the stall timings; production uses the catalog's.
  workerOptions: Partial<typeof WORKER_OPTIONS> = {},
): Promise<RunningWorker> {
  const { db, close: closeDb } = createDb(config.DATABASE_URL, { max: Math.min(10, config.WORKER_CONCURRENCY + 2) });
  const connection = createRedis(config.REDIS_URL, "worker");
  const crawler = createCrawler(config);
  const secondOpinion = createCbctSecondOpinion(config, log);
  const processor = createScrapeSiteProcessor({ db, crawler, config, secondOpinion, log });

  const worker = new Worker(QUEUE_NAMES.scrape, processor, {
    connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    ...WORKER_OPTIONS,
    ...workerOptions,
  });
  worker.on("error", (err) => log(`worker error: ${err.message}`));
  // One sync at a time per process; the job's own deduplication keeps it to one across the deployment.
  const glideWorker = new Worker(QUEUE_NAMES.glide, createGlideSyncProcessor({ db, config, log }), {
    connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: 1,
    ...WORKER_OPTIONS,
    ...workerOptions,
  });
  glideWorker.on("error", (err) => log(`glide worker error: ${err.message}`));
  // Failures that never reach the processor's catch (a job that stalled too often, a crashed process) still end the
  // job's row as failed, so the UI never shows "running" forever.
  worker.on("failed", (job, err) => {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === "UnrecoverableError";
    const parsed = JOBS["scrape-site"].payload.safeParse(job.data);
    if (final && parsed.success) {
      void markJobFailed(db, parsed.data.scrapingJobId, err.message).catch((e) => log(`mark failed: ${e}`));
    }
  });

  let health: Server | null = null;
  let healthPort: number | null = null;
  if (config.WORKER_HEALTH_PORT >= 0) {
    health = createServer((_req, res) => {
      const ok = worker.isRunning() && connection.status === "ready";
      res.writeHead(ok ? 200 : 503, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: ok ? "ok" : "unavailable", concurrency: config.WORKER_CONCURRENCY }));
    });
    await new Promise<void>((resolve) => health!.listen(config.WORKER_HEALTH_PORT, "0.0.0.0", resolve));
    const addr = health.address();
    healthPort = typeof addr === "object" && addr ? addr.port : null;
  }
  await Promise.all([worker.waitUntilReady(), glideWorker.waitUntilReady()]);
  log(`worker ready: queue "${QUEUE_NAMES.scrape}", concurrency ${config.WORKER_CONCURRENCY}`);

  return {
    worker,
    healthPort,
    close: async () => {
      // Let running jobs finish (BullMQ waits for them), then release the browser, Redis and Postgres.
      await Promise.all([worker.close(), glideWorker.close()]);
      await crawler.close();
      await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
      await connection.quit().catch(() => {});
      await closeDb();
    },
  };
}
