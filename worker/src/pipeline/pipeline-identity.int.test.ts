import { createLogger } from "@cbct/shared/log/create-logger";
import { practices } from "@cbct/shared/db/schema/practices";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";
import { pipelineWorkerConfig, runPipeline } from "../../../infra/test/pipeline-test-kit.ts";
import { generateSites } from "../../corpus/sites.ts";
import { FAKE_PLACES } from "../../../infra/fakes/discovery/preset-places.ts";

const SILENT = createLogger("error", "worker");

let api: TestApi;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let worker: RunningWorker;

beforeAll(async () => {
  // The world of `npm run fakes:discovery` (the one the five runs were made against).
  corpus = await startCorpus({
    sites: generateSites(12 * FAKE_PLACES.length, "discovery-fakes", { hostile: false, places: FAKE_PLACES }),
  });
  // Several practices per zip that no registry gives a website or (often) an NPI: the ones that used to come back as
  // a new lead on every run.
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 3, goneWebsites: 2 });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  worker = await startWorker(pipelineWorkerConfig(api, fakes), SILENT);
}, 90_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fakes?.close();
  await corpus?.close();
});

async function runZip(cookie: string, zipCode: string) {
  const { status, ended } = await runPipeline(api, cookie, "/api/pipeline/run", {
    zipCode,
    maxResults: 50,
    autoSync: false,
  });
  expect(status).toBe(202);
  return ended;
}

const leadsByName = async () =>
  api.deps.db
    .select({ name: practices.practiceName, n: sql<number>`count(*)::int` })
    .from(practices)
    .groupBy(practices.practiceName);

describe("practice identity through the real pipeline", () => {
  it("five identical runs of one zip add no lead after the first", async () => {
    const { cookie } = await api.signUp();
    const first = await runZip(cookie, "22401");
    expect(first.status).toBe("completed");
    const afterFirst = await leadsByName();
    const inZip = fakes.world.practices.filter((p) => p.zip === "22401");
    expect(afterFirst.reduce((s, r) => s + r.n, 0)).toBe(inZip.length);
    // Practices with neither website nor NPI (not in NPPES at all) are among them: they are the case this test is
    // about, the ones that came back as a new lead on every run.
    expect(inZip.filter((p) => !p.website && !p.inNppes).length).toBeGreaterThanOrEqual(1);
    for (let run = 2; run <= 5; run++) {
      const body = await runZip(cookie, "22401");
      expect(body.status).toBe("completed");
      expect(body.result!.leadsFound).toBe(inZip.length);
    }
    const afterFifth = await leadsByName();
    expect(afterFifth.filter((r) => r.n > 1)).toEqual([]);
    expect(afterFifth.reduce((s, r) => s + r.n, 0)).toBe(inZip.length);
  }, 240_000);
});
