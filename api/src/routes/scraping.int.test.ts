import net from "node:net";
import type { BulkStartScrapeResponse, ScrapeJobView, StartScrapeResponse } from "@cbct/core/contracts/scraping";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { JOBS } from "@cbct/shared/jobs/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let api: TestApi;
let cookie: string;
let userId: number;

beforeAll(async () => {
  api = await startTestApi({ config: { SCRAPE_BULK_MAX_URLS: 3, SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  const signedUp = await api.signUp();
  cookie = signedUp.cookie;
  userId = signedUp.user.id;
});
afterAll(async () => {
  await api?.close();
});

const start = (url: unknown) => api.request("/api/scraping/start", { body: { url }, cookie });
const bulk = (urls: unknown) => api.request("/api/scraping/bulk-start", { body: { urls }, cookie });

describe("POST /api/scraping/start", () => {
  it("creates a pending row and queues a scrape-site job under the same id with the catalog's options", async () => {
    const res = await start("BrightSmiles-Fredericksburg.com/about");
    expect(res.status).toBe(201);
    const body = await json<StartScrapeResponse>(res);
    expect(body).toMatchObject({ existing: false, message: "Scraping started" });
    expect(body.job).toMatchObject({
      status: "pending",
      practiceUrl: "https://brightsmiles-fredericksburg.com/about",
      retryCount: 0,
    });
    expect(body.job.jobId).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await api.deps.db.select().from(scrapingJobs).where(eq(scrapingJobs.jobId, body.job.jobId));
    expect(row).toMatchObject({
      status: "pending",
      websiteDomain: "brightsmiles-fredericksburg.com",
      requestedBy: userId,
    });

    const job = await api.deps.queues.scrape.getJob(body.job.jobId);
    expect(job?.name).toBe("scrape-site");
    expect(job?.data).toEqual({
      scrapingJobId: row?.id,
      url: "https://brightsmiles-fredericksburg.com/about",
      websiteDomain: "brightsmiles-fredericksburg.com",
      requestedBy: userId,
    });
    expect(job?.opts.attempts).toBe(JOBS["scrape-site"].options.attempts);
    expect(job?.opts.backoff).toEqual(JOBS["scrape-site"].options.backoff);

    const activity = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "scrape_started"));
    expect(activity.some((a) => (a.metadata as { jobId?: string }).jobId === body.job.jobId)).toBe(true);
  });

  it("returns the pending job for the same site instead of starting another", async () => {
    const first = await json<StartScrapeResponse>(await start("https://www.smile-stafford.com/"));
    const again = await start("http://smile-stafford.com/contact");
    expect(again.status).toBe(200);
    const body = await json<StartScrapeResponse>(again);
    expect(body).toMatchObject({ existing: true, message: "Already scraping this site" });
    expect(body.job.jobId).toBe(first.job.jobId);
    const rows = await api.deps.db
      .select()
      .from(scrapingJobs)
      .where(eq(scrapingJobs.websiteDomain, "smile-stafford.com"));
    expect(rows).toHaveLength(1);
  });

  it("starts a new job once the previous one for the site has finished", async () => {
    const first = await json<StartScrapeResponse>(await start("https://done-dental.com"));
    await api.deps.db.update(scrapingJobs).set({ status: "completed" }).where(eq(scrapingJobs.jobId, first.job.jobId));
    const res = await start("https://done-dental.com");
    expect(res.status).toBe(201);
    expect((await json<StartScrapeResponse>(res)).job.jobId).not.toBe(first.job.jobId);
  });

  it("makes concurrent starts of one site share a single job", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => start("https://race-dental.com")));
    const bodies = await Promise.all(responses.map((r) => json<StartScrapeResponse>(r)));
    expect(new Set(bodies.map((b) => b.job.jobId)).size).toBe(1);
    expect(bodies.filter((b) => !b.existing)).toHaveLength(1);
  });

  it.each([
    ["", "Enter a website URL"],
    ["ftp://files.example.com", "Only http and https websites can be scraped"],
    ["https://user:pw@example.com", "URLs with a user name or password are not allowed"],
    ["http://192.168.1.10/", 'The host "192.168.1.10" points to a private or reserved address'],
    ["http://localhost:8080", 'The host "localhost" is not a public host name'],
    ["http://practice.com:6379/", 'The host "practice.com" is not scraped on port 6379, which serves no websites'],
    ["http://[::127.0.0.1]/", 'The host "[::7f00:1]" points to a private or reserved address'],
    ["http://168.63.129.16/", 'The host "168.63.129.16" points to a private or reserved address'],
  ])("refuses %j with 400", async (url, message) => {
    const res = await start(url);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it("accepts a private host that SCRAPER_ALLOW_HOSTS lists", async () => {
    expect((await start("http://127.0.0.1:4010/")).status).toBe(201);
  });

  it("answers 400 when url is missing or not text", async () => {
    for (const body of [{}, { url: 42 }]) {
      const res = await api.request("/api/scraping/start", { body, cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe("url is required");
    }
  });
});

describe("POST /api/scraping/bulk-start", () => {
  it("starts the valid URLs and reports the rejected ones", async () => {
    const res = await bulk(["https://bulk-one.com", "not a url at all", "bulk-two.com"]);
    expect(res.status).toBe(200);
    const body = await json<BulkStartScrapeResponse>(res);
    expect(body.jobs.map((j) => j.practiceUrl)).toEqual(["https://bulk-one.com/", "https://bulk-two.com/"]);
    expect(body.rejected).toEqual([{ url: "not a url at all", error: expect.stringContaining("not a valid URL") }]);
    expect(body.message).toBe("Scraping started for 2 sites; 1 rejected");
  });

  it("gives a site listed twice one job, reuses one already being scraped, and logs each new start once", async () => {
    const before = await start("https://bulk-running.com");
    const { job: running } = await json<StartScrapeResponse>(before);
    const res = await bulk(["https://www.bulk-twice.com", "bulk-twice.com/", "bulk-running.com"]);
    expect(res.status).toBe(200);
    const body = await json<BulkStartScrapeResponse>(res);
    expect(body.jobs.map((j) => j.practiceUrl)).toEqual(["https://www.bulk-twice.com/", "https://bulk-running.com/"]);
    expect(body.jobs[1]?.jobId).toBe(running.jobId);
    expect(body.message).toBe("Scraping started for 2 sites");
    const rows = await api.deps.db.select().from(scrapingJobs).where(eq(scrapingJobs.websiteDomain, "bulk-twice.com"));
    expect(rows).toHaveLength(1);
    expect(await api.deps.queues.scrape.getJob(rows[0]!.jobId)).toBeTruthy();
    const logged = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "scrape_started"));
    expect(logged.filter((a) => a.message.includes("bulk-twice.com"))).toHaveLength(1);
  });

  it("answers 400 when every URL is rejected", async () => {
    const res = await bulk(["http://10.0.0.1", "mailto:x@example.com"]);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('The host "10.0.0.1" points to a private or reserved address');
  });

  it("answers 400 for more than SCRAPE_BULK_MAX_URLS URLs or an empty list", async () => {
    const over = await bulk(["a.com", "b.com", "c.com", "d.com"]);
    expect(over.status).toBe(400);
    expect((await json(over)).error).toBe("At most 3 URLs can be scraped at once");
    const empty = await bulk([]);
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe("urls must not be empty");
  });
});

describe("GET /api/scraping/jobs", () => {
  it("lists jobs newest first, honouring limit", async () => {
    const a = await json<StartScrapeResponse>(await start("https://list-a.com"));
    const b = await json<StartScrapeResponse>(await start("https://list-b.com"));
    const res = await api.request("/api/scraping/jobs?limit=2", { cookie });
    expect(res.status).toBe(200);
    const jobs = await json<ScrapeJobView[]>(res);
    expect(jobs.map((j) => j.jobId)).toEqual([b.job.jobId, a.job.jobId]);
    expect((await api.request("/api/scraping/jobs?limit=500", { cookie })).status).toBe(400);
  });

  it("gets one job by its jobId, or 404", async () => {
    const started = await json<StartScrapeResponse>(await start("https://get-one.com"));
    const res = await api.request(`/api/scraping/jobs/${started.job.jobId}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(started.job);
    const missing = await api.request("/api/scraping/jobs/no-such-job", { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Scraping job not found" });
  });
});

describe("when Redis is down", () => {
  let down: TestApi;
  let downCookie: string;
  let closedPort: number;

  beforeAll(async () => {
    closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer();
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    down = await startTestApi({ config: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, ENQUEUE_TIMEOUT_MS: 300 } });
    ({ cookie: downCookie } = await down.signUp());
  });
  afterAll(async () => {
    await down?.close();
  });

  it("answers 503 and fails the row instead of leaving it pending", async () => {
    const res = await down.request("/api/scraping/start", {
      body: { url: "https://no-queue.com" },
      cookie: downCookie,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "The job queue is unavailable. Try again shortly." });
    const rows = await down.deps.db.select().from(scrapingJobs).where(eq(scrapingJobs.websiteDomain, "no-queue.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("failed");
    expect(rows[0]?.errorMessage).toMatch(/Could not queue the job/);
  });

  it("bulk answers 503 when nothing could be queued", async () => {
    const res = await down.request("/api/scraping/bulk-start", {
      body: { urls: ["https://q1.com"] },
      cookie: downCookie,
    });
    expect(res.status).toBe(503);
  });

  it("reports Redis as unavailable in /api/ready", async () => {
    const res = await down.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", postgres: "ok", redis: "unavailable" });
  });
});
