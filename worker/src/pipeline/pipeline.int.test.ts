import type { PipelineRunResponse } from "@cbct/core/contracts/pipeline";
import { PIPELINE_STOPPED_MESSAGE } from "@cbct/shared/aggregates/scrape-jobs";
import { createLogger } from "@cbct/shared/log/create-logger";
import { pipelineRuns } from "@cbct/shared/db/schema/pipeline-runs";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";
import { SYNC_NOT_CONFIGURED } from "../processors/run-pipeline.ts";
import { cancelledLine } from "./run-summary.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";
import {
  pipelineSites,
  pipelineStatus,
  pipelineWorkerConfig,
  runPipeline,
  waitForRunEnd,
  waitForStatus,
} from "../../../infra/test/pipeline-test-kit.ts";

const SILENT = createLogger("error", "worker");

let api: TestApi;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let worker: RunningWorker;

beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(10, "pipeline-int", ["22401", "22554"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 2, goneWebsites: 1 });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  worker = await startWorker(pipelineWorkerConfig(api, fakes), SILENT);
}, 90_000);

afterEach(() => {
  for (const api of ["nppes", "nominatim", "overpass", "places"] as const) fakes.fail(api, null);
});

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fakes?.close();
  await corpus?.close();
});

const leadCount = async () => (await api.deps.db.select({ n: sql<number>`count(*)::int` }).from(practices))[0]!.n;

async function runZip(cookie: string, zipCode: string, maxResults = 50) {
  const { status, ended } = await runPipeline(api, cookie, "/api/pipeline/run", {
    zipCode,
    maxResults,
    autoSync: true,
  });
  expect(status).toBe(202);
  return ended;
}

describe("the automated pipeline over the fake registries", () => {
  it("answers the POST at once with the run id, before the run ends; the run is followed through status", async () => {
    const { cookie } = await api.signUp();
    const res = await api.request("/api/pipeline/run", {
      body: { zipCode: "22401", maxResults: 50, autoSync: false },
      cookie,
    });
    expect(res.status).toBe(202);
    const started = await json<PipelineRunResponse>(res);
    expect(started).toMatchObject({
      success: true,
      status: "queued",
      result: null,
      message: "Pipeline started: follow its progress on this page",
    });
    // The answer came before the run ended: the row is still queued or running, with no result yet.
    const [row] = await api.deps.db.select().from(pipelineRuns).where(eq(pipelineRuns.id, started.runId));
    expect(["queued", "running"]).toContain(row!.status);
    expect(row!.finishedAt).toBeNull();
    const ended = await waitForRunEnd(api, cookie, started.runId);
    expect(ended).toMatchObject({ success: true, status: "completed" });
    expect(ended.message).toMatch(/^Pipeline complete: \d+ leads? found, \d+ processed/);
  });

  it("discovers, de-duplicates, scrapes and scores a zip code, and keeps practices without a website", async () => {
    const { cookie } = await api.signUp();
    const inZip = fakes.world.practices.filter((p) => p.zip === "22401");
    const body = await runZip(cookie, "22401");

    expect(body).toMatchObject({ success: true, status: "completed" });
    const result = body.result!;
    // Every practice in the zip that some registry lists, once, and nothing from the other zip.
    expect(result.leadsFound).toBe(inZip.length);
    const withSites = inZip.filter((p) => p.website && (p.osm?.websiteTag || p.places?.hasWebsite));
    const closed = withSites.filter((p) => p.name.endsWith("Dental Studio"));
    expect(closed).toHaveLength(1);
    // Every reachable website was scraped and scored; the closed one (404) is reported instead.
    expect(result.processed).toBe(withSites.length - closed.length);
    expect(result.sheetsGenerated).toBe(true);
    expect(result.driveUploaded).toBe(false);
    expect(result.errors).toContain(SYNC_NOT_CONFIGURED);
    expect(result.errors.some((e) => /could not be scraped: .*404/i.test(e))).toBe(true);
    expect(result.summary.totalScore).toBeGreaterThan(0);

    const leads = await api.deps.db.select().from(practices);
    expect(leads).toHaveLength(inZip.length);
    const registryOnly = leads.filter((l) => !l.websiteDomain);
    expect(registryOnly.length).toBeGreaterThanOrEqual(2);
    for (const lead of registryOnly) {
      expect(lead.phone).toBeTruthy();
      expect(lead.address).toBeTruthy();
      expect(["nppes", "places"]).toContain(lead.discoverySource);
    }
    // Registry NPIs landed on the leads, and a scraped lead kept the NPI the registry gave it.
    expect(leads.filter((l) => l.npiNumber).length).toBeGreaterThan(inZip.length / 2);
    expect(leads.some((l) => l.npiNumber && l.scrapedAt)).toBe(true);

    const status = await pipelineStatus(api, cookie);
    expect(status).toMatchObject({ running: false, progress: 100, result });
  });

  it("updates the same leads on a second run over the same zip instead of duplicating them", async () => {
    const { cookie } = await api.signUp();
    const before = await leadCount();
    const body = await runZip(cookie, "22401");
    expect(body.status).toBe("completed");
    expect(await leadCount()).toBe(before);
    expect(body.result!.leadsFound).toBe(before);
  });

  it("answers 409 to a second run while one is active, and validates input", async () => {
    const { cookie } = await api.signUp();
    const first = runZip(cookie, "22554");
    await waitForStatus(api, cookie, (s) => s.running);
    const second = await api.request("/api/pipeline/run-city-state", {
      body: { city: "Stafford", state: "VA", maxResults: 20, autoSync: false },
      cookie,
    });
    expect(second.status).toBe(409);
    expect((await json(second)).error).toMatch(/already running/);
    expect((await first).status).toBe("completed");

    for (const [path, body, message] of [
      ["/api/pipeline/run", { zipCode: "2240" }, /5-digit/],
      ["/api/pipeline/run", { zipCode: "22401", maxResults: 500 }, /at most 200/],
      ["/api/pipeline/run", { zipCode: "22401", maxResults: 5 }, /at least 10/],
      ["/api/pipeline/run-city-state", { city: "Stafford", state: "Virginia" }, /two-letter/],
    ] as const) {
      const res = await api.request(path, { body, cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatch(message);
    }
  });

  it("finishes with a warning when a provider fails or times out, using what the others found", async () => {
    const { cookie } = await api.signUp();
    fakes.fail("overpass", "hang");
    fakes.fail("places", "down");
    const { ended: run } = await runPipeline(api, cookie, "/api/pipeline/run-city-state", {
      city: "Stafford",
      state: "va",
      maxResults: 50,
      autoSync: false,
    });
    expect(run).toMatchObject({ success: true, status: "completed" });
    expect(run.result!.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^OpenStreetMap \(Overpass\) failed: did not answer within 1 s/),
        expect.stringMatching(/^Google Places failed: answered 503 UNAVAILABLE/),
      ]),
    );
    expect(run.result!.errors).not.toContain(SYNC_NOT_CONFIGURED);
    expect(run.result!.leadsFound).toBeGreaterThan(0);
  });

  it("stops mid-run: pending scrapes are cancelled, what was processed stays", async () => {
    const { cookie } = await api.signUp();
    // Keep scrapes slow so the stop lands while most are still queued.
    await worker.close();
    worker = await startWorker(
      pipelineWorkerConfig(api, fakes, { WORKER_CONCURRENCY: "1", SCRAPER_HOST_DELAY_MS: "400" }),
      SILENT,
    );
    try {
      const pending = runZip(cookie, "22401");
      await waitForStatus(api, cookie, (s) => /^[1-9]\d* of/.test(s.stepDetails ?? "") && s.run?.step === "scrape");
      const stop = await api.request("/api/pipeline/stop", { method: "POST", cookie });
      expect(stop.status).toBe(200);
      expect(await json(stop)).toMatchObject({ stopped: true, message: "Pipeline has been stopped successfully" });
      const body = await pending;
      expect(body.status).toBe("cancelled");
      const run = (await api.deps.db.select().from(pipelineRuns).where(eq(pipelineRuns.id, body.runId)))[0]!;
      const rows = await api.deps.db.select().from(scrapingJobs).where(inArray(scrapingJobs.id, run.scrapingJobIds));
      // Stored as cancelled (not failed): the summary counts them from the status and lists no failure for them.
      const cancelled = rows.filter((r) => r.status === "cancelled");
      expect(cancelled.length).toBeGreaterThan(0);
      expect(cancelled.every((r) => r.errorMessage === PIPELINE_STOPPED_MESSAGE)).toBe(true);
      expect(body.result!.errors).toContain(cancelledLine(cancelled.length));
      for (const row of cancelled) expect(body.result!.errors).not.toContain(`${row.practiceUrl} could not be scraped`);
      // Nothing is left waiting for a worker; a scrape that was already running finishes on its own.
      expect(rows.filter((r) => r.status === "pending")).toEqual([]);
      expect(body.result!.processed).toBeLessThanOrEqual(rows.filter((r) => r.status === "completed").length);
      expect(body.result!.processed).toBeGreaterThan(0);
    } finally {
      await worker.close();
      worker = await startWorker(pipelineWorkerConfig(api, fakes), SILENT);
    }
  });
});
