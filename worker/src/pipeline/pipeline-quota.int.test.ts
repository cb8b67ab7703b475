import type { PipelineRunResponse } from "@cbct/core/contracts/pipeline";
import { pipelineRuns } from "@cbct/shared/db/schema/pipeline-runs";
import { createLogger } from "@cbct/shared/log/create-logger";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";
import { pipelineSites, pipelineWorkerConfig, waitForRunEnd } from "../../../infra/test/pipeline-test-kit.ts";

const SILENT = createLogger("error", "worker");
const DISCOVERY_BUDGET = 6;

let api: TestApi;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let worker: RunningWorker;

beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(10, "pipeline-quota", ["22401", "22554"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 2 });
  api = await startTestApi({
    config: {
      SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"],
      SCRAPE_MAX_PER_HOUR: 50,
      SCRAPE_BULK_MAX_URLS: 50,
      SCRAPE_MAX_PENDING_PER_USER: 1000,
      PIPELINE_MAX_RUNS_PER_HOUR: 2,
    },
  });
  await api.deps.redis.ping();
  worker = await startWorker(
    pipelineWorkerConfig(api, fakes, { DISCOVERY_MAX_REQUESTS_PER_USER_PER_HOUR: String(DISCOVERY_BUDGET) }),
    SILENT,
  );
}, 90_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fakes?.close();
  await corpus?.close();
});

const runZip = (cookie: string, zipCode: string, maxResults: number) =>
  api.request("/api/pipeline/run", { body: { zipCode, maxResults, autoSync: false }, cookie });
// Addresses that are valid to start but lead nowhere: the quota counts starts, not successes.
const urls = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `https://${tag}-${i}.invalid`);
const bulk = (cookie: string, list: string[]) =>
  api.request("/api/scraping/bulk-start", { body: { urls: list }, cookie });

describe("pipeline runs and the per-user scrape quota", () => {
  it("charges a run's scrapes to its user and refuses up front a run that would pass the hourly limit", async () => {
    const { cookie } = await api.signUp();
    const first = await runZip(cookie, "22401", 50);
    expect(first.status).toBe(202);
    const done = await waitForRunEnd(api, cookie, (await json<PipelineRunResponse>(first)).runId);
    expect(done.status).toBe("completed");
    const [row] = await api.deps.db.select().from(pipelineRuns).where(eq(pipelineRuns.id, done.runId));
    const queued = row!.scrapingJobIds.length;
    expect(queued).toBeGreaterThan(0);

    // The run reserved 50 and gave back what it did not scrape: its `queued` scrapes are what it cost.
    const manual = 50 - queued - 5;
    expect((await bulk(cookie, urls(manual, "manual"))).status).toBe(200);

    const refused = await runZip(cookie, "22554", 10);
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toMatch(/you may still start 5 scrapes this hour/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // The refusal cost nothing: exactly the 5 left can still be started by hand, and not one more.
    expect((await bulk(cookie, urls(5, "last"))).status).toBe(200);
    expect((await bulk(cookie, urls(1, "over"))).status).toBe(429);
  }, 60_000);

  it("limits pipeline runs per user per hour", async () => {
    const { cookie } = await api.signUp();
    // One active run per user: the first must end before the second can start.
    const one = await runZip(cookie, "22554", 10);
    expect(one.status).toBe(202);
    await waitForRunEnd(api, cookie, (await json<PipelineRunResponse>(one)).runId);
    expect((await runZip(cookie, "22554", 10)).status).toBe(202);
    const third = await runZip(cookie, "22554", 10);
    expect(third.status).toBe(429);
    expect((await json(third)).error).toMatch(
      /^You have started 2 pipeline runs this hour, the most allowed\. Try again in \d+ minutes?\.$/,
    );
    // Someone else's runs are their own.
    const other = await api.signUp();
    expect((await runZip(other.cookie, "22554", 10)).status).toBe(202);
  }, 60_000);

  it("meters discovery provider requests per user: past the budget a provider is not asked, and the run says so", async () => {
    const { cookie } = await api.signUp();
    const first = await waitForRunEnd(
      api,
      cookie,
      (await json<PipelineRunResponse>(await runZip(cookie, "22401", 20))).runId,
    );
    expect(first.status).toBe("completed");
    const used = Number(/, (\d+) provider requests?$/.exec(first.message)?.[1]);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(DISCOVERY_BUDGET);

    const before = fakes.requests("nppes") + fakes.requests("overpass") + fakes.requests("places");
    const second = await waitForRunEnd(
      api,
      cookie,
      (await json<PipelineRunResponse>(await runZip(cookie, "22554", 20))).runId,
    );
    expect(second.status).toBe("completed");
    const sent = fakes.requests("nppes") + fakes.requests("overpass") + fakes.requests("places") - before;
    // Nominatim's answer for a new zip is a request too; together the two runs stay within the budget.
    expect(sent).toBeLessThanOrEqual(DISCOVERY_BUDGET - used);
    expect(second.result!.errors.some((e) => /discovery requests for this hour are used up/.test(e))).toBe(true);
  }, 60_000);
});
