import { practiceHistoryResponseSchema } from "@cbct/core/contracts/practice-history";
import { matchHistoryAlerts } from "@cbct/shared/db/queries/alerts";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { practices } from "@cbct/shared/db/schema/practices";
import { and, eq } from "drizzle-orm";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { enqueue } from "@cbct/shared/jobs/catalog";
import { createLogger } from "@cbct/shared/log/create-logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { type Corpus, startCorpus } from "../corpus/server.ts";
import { catalogSites } from "../corpus/sites.ts";
import { LEAD_REFRESH_SCHEDULER, scheduleLeadRefresh } from "./processors/schedule-lead-refresh.ts";
import { type RunningWorker, startWorker } from "./start-worker.ts";

const SITE = "lakeside-promax-3d-2008";
let api: TestApi;
let corpus: Corpus;
let worker: RunningWorker;
let cookie = "";

beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => s.label.id === SITE) });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  ({ cookie } = await api.signUp());
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_BROWSER_MODE: "never",
    SCRAPER_HOST_DELAY_MS: "0",
    LEAD_REFRESH_DAYS: "30",
  });
  worker = await startWorker(config, createLogger("error", "worker"));
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await corpus?.close();
});

describe("the scheduled lead refresh", () => {
  it("re-scrapes a stale lead, keeps its detections as history and records what changed for the rep", async () => {
    const url = corpus.site(SITE).url;
    // A lead scraped 40 days ago, when the site named no scanner and no implants.
    const [stale] = await api.deps.db
      .insert(practices)
      .values({
        practiceName: "Lakeside Dental",
        website: url,
        websiteDomain: new URL(url).host,
        cbctStatus: "not_detected",
        hasImplants: false,
        scrapedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000),
      })
      .returning();
    // A fresh one is left alone.
    await api.deps.db.insert(practices).values({
      practiceName: "Fresh Dental",
      website: "http://127.0.0.1:9991/",
      websiteDomain: "127.0.0.1:9991",
      scrapedAt: new Date(),
    });

    await enqueue(api.deps.queues, "refresh-stale-leads", {}, { jobId: "refresh-test" });
    const deadline = Date.now() + 60_000;
    let jobs = await api.deps.db.select().from(scrapingJobs);
    while (Date.now() < deadline && !(jobs.length === 1 && jobs[0]!.status === "completed")) {
      await new Promise((r) => setTimeout(r, 200));
      jobs = await api.deps.db.select().from(scrapingJobs);
    }
    expect(jobs.map((j) => [j.websiteDomain, j.status])).toEqual([[stale!.websiteDomain, "completed"]]);

    const res = await api.request(`/api/practices/${stale!.id}/history`, { cookie });
    expect(res.status).toBe(200);
    const history = practiceHistoryResponseSchema.parse(await res.json());
    expect(history.detections).toHaveLength(1);
    expect(history.detections[0]).toMatchObject({ detectionType: "confirmed", manufacturer: "Planmeca" });
    const changes = history.activity.filter((a) => a.type === "lead_changed");
    expect(changes.map((c) => c.kind)).toContain("scanner_appeared");
    expect(changes.find((c) => c.kind === "scanner_appeared")!.message).toMatch(/CBCT scanner found: Planmeca/);

    // Territory alerts read this very history (issue 22): a territory holding the lead hears about the scanner, and
    // the scrape entry carries the score before and after for "lead score crossed".
    const [done] = await api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.practiceId, stale!.id), eq(activityLog.type, "scrape_completed")));
    expect(done!.metadata).toMatchObject({ isNew: false, previousLeadScore: stale!.leadScore });
    await api.deps.db.update(practices).set({ state: "VA" }).where(eq(practices.id, stale!.id));
    const territory = await api.request("/api/territories", {
      cookie,
      body: {
        name: "Virginia",
        states: ["VA"],
        events: {
          scannerAppeared: true,
          scannerChanged: true,
          newPractice: true,
          scannerAgeYears: null,
          leadScoreAtLeast: null,
        },
      },
    });
    expect(territory.status).toBe(201);
    await matchHistoryAlerts(api.deps.db);
    const bell = (await (await api.request("/api/alerts", { cookie })).json()) as {
      alerts: { kind: string; message: string }[];
    };
    expect(bell.alerts.map((a) => a.kind)).toEqual(["scanner_appeared"]);
    expect(bell.alerts[0]!.message).toMatch(/CBCT scanner found: Planmeca/);
  }, 90_000);

  it("answers 404 for an unknown lead and 400 for a malformed id", async () => {
    expect((await api.request("/api/practices/999999/history", { cookie })).status).toBe(404);
    expect((await api.request("/api/practices/abc/history", { cookie })).status).toBe(400);
    expect((await api.request("/api/practices/1/history")).status).toBe(401);
  });

  it("is one scheduler for the deployment, removed when LEAD_REFRESH_DAYS is 0", async () => {
    await scheduleLeadRefresh(api.deps.queues, { LEAD_REFRESH_DAYS: 30 });
    await scheduleLeadRefresh(api.deps.queues, { LEAD_REFRESH_DAYS: 30 });
    const schedulers = await api.deps.queues.refresh.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toEqual([LEAD_REFRESH_SCHEDULER]);
    await scheduleLeadRefresh(api.deps.queues, { LEAD_REFRESH_DAYS: 0 });
    expect(await api.deps.queues.refresh.getJobSchedulers()).toEqual([]);
  });
});
