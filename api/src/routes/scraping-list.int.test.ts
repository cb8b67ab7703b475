import type { BulkStartScrapeResponse, ScrapeJobView, ScrapeListCheckResponse } from "@cbct/core/contracts/scraping";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** A rep's first hour: checking a pasted list or CSV before starting it, following one's own jobs, newest leads first. */
let api: TestApi;
let cookie: string;
let otherCookie: string;
let knownId: number;

beforeAll(async () => {
  api = await startTestApi({ config: { SCRAPE_BULK_MAX_URLS: 3, SCRAPE_MAX_PER_HOUR: 20 } });
  cookie = (await api.signUp()).cookie;
  otherCookie = (await api.signUp()).cookie;
  const [known] = await api.deps.db
    .insert(practices)
    .values({ practiceName: "Lakeside Family Dental", websiteDomain: "lakesidefamilydental.com", leadScore: 11 })
    .returning({ id: practices.id });
  knownId = known!.id;
});
afterAll(async () => {
  await api?.close();
});

const check = (body: unknown, as = cookie) => api.request("/api/scraping/check", { body, cookie: as });

describe("POST /api/scraping/check", () => {
  it("reads a pasted list line by line: invalid, listed twice, already a lead, and the quota left", async () => {
    const text = [
      "https://www.bright-smiles.com/",
      "",
      "not a url at all",
      "bright-smiles.com/contact",
      "lakesidefamilydental.com",
      "http://127.0.0.1/admin",
      "  harbor-dental.com  ",
    ].join("\n");
    const res = await check({ text, format: "lines" });
    expect(res.status).toBe(200);
    const body = await json<ScrapeListCheckResponse>(res);
    expect(body.entries.map((e) => e.line)).toEqual([1, 3, 4, 5, 6, 7]);
    const byLine = new Map(body.entries.map((e) => [e.line, e]));
    expect(byLine.get(1)).toMatchObject({ domain: "bright-smiles.com", error: null, duplicateOfLine: null });
    expect(byLine.get(3)?.error).toMatch(/not a valid URL/);
    expect(byLine.get(4)).toMatchObject({ domain: "bright-smiles.com", duplicateOfLine: 1 });
    expect(byLine.get(5)?.knownLead).toEqual({ id: knownId, practiceName: "Lakeside Family Dental" });
    // A private address is refused exactly as Start Scraping refuses it.
    expect(byLine.get(6)?.error).toMatch(/127\.0\.0\.1/);
    expect(byLine.get(7)).toMatchObject({ input: "harbor-dental.com", url: "https://harbor-dental.com/" });
    expect(body.quota).toEqual({ perHour: 20, remainingThisHour: 20, pendingSlots: expect.any(Number), bulkMax: 3 });
  });

  it("reads the website column of a CSV file, by its header or by its content", async () => {
    const csv = '\uFEFFName,Website,Phone\n"Harbor Dental, PC",harbor-dental.com,555-0100\nNo Site Dental,,555-0101\n';
    const body = await json<ScrapeListCheckResponse>(await check({ text: csv, format: "csv" }));
    expect(body.column).toBe("Website");
    // Rows are counted as the file's lines (the header is line 1); an empty cell is skipped.
    expect(body.entries).toEqual([expect.objectContaining({ line: 2, domain: "harbor-dental.com" })]);

    const noHeader = "Harbor Dental,https://harbor-dental.com\nBay Dental,baydental.net\n";
    const guessed = await json<ScrapeListCheckResponse>(await check({ text: noHeader, format: "csv" }));
    expect(guessed.column).toBeNull();
    expect(guessed.entries.map((e) => e.domain)).toEqual(["harbor-dental.com", "baydental.net"]);
  });

  it("says what is wrong with a list it cannot read", async () => {
    const empty = await check({ text: "\n  \n", format: "lines" });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ error: "The list has no websites" });
    const noColumn = await check({ text: "Name,Phone\nA,1\nB,2\n", format: "csv" });
    expect(noColumn.status).toBe(400);
    expect((await json<{ error: string }>(noColumn)).error).toMatch(/No website column found/);
    const tooMany = await check({ text: Array.from({ length: 501 }, (_, i) => `site${i}.com`).join("\n") });
    expect(tooMany.status).toBe(400);
    expect((await json<{ error: string }>(tooMany)).error).toBe("At most 500 websites in one list (this one has 501)");
  });

  it("counts down the hourly quota as scrapes start", async () => {
    const started = await api.request("/api/scraping/bulk-start", {
      body: { urls: ["quota-one.com", "quota-two.com"] },
      cookie,
    });
    expect(started.status).toBe(200);
    const body = await json<ScrapeListCheckResponse>(await check({ text: "quota-one.com\nquota-three.com" }));
    expect(body.quota.remainingThisHour).toBe(18);
    expect(body.entries[0]?.activeJob).toBe(true);
    expect(body.entries[1]?.activeJob).toBe(false);
  });
});

describe("GET /api/scraping/jobs", () => {
  it("lists the caller's own jobs with the lead each one wrote, and the jobs asked for by id", async () => {
    const mine = await json<BulkStartScrapeResponse>(
      await api.request("/api/scraping/bulk-start", { body: { urls: ["lakesidefamilydental.com"] }, cookie }),
    );
    const theirs = await json<BulkStartScrapeResponse>(
      await api.request("/api/scraping/bulk-start", { body: { urls: ["someone-else.com"] }, cookie: otherCookie }),
    );
    const jobId = mine.jobs[0]!.jobId;
    await api.deps.db
      .update(scrapingJobs)
      .set({ status: "completed", practiceId: knownId, completedAt: new Date() })
      .where(eq(scrapingJobs.jobId, jobId));

    const listed = await json<ScrapeJobView[]>(await api.request("/api/scraping/jobs?mine=true", { cookie }));
    expect(listed.some((j) => j.jobId === theirs.jobs[0]!.jobId)).toBe(false);
    const done = listed.find((j) => j.jobId === jobId);
    expect(done?.lead).toEqual({
      id: knownId,
      practiceName: "Lakeside Family Dental",
      cbctStatus: "not_detected",
      leadScore: 11,
    });

    const byId = await json<ScrapeJobView[]>(
      await api.request(`/api/scraping/jobs?jobIds=${jobId},${theirs.jobs[0]!.jobId}`, { cookie }),
    );
    expect(byId.map((j) => j.jobId).sort()).toEqual([jobId, theirs.jobs[0]!.jobId].sort());

    const bad = await api.request(`/api/scraping/jobs?jobIds=${Array.from({ length: 201 }, (_, i) => i).join(",")}`, {
      cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/practices?sort=added", () => {
  it("lists the newest leads first", async () => {
    await api.deps.db.insert(practices).values([{ practiceName: "Older Dental" }, { practiceName: "Newest Dental" }]);
    const res = await api.request("/api/practices?sort=added&limit=2", { cookie });
    expect(res.status).toBe(200);
    const body = await json<{ practiceName: string }[]>(res);
    expect(body.map((p) => p.practiceName)).toEqual(["Newest Dental", "Older Dental"]);
    const oldest = await json<{ practiceName: string }[]>(
      await api.request("/api/practices?sort=added&order=asc&limit=1", { cookie }),
    );
    expect(oldest[0]?.practiceName).toBe("Lakeside Family Dental");
  });
});
