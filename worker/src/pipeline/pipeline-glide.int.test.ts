import { glideSyncs } from "@cbct/shared/db/schema/glide-syncs";
import { practices } from "@cbct/shared/db/schema/practices";
import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { createLogger } from "@cbct/shared/log/create-logger";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type GlideFake, startGlideFake } from "../../../infra/fakes/glide/glide-fake.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";
import { pipelineSites, pipelineWorkerConfig, runPipeline } from "../../../infra/test/pipeline-test-kit.ts";

const SILENT = createLogger("error", "worker");

let api: TestApi;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let glide: GlideFake;
let worker: RunningWorker | null = null;

beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(6, "pipeline-glide", ["22401"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 1 });
  glide = await startGlideFake({ apiKey: "glide-secret", columns: glideTableSchema().columns });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"], ...glide.env } });
}, 90_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fakes?.close();
  await glide?.close();
  await corpus?.close();
});

const leadCount = async () => (await api.deps.db.select({ n: sql<number>`count(*)::int` }).from(practices))[0]!.n;

describe("a pipeline run with auto-sync to Glide", () => {
  it("ends only once Glide has the rows, and its summary says what Glide really took", async () => {
    worker = await startWorker(pipelineWorkerConfig(api, fakes, glide.env), SILENT);
    const { cookie } = await api.signUp();
    const { ended } = await runPipeline(api, cookie, "/api/pipeline/run", { zipCode: "22401", autoSync: true });
    expect(ended.status).toBe("completed");
    const leads = await leadCount();
    expect(leads).toBeGreaterThan(0);
    // When the run says it is done, Glide already holds every lead.
    expect(glide.rows()).toHaveLength(leads);
    expect(ended.message).toContain(`; Glide: ${leads} rows sent, ${leads} added/updated`);
    expect(ended.message).not.toMatch(/failed/);
    expect(ended.result!.errors.filter((e) => /Glide|Auto-sync/.test(e))).toEqual([]);
    const [sync] = await api.deps.db.select().from(glideSyncs).where(eq(glideSyncs.pipelineRunId, ended.runId));
    expect(sync).toMatchObject({ status: "completed", rowsSent: leads, rowsAdded: leads, rowsFailed: 0 });
  }, 120_000);

  it("shows a Glide failure in the run's summary and warnings", async () => {
    await worker?.close();
    // The worker's key is refused by Glide (a 404 "API key not found"): the sync fails at once, without retrying.
    worker = await startWorker(pipelineWorkerConfig(api, fakes, { ...glide.env, GLIDE_API_KEY: "stale" }), SILENT);
    const { cookie } = await api.signUp();
    const { ended } = await runPipeline(api, cookie, "/api/pipeline/run", { zipCode: "22401", autoSync: true });
    expect(ended.status).toBe("completed");
    expect(ended.message).toMatch(/; Glide sync failed: Glide refused the sync: API key not found/);
    const warning = ended.result!.errors.find((e) => e.startsWith("Glide sync failed:"));
    expect(warning).toMatch(
      /^Glide sync failed: Glide refused the sync: API key not found.* \(0 rows sent, 0 added\/updated\)$/,
    );
    const [sync] = await api.deps.db.select().from(glideSyncs).where(eq(glideSyncs.pipelineRunId, ended.runId));
    expect(sync).toMatchObject({ status: "failed" });
  }, 120_000);
});
