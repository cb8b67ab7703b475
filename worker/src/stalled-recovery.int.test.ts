import { type WorkerConfig, parseConfig, workerConfigSchema } from "@cbct/shared/config";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { QUEUE_NAMES } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../corpus/server.ts";
import { catalogSites } from "../corpus/sites.ts";
import { createLogger } from "@cbct/shared/log/create-logger";
import { type RunningWorker, startWorker } from "./start-worker.ts";

const SILENT = createLogger("error", "worker");

/**
 * A worker that dies in the middle of a job must not leave it "running" forever: once its lock expires, BullMQ's
 * stalled-job check hands the job to a live worker, which finishes it, or, past maxStalledCount, fails it, and the
 * worker's failed listener ends the row. Stall timings are shortened for the test.
 */
const STALL = { lockDuration: 1_500, stalledInterval: 500, maxStalledCount: 1 };
/**
 * The live worker's own lock: long, so that on a loaded machine (the whole suite on two cores) its lock renewal is
 * never late enough for the job it took over to stall a second time. Only the dead worker's lock has to expire.
 */
const SURVIVOR = { ...STALL, lockDuration: 30_000 };

let api: TestApi;
let corpus: Corpus;
let survivor: RunningWorker | null = null;
let cookie = "";

function workerConfig(): WorkerConfig {
  return parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "0",
    SCRAPER_BROWSER_MODE: "never",
    WORKER_CONCURRENCY: "2",
  });
}

beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => s.label.id === "lakeside-promax-3d-2008") });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  ({ cookie } = await api.signUp());
}, 60_000);

afterAll(async () => {
  await survivor?.close();
  await api?.close();
  await corpus?.close();
});

/** Starts a scrape whose job a worker takes and then dies with (as if its process had been killed). */
async function startOrphanedJob(): Promise<ScrapeJobView> {
  const connection = createRedis(api.config.REDIS_URL, "worker");
  let taken!: () => void;
  const tookJob = new Promise<void>((r) => (taken = r));
  const doomed = new Worker(
    QUEUE_NAMES.scrape,
    () => {
      taken();
      return new Promise(() => {});
    },
    { connection, prefix: api.config.QUEUE_PREFIX, ...STALL },
  );
  const res = await api.request("/api/scraping/start", { body: { url: corpus.sites[0]!.url }, cookie });
  const { job } = await json<{ job: ScrapeJobView }>(res);
  await tookJob;
  // close(true) stops without waiting for the job and stops renewing its lock: the job is orphaned in "active".
  await doomed.close(true);
  await connection.quit();
  return job;
}

async function settled(jobId: string): Promise<ScrapeJobView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view = await json<ScrapeJobView>(await api.request(`/api/scraping/jobs/${jobId}`, { cookie }));
    if (view.status === "completed" || view.status === "failed" || Date.now() > deadline) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("a worker that dies mid-job", () => {
  it("loses the job to a live worker, which completes it", async () => {
    const job = await startOrphanedJob();
    survivor = await startWorker(workerConfig(), SILENT, SURVIVOR);
    try {
      const view = await settled(job.jobId);
      expect(view.status).toBe("completed");
      expect(view.practiceId).not.toBeNull();
    } finally {
      await survivor.close();
      survivor = null;
    }
  }, 60_000);

  it("marks the job failed once it has stalled too often, instead of leaving it running", async () => {
    const job = await startOrphanedJob();
    survivor = await startWorker(workerConfig(), SILENT, { ...SURVIVOR, maxStalledCount: 0 });
    const view = await settled(job.jobId);
    expect(view.status).toBe("failed");
    expect(view.errorMessage).toMatch(/stalled/i);
  }, 60_000);
});
