import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { createDb, type DbHandle } from "../db/client.ts";
import { MIGRATIONS_DIR } from "../db/migrate.ts";
import { activityLog } from "../db/schema/activity.ts";
import { scrapingJobs } from "../db/schema/jobs.ts";
import { closeQueues, createQueues, JOBS, type Queues } from "../jobs/catalog.ts";
import { QUEUE_UNAVAILABLE } from "../jobs/enqueue.ts";
import { createRedis } from "../jobs/redis.ts";
import {
  cancelPipelineScrapes,
  completeScrape,
  completeScrapeJob,
  markJobFailed,
  markJobRetrying,
  markJobRunning,
  PIPELINE_STOPPED_MESSAGE,
  pipelineScrapeJobId,
  type StartScrapeDeps,
  startScrape,
  startScrapes,
} from "./scrape-jobs.ts";
import type { ScrapeOutcome } from "./leads/index.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let redis: Redis;
let queues: Queues;
const db = () => handle.db;

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
beforeEach(async () => {
  await db().execute(sql`truncate scraping_jobs, activity_log restart identity cascade`);
  await queues.scrape.obliterate({ force: true });
});

const deps = (over: Partial<StartScrapeDeps> = {}): StartScrapeDeps => ({
  db: db(),
  redis,
  queues,
  allowHosts: [],
  enqueueTimeoutMs: 5_000,
  ...over,
});
const rows = () => db().select().from(scrapingJobs).orderBy(asc(scrapingJobs.id));
const started = () => db().select().from(activityLog).where(eq(activityLog.type, "scrape_started"));
const active = async () => (await rows()).filter((r) => r.status === "pending" || r.status === "running");

/** The same queues, except that every bulk add is refused the way a failing Redis refuses it. */
function queuesWhoseAddBulkRejects(message: string): Queues {
  const scrape = Object.create(queues.scrape) as Queues["scrape"];
  scrape.addBulk = () => Promise.reject(new Error(message));
  return { ...queues, scrape };
}

describe("startScrapes", () => {
  it("starts a list in one call: a row, a catalog job and an activity row per site, answers in order", async () => {
    const answers = await startScrapes(deps(), [
      { url: "https://alpha-dental.com", requestedBy: null },
      { url: "not a url", requestedBy: null },
      { url: "beta-dental.com/contact", requestedBy: null },
      { url: "http://10.0.0.1/", requestedBy: null },
    ]);
    expect(answers.map((a) => (a.ok ? a.job.practiceUrl : a.reason))).toEqual([
      "https://alpha-dental.com/",
      "invalid_url",
      "https://beta-dental.com/contact",
      "invalid_url",
    ]);
    expect(answers.every((a) => !a.ok || !a.existing)).toBe(true);
    const stored = await rows();
    expect(stored.map((r) => [r.websiteDomain, r.status])).toEqual([
      ["alpha-dental.com", "pending"],
      ["beta-dental.com", "pending"],
    ]);
    for (const row of stored) {
      const job = await queues.scrape.getJob(row.jobId);
      expect(job?.name).toBe("scrape-site");
      expect(job?.data).toEqual({
        scrapingJobId: row.id,
        url: row.practiceUrl,
        websiteDomain: row.websiteDomain,
        requestedBy: null,
      });
      expect(job?.opts.attempts).toBe(JOBS["scrape-site"].options.attempts);
    }
    expect((await started()).map((a) => a.message)).toEqual([
      "Scraping started for https://alpha-dental.com/",
      "Scraping started for https://beta-dental.com/contact",
    ]);
  });

  it("gives a site listed twice in one call one job: the later entry gets the first one's, as existing", async () => {
    const answers = await startScrapes(deps(), [
      { url: "https://www.gamma-dental.com/", requestedBy: null },
      { url: "gamma-dental.com", requestedBy: null },
    ]);
    expect(answers).toHaveLength(2);
    const [first, second] = answers;
    if (!first?.ok || !second?.ok) throw new Error("both should have started");
    expect(first.existing).toBe(false);
    expect(second.existing).toBe(true);
    expect(second.job.jobId).toBe(first.job.jobId);
    expect(await rows()).toHaveLength(1);
    expect(await started()).toHaveLength(1);
  });

  it("reuses a running job of a site instead of queueing another, and starts the rest", async () => {
    const first = await startScrape(deps(), "https://delta-dental.com", null);
    if (!first.ok) throw new Error(first.error);
    expect(await markJobRunning(db(), first.job.id, 0)).toBe(true);
    const answers = await startScrapes(deps(), [
      { url: "https://delta-dental.com/", requestedBy: 7 },
      { url: "https://epsilon-dental.com/", requestedBy: null },
    ]);
    expect(answers[0]).toMatchObject({ ok: true, existing: true, job: { id: first.job.id, status: "running" } });
    expect(answers[1]).toMatchObject({ ok: true, existing: false });
    expect((await rows()).map((r) => r.status)).toEqual(["running", "pending"]);
    expect(await queues.scrape.getJobCountByTypes("waiting", "prioritized")).toBe(2);
    expect(await started()).toHaveLength(2);
  });

  it("passes the caller's priority and job id scheme to the queue", async () => {
    const [answer] = await startScrapes(deps(), [{ url: "https://zeta-dental.com", requestedBy: null }], {
      priority: 100,
      jobId: (uuid) => pipelineScrapeJobId(42, uuid),
    });
    if (!answer?.ok) throw new Error("should have started");
    expect(answer.job.jobId).toMatch(/^pipeline-42-[0-9a-f-]{36}$/);
    expect((await queues.scrape.getJob(answer.job.jobId))?.opts.priority).toBe(100);
  });

  it("ends the rows it created when the bulk add fails, so a retry of the same sites starts them", async () => {
    // Someone else's scrape of one site is under way: it is reused, and must survive the failure untouched.
    const other = await startScrape(deps(), "https://eta-dental.com", null);
    if (!other.ok) throw new Error(other.error);
    const sites = ["https://eta-dental.com", "https://theta-dental.com", "https://iota-dental.com"];
    const requests = sites.map((url) => ({ url, requestedBy: null }));

    const failed = await startScrapes(deps({ queues: queuesWhoseAddBulkRejects("READONLY replica") }), requests);
    expect(failed[0]).toMatchObject({ ok: true, existing: true, job: { id: other.job.id } });
    for (const answer of failed.slice(1)) {
      expect(answer).toMatchObject({
        ok: false,
        reason: "queue_unavailable",
        error: QUEUE_UNAVAILABLE,
        detail: "READONLY replica",
      });
    }
    // No orphan: the only active row is the one with a job; the others are failed with the queue's message.
    expect((await active()).map((r) => r.id)).toEqual([other.job.id]);
    const ended = (await rows()).filter((r) => r.id !== other.job.id);
    expect(ended.map((r) => [r.websiteDomain, r.status, r.errorMessage])).toEqual([
      ["theta-dental.com", "failed", "Could not queue the job: READONLY replica"],
      ["iota-dental.com", "failed", "Could not queue the job: READONLY replica"],
    ]);
    expect(ended.every((r) => r.completedAt !== null)).toBe(true);
    // Nothing was said to have started.
    expect(await started()).toHaveLength(1);

    const retried = await startScrapes(deps(), requests);
    expect(retried.map((a) => a.ok && a.existing)).toEqual([true, false, false]);
    const live = await active();
    expect(live.map((r) => r.websiteDomain)).toEqual(["eta-dental.com", "theta-dental.com", "iota-dental.com"]);
    for (const row of live) expect(await queues.scrape.getJob(row.jobId)).toBeTruthy();
  });

  it("refuses at once while the connection is down, and gives up on an add that never answers", async () => {
    let adds = 0;
    const counting = Object.create(queues.scrape) as Queues["scrape"];
    counting.addBulk = () => {
      adds++;
      return new Promise(() => {});
    };
    const reconnecting = { status: "reconnecting" } as Redis;
    const [down] = await startScrapes(deps({ redis: reconnecting, queues: { ...queues, scrape: counting } }), [
      { url: "https://kappa-dental.com", requestedBy: null },
    ]);
    expect(down).toMatchObject({ ok: false, reason: "queue_unavailable", detail: "Redis connection is reconnecting" });
    expect(adds).toBe(0);

    const [hung] = await startScrapes(deps({ queues: { ...queues, scrape: counting }, enqueueTimeoutMs: 100 }), [
      { url: "https://kappa-dental.com", requestedBy: null },
    ]);
    expect(hung).toMatchObject({ ok: false, reason: "queue_unavailable" });
    expect(hung?.ok === false && hung.reason === "queue_unavailable" && hung.detail).toMatch(/did not accept/);
    expect(adds).toBe(1);
    expect(await active()).toEqual([]);
  });
});

describe("the state machine", () => {
  async function oneJob(url = "https://lambda-dental.com") {
    const answer = await startScrape(deps(), url, null);
    if (!answer.ok) throw new Error(answer.error);
    return answer.job.id;
  }
  const statusOf = async (id: number) =>
    (await db().select().from(scrapingJobs).where(eq(scrapingJobs.id, id)))[0]?.status;

  it("goes pending -> running -> pending (retry) -> running -> failed, and a terminal row is never left", async () => {
    const id = await oneJob();
    expect(await markJobRunning(db(), id, 0)).toBe(true);
    await markJobRetrying(db(), id, 1, "Attempt 1 of 3 failed: timeout. Retrying.");
    expect(await statusOf(id)).toBe("pending");
    expect(await markJobRunning(db(), id, 1)).toBe(true);
    expect(await markJobFailed(db(), id, "DNS lookup failed", 1)).toBe(true);
    expect(await statusOf(id)).toBe("failed");
    expect(await markJobFailed(db(), id, "again")).toBe(false);
    expect(await markJobRunning(db(), id, 2)).toBe(false);
    await completeScrapeJob(db(), id, { practiceId: 1, extractedData: {} });
    expect(await statusOf(id)).toBe("failed");
  });

  it("cancels a stopped run's queued scrapes only: its running ones and other people's stay", async () => {
    const mine = async (url: string) => {
      const [answer] = await startScrapes(deps(), [{ url, requestedBy: null }], {
        jobId: (uuid) => pipelineScrapeJobId(9, uuid),
      });
      if (!answer?.ok) throw new Error("should have started");
      return answer.job;
    };
    const queued = await mine("https://mu-dental.com");
    const running = await mine("https://nu-dental.com");
    expect(await markJobRunning(db(), running.id, 0)).toBe(true);
    const someoneElses = await oneJob("https://xi-dental.com");

    const cancelled = await cancelPipelineScrapes(db(), queues, 9, [queued.id, running.id, someoneElses]);
    expect(cancelled).toBe(1);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    expect(byId.get(queued.id)).toMatchObject({ status: "cancelled", errorMessage: PIPELINE_STOPPED_MESSAGE });
    expect(byId.get(queued.id)?.completedAt).not.toBeNull();
    expect(byId.get(running.id)?.status).toBe("running");
    expect(byId.get(someoneElses)?.status).toBe("pending");
    expect(await queues.scrape.getJob(queued.jobId)).toBeUndefined();
    // Cancelled is terminal: a worker that still got the job leaves it, and the site can be started again.
    expect(await markJobRunning(db(), queued.id, 0)).toBe(false);
    expect(await markJobFailed(db(), queued.id, "late")).toBe(false);
    const again = await startScrape(deps(), "https://mu-dental.com", null);
    expect(again).toMatchObject({ ok: true, existing: false });
  });

  const outcome = (domain: string): ScrapeOutcome => ({
    practice: { practiceName: `Dental at ${domain}`, websiteDomain: domain, website: `https://${domain}` },
    detection: { detectionType: "not_detected", confidence: "0" },
    extractedData: { pages: 1 },
  });

  it("completes a running scrape with its lead, and a completed scrape cannot fail or run again", async () => {
    const id = await oneJob("https://omicron-dental.com");
    expect(await markJobRunning(db(), id, 0)).toBe(true);
    const practice = await completeScrape(db(), id, outcome("omicron-dental.com"));
    const [row] = await db().select().from(scrapingJobs).where(eq(scrapingJobs.id, id));
    expect(row).toMatchObject({ status: "completed", practiceId: practice.id, extractedData: { pages: 1 } });
    expect(await markJobFailed(db(), id, "late")).toBe(false);
    expect(await markJobRunning(db(), id, 1)).toBe(false);
    expect(await statusOf(id)).toBe("completed");
  });

  it("keeps a cancelled scrape cancelled when a worker still completes it", async () => {
    const [answer] = await startScrapes(deps(), [{ url: "https://pi-dental.com", requestedBy: null }], {
      jobId: (uuid) => pipelineScrapeJobId(7, uuid),
    });
    if (!answer?.ok) throw new Error("should have started");
    expect(await cancelPipelineScrapes(db(), queues, 7, [answer.job.id])).toBe(1);
    await completeScrape(db(), answer.job.id, outcome("pi-dental.com"));
    const [row] = await db().select().from(scrapingJobs).where(eq(scrapingJobs.id, answer.job.id));
    expect(row).toMatchObject({ status: "cancelled", errorMessage: PIPELINE_STOPPED_MESSAGE, practiceId: null });
  });

  it("stores only the aggregate's states", async () => {
    const id = await oneJob();
    const refused = await db()
      .execute(sql`update scraping_jobs set status = 'canceled' where id = ${id}`)
      .then(
        () => null,
        (err: unknown) => err as { cause?: { constraint_name?: string } },
      );
    expect(refused?.cause?.constraint_name).toBe("scraping_jobs_status_check");
  });
});

describe("migration 0010", () => {
  it("turns the old 'failed' + 'Cancelled:' rows into cancelled ones, keeping the reason and real failures", async () => {
    await db().execute(sql`alter table scraping_jobs drop constraint scraping_jobs_status_check`);
    try {
      const old = await db()
        .insert(scrapingJobs)
        .values([
          { jobId: "a", status: "failed", practiceUrl: "https://a.com/", websiteDomain: "a.com" },
          { jobId: "b", status: "failed", practiceUrl: "https://b.com/", websiteDomain: "b.com" },
          { jobId: "c", status: "failed", practiceUrl: "https://c.com/", websiteDomain: "c.com" },
        ])
        .returning({ id: scrapingJobs.id });
      const messages = ["Cancelled: the pipeline was stopped", "Cancelled: by an admin", "DNS lookup failed"];
      for (const [i, row] of old.entries()) {
        await db().update(scrapingJobs).set({ errorMessage: messages[i] }).where(eq(scrapingJobs.id, row.id));
      }
      const migration = await readFile(path.join(MIGRATIONS_DIR, "0010_scrape_jobs_cancelled.sql"), "utf8");
      for (const statement of migration.split("--> statement-breakpoint")) await db().execute(sql.raw(statement));
      const after = await db()
        .select({ status: scrapingJobs.status, errorMessage: scrapingJobs.errorMessage })
        .from(scrapingJobs)
        .where(
          inArray(
            scrapingJobs.id,
            old.map((r) => r.id),
          ),
        )
        .orderBy(asc(scrapingJobs.id));
      expect(after).toEqual([
        { status: "cancelled", errorMessage: PIPELINE_STOPPED_MESSAGE },
        { status: "cancelled", errorMessage: "by an admin" },
        { status: "failed", errorMessage: "DNS lookup failed" },
      ]);
    } finally {
      await db().execute(sql`alter table scraping_jobs drop constraint if exists scraping_jobs_status_check`);
      await db().execute(
        sql`alter table scraping_jobs add constraint scraping_jobs_status_check check (status in ('pending', 'running', 'completed', 'failed', 'cancelled'))`,
      );
    }
  });
});
