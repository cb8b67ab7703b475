import { parseConfig, type WorkerConfig, workerConfigSchema } from "@cbct/shared/config";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import type { Practice } from "@cbct/shared/db/schema/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { catalogSites } from "../../corpus/sites.ts";
import { createLogger } from "@cbct/shared/log/create-logger";
import { type RunningWorker, startWorker } from "../start-worker.ts";

const SILENT = createLogger("error", "worker");

/**
 * The whole path a user triggers with Start Scraping: API -> BullMQ -> worker (crawl, extract, detect, score) ->
 * Postgres -> API, on corpus sites served on 127.0.0.1 with their labelled truth.
 */

const SITES = [
  "lakeside-promax-3d-2008",
  "iverson-js-inline-promax-3d-2016",
  "sullivan-itero-3d-model",
  "truckee-oral-surgery-implants",
  "hostile-robots-disallow-all",
  "hostile-404-home",
  "hostile-redirect-loop",
  "hostile-500-then-ok",
];

let api: TestApi;
let corpus: Corpus;
let worker: RunningWorker;
let cookie = "";

const urlOf = (id: string) => {
  const site = corpus.sites.find((s) => s.label.id === id);
  if (!site) throw new Error(`no corpus site ${id}`);
  return site.url;
};

async function start(url: string): Promise<ScrapeJobView> {
  const res = await api.request("/api/scraping/start", { body: { url }, cookie });
  expect([200, 201]).toContain(res.status);
  return (await json<{ job: ScrapeJobView }>(res)).job;
}

async function settled(jobId: string, timeoutMs = 60_000): Promise<ScrapeJobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.request(`/api/scraping/jobs/${jobId}`, { cookie });
    const job = await json<ScrapeJobView>(res);
    if (job.status === "completed" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function practices(): Promise<Practice[]> {
  return json<Practice[]>(await api.request("/api/practices", { cookie }));
}

beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => SITES.includes(s.label.id)) });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  const config: WorkerConfig = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "20",
    SCRAPER_PAGE_TIMEOUT_MS: "5000",
    SCRAPER_JOB_TIMEOUT_MS: "30000",
    WORKER_CONCURRENCY: "4",
    CHROMIUM_PATH: process.env.CHROMIUM_PATH,
  });
  worker = await startWorker(config, SILENT);
  ({ cookie } = await api.signUp());
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await corpus?.close();
});

describe("scrape-site through the queue", () => {
  it("turns a static site into a confirmed lead with make, model, install year and scores", async () => {
    const job = await start(urlOf("lakeside-promax-3d-2008"));
    expect(job.status).toBe("pending");
    const done = await settled(job.jobId);
    expect(done).toMatchObject({ status: "completed", errorMessage: null });
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();

    const lead = (await practices()).find((p) => p.id === done.practiceId);
    expect(lead).toMatchObject({
      cbctStatus: "confirmed",
      cbctManufacturer: "Planmeca",
      cbctInstallYear: 2008,
      hasCbct: true,
    });
    expect(lead!.cbctModel).toMatch(/^ProMax 3D/);
    expect(lead!.cbctAge).toBe(new Date().getFullYear() - 2008);
    expect(lead!.leadScore).toBe(lead!.practiceScore + lead!.aiScore);
    expect(lead!.replacementPriority).toBe("high");
    expect(lead!.cbctEvidence.length).toBeGreaterThan(0);
    expect(lead!.scrapedAt).not.toBeNull();
  });

  it("renders a JavaScript-only site in Chromium and finds the scanner it injects", async () => {
    const done = await settled((await start(urlOf("iverson-js-inline-promax-3d-2016"))).jobId);
    expect(done.status).toBe("completed");
    const lead = (await practices()).find((p) => p.id === done.practiceId);
    expect(lead?.cbctStatus).toBe("confirmed");
    expect(lead?.cbctModel).toMatch(/^ProMax 3D/);
    const pages = (done.extractedData as { pages: { renderedWithBrowser: boolean }[] }).pages;
    expect(pages.some((p) => p.renderedWithBrowser)).toBe(true);
  });

  it("does not mistake an intraoral scanner for CBCT, and scores a surgical practice without one", async () => {
    const [itero, surgery] = await Promise.all([
      start(urlOf("sullivan-itero-3d-model")),
      start(urlOf("truckee-oral-surgery-implants")),
    ]);
    const [a, b] = await Promise.all([settled(itero.jobId), settled(surgery.jobId)]);
    const leads = await practices();
    const iteroLead = leads.find((p) => p.id === a.practiceId)!;
    const surgeryLead = leads.find((p) => p.id === b.practiceId)!;
    expect(iteroLead.cbctStatus).toBe("not_detected");
    expect(iteroLead.hasIntraoralScanner).toBe(true);
    expect(surgeryLead.cbctStatus).toBe("not_detected");
    expect(surgeryLead.hasOralSurgery).toBe(true);
    // Surgery without a scanner is the strongest CBCT opportunity: more points, and a better lead than an
    // aligner/intraoral-scanner practice that owns no CBCT either.
    expect(surgeryLead.practiceScore).toBeGreaterThanOrEqual(25);
    expect(surgeryLead.aiScore).toBeGreaterThan(iteroLead.aiScore);
    expect(surgeryLead.leadScore).toBeGreaterThan(iteroLead.leadScore);
  });

  it("updates the same lead when a site is scraped again, never duplicating it", async () => {
    const before = await practices();
    const first = before.find((p) => p.websiteDomain?.startsWith("127.0.0.1:") && p.cbctInstallYear === 2008)!;
    const again = await settled((await start(urlOf("lakeside-promax-3d-2008"))).jobId);
    expect(again.status).toBe("completed");
    expect(again.practiceId).toBe(first.id);
    const after = await practices();
    expect(after).toHaveLength(before.length);
    expect(new Date(after.find((p) => p.id === first.id)!.lastUpdated).getTime()).toBeGreaterThan(
      new Date(first.lastUpdated).getTime(),
    );
  });

  it.each([
    ["hostile-robots-disallow-all", "robots.txt"],
    ["hostile-404-home", "404"],
    ["hostile-redirect-loop", "redirect"],
  ])("fails %s permanently, at once, with a reason the user can read", async (id, reason) => {
    const done = await settled((await start(urlOf(id))).jobId);
    expect(done.status).toBe("failed");
    expect(done.errorMessage?.toLowerCase()).toContain(reason.toLowerCase());
    // Permanent: no retry was made.
    expect(done.retryCount).toBe(0);
    expect(done.practiceId).toBeNull();
  });

  it("never fetches a page of a site whose robots.txt disallows crawling", async () => {
    const log = corpus.requestLog("hostile-robots-disallow-all");
    expect(log.every((path) => path === "/robots.txt")).toBe(true);
  });

  it("recovers from a transient server error", async () => {
    const done = await settled((await start(urlOf("hostile-500-then-ok"))).jobId, 90_000);
    expect(done.status).toBe("completed");
    const lead = (await practices()).find((p) => p.id === done.practiceId);
    expect(lead?.cbctModel).toMatch(/^orthophos xg 3d$/i);
  });
});
