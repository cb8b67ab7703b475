import { type ChildProcess, spawn } from "node:child_process";
import { createLogger } from "@cbct/shared/log/create-logger";
import path from "node:path";
import { createInterface } from "node:readline";
import type { PipelineRunResponse } from "@cbct/core/contracts/pipeline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";
import {
  pipelineSites,
  pipelineWorkerConfig,
  waitForRunEnd,
  waitForStatus,
} from "../../../infra/test/pipeline-test-kit.ts";

const SILENT = createLogger("error", "worker");

/**
 * A worker process killed (SIGKILL) in the middle of a pipeline run: its run's job stalls, BullMQ hands it to a live
 * worker, which resumes the run from its row (the scrapes already queued are waited for, not queued again) and ends it.
 */
const STALL = { lockDuration: 1_500, stalledInterval: 500, maxStalledCount: 2 };
const ROOT = path.resolve(import.meta.dirname, "../../..");

let api: TestApi;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let child: ChildProcess | null = null;
let survivor: RunningWorker | null = null;

beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(8, "pipeline-killed", ["22401"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 1 });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
}, 90_000);

afterAll(async () => {
  child?.kill("SIGKILL");
  await survivor?.close();
  await api?.close();
  await fakes?.close();
  await corpus?.close();
});

async function startChildWorker(env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", "worker/src/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    // The worker logs one JSON line per entry on stderr.
    createInterface({ input: proc.stderr! }).on("line", (l) => l.includes("worker ready") && resolve());
  });
  return proc;
}

describe("a worker process killed mid-pipeline", () => {
  it("leaves a run that another worker resumes and ends", async () => {
    const config = pipelineWorkerConfig(api, fakes);
    child = await startChildWorker({
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
      SCRAPER_BROWSER_MODE: "never",
      // One slow scrape at a time, so the kill lands while the run waits for its scrapes.
      WORKER_CONCURRENCY: "1",
      SCRAPER_HOST_DELAY_MS: "500",
      WORKER_LOCK_DURATION_MS: String(STALL.lockDuration),
      WORKER_STALLED_INTERVAL_MS: String(STALL.stalledInterval),
      ...fakes.env,
    });
    const { cookie } = await api.signUp();
    const res = await api.request("/api/pipeline/run", { body: { zipCode: "22401", maxResults: 50 }, cookie });
    expect(res.status).toBe(202);
    const { runId } = await json<PipelineRunResponse>(res);
    const during = await waitForStatus(
      api,
      cookie,
      (s) => s.run?.step === "scrape" && /^\d+ of/.test(s.stepDetails ?? ""),
    );
    expect(during.running).toBe(true);
    child.kill("SIGKILL");
    child = null;

    survivor = await startWorker(config, SILENT, STALL);
    const body = await waitForRunEnd(api, cookie, runId, 85_000);
    expect(body.status).toBe("completed");
    expect(body.result!.processed).toBeGreaterThan(0);
    const status = await waitForStatus(api, cookie, (s) => !s.running);
    expect(status.progress).toBe(100);
  }, 90_000);
});
