import { startScrape } from "@cbct/shared/aggregates/scrape-jobs";
import { createDb, type DbHandle } from "@cbct/shared/db/client";
import type { SavedDiscovery } from "@cbct/shared/aggregates/leads/index";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { closeQueues, createQueues, type Queues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { asc, eq, inArray } from "drizzle-orm";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { enqueueSiteScrapes } from "./enqueue-site-scrapes.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let redis: Redis;
let queues: Queues;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 4 });
  redis = createRedis(testRedisUrl(), "client");
  queues = createQueues(redis, testQueuePrefix());
});
afterAll(async () => {
  await queues?.scrape.obliterate({ force: true }).catch(() => {});
  if (queues) await closeQueues(queues);
  await redis?.quit();
  await handle?.close();
  await database?.drop();
});

const deps = (q: Queues = queues) => ({
  db: handle.db,
  redis,
  queues: q,
  allowHosts: [] as string[],
  enqueueTimeoutMs: 5_000,
});
const lead = (website: string | null, practiceId = 1): SavedDiscovery => ({
  practiceId,
  created: true,
  website,
  websiteDomain: null,
});

describe("a pipeline run's scrapes", () => {
  it("start like a manual scrape: prefixed job ids, activity rows, a shared site waited for and not charged", async () => {
    const someoneElses = await startScrape(deps(), "https://shared-site-dental.com", null);
    if (!someoneElses.ok) throw new Error(someoneElses.error);
    const result = await enqueueSiteScrapes(deps(), 31, null, [
      lead("https://run-one-dental.com"),
      lead("run-one-dental.com/about"),
      lead("https://shared-site-dental.com/"),
      lead(null),
      lead("http://192.168.1.10/"),
    ]);
    expect(result.queued).toBe(1);
    expect(result.warnings).toEqual([expect.stringMatching(/^http:\/\/192\.168\.1\.10\/ was not scraped: /)]);
    expect(result.scrapingJobIds).toHaveLength(2);
    expect(result.scrapingJobIds).toContain(someoneElses.job.id);
    const rows = await handle.db.select().from(scrapingJobs).where(inArray(scrapingJobs.id, result.scrapingJobIds));
    const mine = rows.find((r) => r.websiteDomain === "run-one-dental.com")!;
    expect(mine.jobId).toMatch(/^pipeline-31-/);
    expect(await queues.scrape.getJob(mine.jobId)).toBeTruthy();
    const logged = await handle.db.select().from(activityLog).where(eq(activityLog.type, "scrape_started"));
    expect(logged.map((a) => a.message)).toContain("Scraping started for https://run-one-dental.com/");
  });

  it("leave no site 'Already scraping' when Redis refuses the batch, and a retry of the run starts them", async () => {
    const refusing = Object.create(queues.scrape) as Queues["scrape"];
    refusing.addBulk = () => Promise.reject(new Error("OOM command not allowed"));
    const sites = [lead("https://orphan-one-dental.com"), lead("https://orphan-two-dental.com")];

    await expect(enqueueSiteScrapes(deps({ ...queues, scrape: refusing }), 32, null, sites)).rejects.toThrow(
      "Could not queue the scrapes: OOM command not allowed",
    );
    const domains = ["orphan-one-dental.com", "orphan-two-dental.com"];
    const after = await handle.db
      .select()
      .from(scrapingJobs)
      .where(inArray(scrapingJobs.websiteDomain, domains))
      .orderBy(asc(scrapingJobs.id));
    expect(after.map((r) => r.status)).toEqual(["failed", "failed"]);

    const retried = await enqueueSiteScrapes(deps(), 32, null, sites);
    expect(retried.queued).toBe(2);
    const live = await handle.db.select().from(scrapingJobs).where(inArray(scrapingJobs.id, retried.scrapingJobIds));
    expect(live.map((r) => r.status)).toEqual(["pending", "pending"]);
    for (const row of live) expect(await queues.scrape.getJob(row.jobId)).toBeTruthy();
  });
});
