import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Db } from "@cbct/shared/db/client";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { closeQueues, createQueues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { startScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import { eq, sql } from "drizzle-orm";
import type { CorpusSite } from "../corpus/server.ts";
import { withWorkerHeapOptions } from "../src/worker-node-options.ts";
import { type MemorySample, watchMemory } from "./proc-memory.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type PhaseResult = {
  name: string;
  sites: number;
  completed: number;
  failed: number;
  pages: number;
  browserPages: number;
  seconds: number;
  sitesPerMinute: number;
  peak: MemorySample;
  after: MemorySample;
  rows: Array<{ url: string; status: string; cbctStatus: string | null; error: string | null }>;
};

/**
 * One measured run: a fresh queue prefix and empty tables, ONE worker process (a child, so its memory is its own),
 * every site enqueued the way the API does it, timed from the first enqueue until no job is pending or running.
 */
export async function runPhase(args: {
  name: string;
  sites: CorpusSite[];
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  workerEnv: Record<string, string>;
}): Promise<PhaseResult> {
  const { db, sites } = args;
  await db.execute(sql`truncate scraping_jobs, dental_practices, activity_log restart identity cascade`);
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  // The same heap settings as `npm start` gives its workers (sized by the run's WORKER_CONCURRENCY).
  const env = withWorkerHeapOptions({
    ...process.env,
    DATABASE_URL: args.databaseUrl,
    REDIS_URL: args.redisUrl,
    QUEUE_PREFIX: prefix,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    // "worker ready" is an info entry; only warnings and errors are echoed below.
    LOG_LEVEL: "info",
    ...args.workerEnv,
  });
  const child = spawn(process.execPath, ["--import", "tsx", "worker/src/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    createInterface({ input: child.stdout! }).on("line", (l) => process.stderr.write(`[worker] ${l}\n`));
    createInterface({ input: child.stderr! }).on("line", (l) => {
      if (l.includes('"worker ready"')) resolve();
      else if (!l.includes('"level":"info"') && !l.includes('"level":"debug"')) process.stderr.write(`[worker] ${l}\n`);
    });
  });
  const memory = watchMemory(child.pid!);

  const redis = createRedis(args.redisUrl, "client");
  const queues = createQueues(redis, prefix);
  const started = performance.now();
  // Every site goes through the API's own startScrapes (URL check, job row, enqueue).
  const startDeps = { db, redis, queues, allowHosts: ["127.0.0.1:1024-65535"], enqueueTimeoutMs: 10_000 };
  // One startScrapes call for the list, as POST /api/scraping/bulk-start makes it.
  const answers = await startScrapes(
    startDeps,
    sites.map((site) => ({ url: site.url, requestedBy: null })),
  );
  for (const answer of answers) if (!answer.ok) throw new Error(`${answer.input}: ${answer.error}`);
  for (;;) {
    const [row] = await db
      .select({ active: sql<number>`count(*) filter (where status in ('pending', 'running'))::int` })
      .from(scrapingJobs);
    if (!row || row.active === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  memory.stop();
  const after = memory.last();
  child.kill("SIGTERM");
  await exited;
  await closeQueues(queues);
  await redis.quit();

  const rows = await db
    .select({
      url: scrapingJobs.practiceUrl,
      status: scrapingJobs.status,
      error: scrapingJobs.errorMessage,
      cbctStatus: practices.cbctStatus,
      extracted: scrapingJobs.extractedData,
    })
    .from(scrapingJobs)
    .leftJoin(practices, eq(practices.id, scrapingJobs.practiceId));
  let pages = 0;
  let browserPages = 0;
  for (const r of rows) {
    const list = (r.extracted as { pages?: { renderedWithBrowser: boolean }[] } | null)?.pages ?? [];
    pages += list.length;
    browserPages += list.filter((p) => p.renderedWithBrowser).length;
  }
  return {
    name: args.name,
    sites: sites.length,
    completed: rows.filter((r) => r.status === "completed").length,
    failed: rows.filter((r) => r.status === "failed").length,
    pages,
    browserPages,
    seconds,
    sitesPerMinute: (sites.length / seconds) * 60,
    peak: { ...memory.peak },
    after,
    rows: rows.map((r) => ({ url: r.url, status: r.status, cbctStatus: r.cbctStatus, error: r.error })),
  };
}
