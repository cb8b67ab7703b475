import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { analyzeCbctResponseSchema } from "@cbct/core/contracts/cbct";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import type { Practice } from "@cbct/shared/db/schema/practices";
import { createLogger } from "@cbct/shared/log/create-logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type RunningWorker, startWorker } from "../start-worker.ts";

/**
 * The CBCT tester promises to show what a scrape would store: the same text pasted into the tester and served as a
 * site, then scraped through the queue, must give the same lead (score, type, CBCT status, services, years in
 * business), because both go through shared/domain/lead's buildLead.
 */

const PAGES: Record<string, string> = {
  "/dated/": `Lakeview Dental Implants has been in practice since 1998. Our surgical suite features a Planmeca ProMax 3D
    cone beam CT scanner installed in 2012 for dental implant placement and oral surgery planning. We also offer root
    canal therapy, IV sedation, Invisalign clear aligners and sleep apnea treatment. Call (540) 555-0142.`,
  "/undated/": `Sunny Family Dentistry offers cleanings, fillings, teeth whitening, dental implants and Invisalign for
    the whole family in Springfield. We take digital x-rays and book appointments online. Call us today.`,
};

const html = (text: string) =>
  `<!doctype html><html><head><title></title></head><body><main><p>${text}</p></main></body></html>`;

let site: Server;
let origin: string;
let api: TestApi;
let worker: RunningWorker;
let cookie = "";

beforeAll(async () => {
  site = createServer((req, res) => {
    const text = PAGES[req.url ?? ""];
    res.writeHead(text ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(text ? html(text) : "not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "0",
    SCRAPER_MAX_PAGES: "1",
    SCRAPER_BROWSER_MODE: "never",
  });
  worker = await startWorker(config, createLogger("error", "worker"));
  ({ cookie } = await api.signUp());
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await new Promise((resolve) => site?.close(resolve));
});

async function scrape(url: string): Promise<Practice> {
  const res = await api.request("/api/scraping/start", { body: { url }, cookie });
  const { job } = await json<{ job: ScrapeJobView }>(res);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view = await json<ScrapeJobView>(await api.request(`/api/scraping/jobs/${job.jobId}`, { cookie }));
    if (view.status === "failed") throw new Error(`scrape failed: ${view.errorMessage}`);
    if (view.status === "completed") {
      const all = await json<Practice[]>(await api.request("/api/practices", { cookie }));
      return all.find((p) => p.id === view.practiceId)!;
    }
    if (Date.now() > deadline) throw new Error(`job still ${view.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the CBCT tester and a scrape of the same text", () => {
  it.each(Object.keys(PAGES))("agree on the lead for %s", async (path) => {
    const lead = await scrape(`${origin}${path}`);
    const res = await api.request("/api/cbct/analyze", {
      body: { practiceName: lead.practiceName, websiteContent: PAGES[path]!.replace(/\s+/g, " ") },
      cookie,
    });
    expect(res.status).toBe(200);
    const tested = analyzeCbctResponseSchema.parse(await res.json());
    expect({
      leadScore: tested.summary.leadScore,
      leadType: tested.summary.leadType,
      cbctStatus: tested.summary.cbctStatus,
      services: tested.input.extractedServices,
      yearsInBusiness: tested.input.estimatedYearsInBusiness,
    }).toEqual({
      leadScore: lead.leadScore,
      leadType: lead.leadType,
      cbctStatus: lead.cbctStatus,
      services: lead.services,
      yearsInBusiness: lead.estimatedYearsInBusiness,
    });
  });

  it("dates the practice from its founding year, and takes the spec's 5 years when nothing dates it", async () => {
    const thisYear = new Date().getUTCFullYear();
    const analyze = async (websiteContent: string) =>
      analyzeCbctResponseSchema.parse(
        await (await api.request("/api/cbct/analyze", { body: { websiteContent }, cookie })).json(),
      );
    expect((await analyze(PAGES["/dated/"]!)).input.estimatedYearsInBusiness).toBe(thisYear - 1998);
    expect((await analyze(PAGES["/undated/"]!)).input.estimatedYearsInBusiness).toBe(5);
  });
});
