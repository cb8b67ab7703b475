import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import { runMigrations } from "@cbct/shared/db/migrate";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { closeQueues, createQueues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { startScrape } from "@cbct/shared/aggregates/scrape-jobs";
import { createLogger } from "@cbct/shared/log/create-logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../infra/test/global-setup.ts";
import { type RunningService, startEmbeddedPostgres } from "../../infra/services/embedded-postgres.ts";
import { freePort } from "../../infra/services/private-redis.ts";
import { testQueuePrefix, testRedisUrl } from "../../infra/test/services.ts";
import { type Corpus, startCorpus } from "../corpus/server.ts";
import { catalogSites, kindGroup } from "../corpus/sites.ts";
import { type RunningWorker, startWorker } from "./start-worker.ts";

/** A Postgres of its own (the shared test server must not restart under other files). */
let dataDir: string;
let port: number;
let pg: RunningService;
let corpus: Corpus;
let worker: RunningWorker | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "cbct-pg-restart-"));
  port = await freePort();
  pg = await startEmbeddedPostgres(dataDir, port);
  await runMigrations(pg.url);
  const sites = catalogSites().filter((s) => kindGroup(s.label.kind) !== "hostile" && s.render === "static");
  corpus = await startCorpus({ sites: sites.slice(0, 6) });
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await corpus?.close();
  await pg?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("Postgres restarted while workers run", () => {
  it("retries the jobs it interrupted: every job completes and every lead is saved", async () => {
    const prefix = testQueuePrefix();
    const config = parseConfig(workerConfigSchema, {
      DATABASE_URL: pg.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
      SCRAPER_BROWSER_MODE: "never",
      // Slow enough that the restart lands while the crawls run.
      SCRAPER_HOST_DELAY_MS: "400",
      WORKER_CONCURRENCY: "6",
    });
    worker = await startWorker(config, createLogger("error", "worker"));
    const { db, close } = createDb(pg.url, { max: 2 });
    const redis = createRedis(testRedisUrl(), "client");
    const queues = createQueues(redis, prefix);
    try {
      const deps = { db, redis, queues, allowHosts: config.SCRAPER_ALLOW_HOSTS, enqueueTimeoutMs: 5_000 };
      for (const site of corpus.sites) expect((await startScrape(deps, site.url, null)).ok).toBe(true);
      await new Promise((r) => setTimeout(r, 800));
      // The restart lands mid-run: jobs are running and none has saved its lead yet.
      const before = await db.select().from(scrapingJobs);
      expect(before.some((j) => j.status === "running")).toBe(true);
      expect(before.filter((j) => j.status === "completed")).toHaveLength(0);

      await pg.stop();
      await new Promise((r) => setTimeout(r, 1_500));
      pg = await startEmbeddedPostgres(dataDir, port);

      const deadline = Date.now() + 90_000;
      let jobs = await db.select().from(scrapingJobs);
      while (Date.now() < deadline && jobs.some((j) => j.status === "pending" || j.status === "running")) {
        await new Promise((r) => setTimeout(r, 250));
        jobs = await db.select().from(scrapingJobs);
      }
      expect(jobs.map((j) => j.status)).toEqual(corpus.sites.map(() => "completed"));
      expect(await db.select().from(practices)).toHaveLength(corpus.sites.length);
    } finally {
      await closeQueues(queues);
      await redis.quit();
      await close();
    }
  }, 150_000);
});
