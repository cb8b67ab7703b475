/**
 * `npm run bench:scale`: how the deployment scales, on the generated corpus (static sites, no hostile ones).
 *
 *   A. Throughput with ONE and with TWO worker processes in the same run (same BENCH_SCALE_SITES sites, default 200),
 *      as a ratio. Each phase starts from empty tables and a fresh queue prefix.
 *   B. The queue's own overhead per job: BENCH_NOOP_JOBS (default 5,000) no-op jobs through BullMQ on this Redis.
 *   C. The API's p95 latency (GET /api/practices, a signed-in user) while phase A's two workers scrape.
 *
 * Postgres and Redis: DATABASE_URL / REDIS_URL (a `cbct_bench` database is created on that server), else embedded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { createDb, type Db } from "@cbct/shared/db/client";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { closeQueues, createQueues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { startScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import { Queue, QueueEvents, Worker } from "bullmq";
import { sql } from "drizzle-orm";
import { freePort } from "../../infra/services/private-redis.ts";
import { type CorpusSite, startCorpus } from "../corpus/server.ts";
import { generateSites } from "../corpus/sites.ts";
import { spawnWorker } from "../test/worker-process.ts";
import { benchServices } from "./bench-services.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const N = Number(process.env.BENCH_SCALE_SITES ?? 200);
const NOOP_JOBS = Number(process.env.BENCH_NOOP_JOBS ?? 5000);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "16";
const HOST_DELAY = process.env.BENCH_HOST_DELAY_MS ?? "250";
const ALLOW = "127.0.0.1:1024-65535";

type Services = { databaseUrl: string; redisUrl: string };

async function waitIdle(db: Db): Promise<void> {
  for (;;) {
    const [row] = await db
      .select({ active: sql<number>`count(*) filter (where status in ('pending', 'running'))::int` })
      .from(scrapingJobs);
    if (!row || row.active === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One measured scrape of every site by `workers` worker processes; `during` runs while they scrape. */
async function scrapePhase(s: Services, db: Db, sites: CorpusSite[], workers: number, during?: () => Promise<void>) {
  await db.execute(sql`truncate scraping_jobs, dental_practices, activity_log restart identity cascade`);
  const prefix = `bench-scale-${workers}-${Date.now()}`;
  const env = {
    DATABASE_URL: s.databaseUrl,
    REDIS_URL: s.redisUrl,
    QUEUE_PREFIX: prefix,
    SCRAPER_ALLOW_HOSTS: ALLOW,
    WORKER_CONCURRENCY: CONCURRENCY,
    SCRAPER_HOST_DELAY_MS: HOST_DELAY,
    LEAD_REFRESH_DAYS: "0",
    LOG_LEVEL: "warn",
  };
  // "worker ready" is an info entry: spawnWorker needs it, so info here, and the workers' output is only parsed.
  const procs = await Promise.all(Array.from({ length: workers }, () => spawnWorker({ ...env, LOG_LEVEL: "info" })));
  const redis = createRedis(s.redisUrl, "client");
  const queues = createQueues(redis, prefix);
  const started = performance.now();
  const startDeps = { db, redis, queues, allowHosts: [ALLOW], enqueueTimeoutMs: 10_000 };
  // One startScrapes call for the list, as POST /api/scraping/bulk-start makes it.
  const answers = await startScrapes(
    startDeps,
    sites.map((site) => ({ url: site.url, requestedBy: null })),
  );
  for (const answer of answers) if (!answer.ok) throw new Error(`${answer.input}: ${answer.error}`);
  const background = during?.();
  await waitIdle(db);
  const seconds = (performance.now() - started) / 1000;
  await background;
  await Promise.all(procs.map((p) => p.stop()));
  await closeQueues(queues);
  await redis.quit();
  const [counts] = await db
    .select({
      completed: sql<number>`count(*) filter (where status = 'completed')::int`,
      failed: sql<number>`count(*) filter (where status = 'failed')::int`,
    })
    .from(scrapingJobs);
  return { workers, seconds, sitesPerMinute: (sites.length / seconds) * 60, ...counts! };
}

/** No-op jobs through BullMQ: add in bulk, process with concurrency 8, until the last completes. */
async function queueOverhead(redisUrl: string) {
  const connection = createRedis(redisUrl, "worker");
  const prefix = `bench-noop-${Date.now()}`;
  const queue = new Queue("noop", { connection, prefix });
  const events = new QueueEvents("noop", { connection: createRedis(redisUrl, "worker"), prefix });
  await events.waitUntilReady();
  let done = 0;
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  const worker = new Worker("noop", async () => {}, { connection, prefix, concurrency: 8, autorun: false });
  worker.on("completed", () => {
    if (++done === NOOP_JOBS) finish();
  });
  const t0 = performance.now();
  for (let i = 0; i < NOOP_JOBS; i += 500) {
    await queue.addBulk(
      Array.from({ length: Math.min(500, NOOP_JOBS - i) }, (_, k) => ({
        name: "noop",
        data: { i: i + k },
        opts: { removeOnComplete: true },
      })),
    );
  }
  const added = performance.now();
  void worker.run();
  await finished;
  const end = performance.now();
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
  return {
    jobs: NOOP_JOBS,
    addMsPerJob: (added - t0) / NOOP_JOBS,
    processMsPerJob: (end - added) / NOOP_JOBS,
    jobsPerSecond: NOOP_JOBS / ((end - added) / 1000),
  };
}

async function startApi(s: Services): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: s.databaseUrl,
      REDIS_URL: s.redisUrl,
      PORT: String(port),
      WEB_DIST_DIR: "",
      LOG_LEVEL: "warn",
      REGISTER_MAX_PER_IP: "1000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  createInterface({ input: child.stderr! }).on("line", () => {});
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("API did not start");
}

/** Signed-in GET /api/practices at ~20 requests a second until `stop` resolves; returns latencies (ms). */
async function probeApi(url: string, stop: Promise<void>): Promise<number[]> {
  const reg = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench",
      email: `bench-${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0]!;
  const times: number[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/practices?limit=50`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/practices answered ${res.status}`);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function main() {
  const services = await benchServices(process.env, "cbct_bench_scale");
  const { db, close } = createDb(services.databaseUrl, { max: 4 });
  const sites = generateSites(Math.ceil(N * 1.15), 2027, { hostile: false })
    .filter((s) => !s.label.expected.needsBrowser)
    .slice(0, N);
  const corpus = await startCorpus({ sites });
  try {
    const one = await scrapePhase(services, db, corpus.sites, 1);
    const api = await startApi(services);
    let latencies: number[] = [];
    const two = await scrapePhase(services, db, corpus.sites, 2, async () => {
      // Runs while the two workers scrape: the phase awaits it after the queue drains.
      let release!: () => void;
      const drained = new Promise<void>((r) => (release = r));
      const probing = probeApi(api.url, drained);
      await waitIdle(db);
      release();
      latencies = await probing;
    });
    api.child.kill("SIGTERM");
    const noop = await queueOverhead(services.redisUrl);
    const cpus = os.cpus();
    const f = (n: number, d = 1) => n.toFixed(d);
    console.log(`## bench:scale (${new Date().toISOString().slice(0, 10)})`);
    console.log(
      `Machine: ${cpus.length} x ${cpus[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${process.version}`,
    );
    console.log(
      `Sites: ${N} generated static sites; WORKER_CONCURRENCY=${CONCURRENCY}, SCRAPER_HOST_DELAY_MS=${HOST_DELAY}`,
    );
    console.log("| Workers | Seconds | Sites/min | Completed | Failed |\n| --- | --- | --- | --- | --- |");
    for (const p of [one, two])
      console.log(`| ${p.workers} | ${f(p.seconds)} | ${f(p.sitesPerMinute)} | ${p.completed} | ${p.failed} |`);
    console.log(`Two workers / one: ${f(two.sitesPerMinute / one.sitesPerMinute, 2)}x`);
    console.log(
      `Queue overhead: ${noop.jobs} no-op jobs, add ${f(noop.addMsPerJob, 3)} ms/job, process ${f(noop.processMsPerJob, 3)} ms/job (${f(noop.jobsPerSecond, 0)} jobs/s)`,
    );
    console.log(
      `API GET /api/practices while two workers scrape: ${latencies.length} requests, p50 ${f(quantile(latencies, 0.5))} ms, p95 ${f(quantile(latencies, 0.95))} ms, max ${f(Math.max(...latencies))} ms`,
    );
  } finally {
    await corpus.close();
    await close();
    await services.stop();
  }
}

await main();
