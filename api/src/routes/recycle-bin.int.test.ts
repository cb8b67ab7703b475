import { completeScrape } from "@cbct/shared/aggregates/scrape-jobs";
import { setUserRole } from "@cbct/shared/db/queries/users";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** Clear All moves leads to a recycle bin that every read ignores and an admin can restore for 30 days. */
let api: TestApi;
let rep: { cookie: string };
let admin: { cookie: string };
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi({ now: new Date("2026-03-01T12:00:00Z") });
  rep = await api.signUp({ name: "Rita Rep" });
  const a = await api.signUp({ name: "Ada Admin" });
  await setUserRole(api.deps.db, a.user.email, "admin");
  admin = a;
});
afterAll(async () => {
  await api?.close();
});

const LEADS: NewPractice[] = [
  { practiceName: "Bright Smiles Dental", city: "Fredericksburg", state: "VA", leadType: "hot", leadScore: 80 },
  { practiceName: "Stafford Oral Surgery", city: "Stafford", state: "VA", cbctStatus: "confirmed", leadScore: 120 },
];
let ids: number[] = [];
beforeEach(async () => {
  api.clock.now = new Date("2026-03-01T12:00:00Z");
  await api.deps.db.delete(scrapingJobs);
  await api.deps.db.delete(practices);
  ids = (await api.deps.db.insert(practices).values(LEADS).returning({ id: practices.id })).map((r) => r.id);
});

const clear = async () => {
  const res = await api.request("/api/practices/clear", { method: "DELETE", cookie: rep.cookie });
  expect(res.status).toBe(200);
  return json<{ deleted: number; batchId: string }>(res);
};

describe("Clear All", () => {
  it("takes the leads off every screen: list, lead, smart search, export, metrics", async () => {
    const { deleted } = await clear();
    expect(deleted).toBe(2);
    const list = await api.request("/api/practices", { cookie: rep.cookie });
    expect(await list.json()).toEqual([]);
    expect(list.headers.get("X-Total-Count")).toBe("0");
    expect((await api.request(`/api/practices/${ids[0]}`, { cookie: rep.cookie })).status).toBe(404);
    expect(
      (await api.request(`/api/practices/${ids[0]}`, { method: "PATCH", cookie: rep.cookie, body: {} })).status,
    ).toBe(404);
    const smart = await json<{ practices: unknown[]; searchInfo: { resultCount: number } }>(
      await api.request("/api/practices?smartSearch=hot%20leads%20in%20VA", { cookie: rep.cookie }),
    );
    expect(smart.practices).toEqual([]);
    expect(smart.searchInfo.resultCount).toBe(0);
    const csv = await (await api.request("/api/export/practices?format=csv", { cookie: rep.cookie })).text();
    expect(csv.trim().split("\n")).toHaveLength(1);
    // The spreadsheet exports (and so Drive uploads and Glide syncs, which read the same query) leave them out too.
    const sheetsCsv = await (await api.request("/api/sheets/export?format=single-csv", { cookie: rep.cookie })).text();
    expect(sheetsCsv.trim().split("\n")).toHaveLength(1);
    const sheets = await json<{ csvFiles: Record<string, string> }>(
      await api.request("/api/sheets/export", { cookie: rep.cookie }),
    );
    expect(sheets.csvFiles["All_Leads.csv"]).not.toContain("Bright Smiles Dental");
    const metrics = await json<{ totalLeads: number }>(
      await api.request("/api/dashboard/metrics", { cookie: rep.cookie }),
    );
    expect(metrics.totalLeads).toBe(0);
  });

  it("logs who cleared how many", async () => {
    await clear();
    const [entry] = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "leads_cleared"));
    expect(entry!.message).toBe("Rita Rep cleared all leads (2) to the recycle bin");
  });
});

describe("re-scraping a cleared site", () => {
  it("brings its lead back from the recycle bin with fresh data and the rep's notes", async () => {
    await api.deps.db
      .update(practices)
      .set({ websiteDomain: "brightsmiles.example", followUpNotes: "Met Dr. A" })
      .where(eq(practices.id, ids[0]!));
    await clear();
    const [job] = await api.deps.db
      .insert(scrapingJobs)
      .values({
        jobId: "rescrape-1",
        practiceUrl: "https://brightsmiles.example",
        websiteDomain: "brightsmiles.example",
        status: "running",
      })
      .returning();
    await completeScrape(api.deps.db, job!.id, {
      practice: { practiceName: "Bright Smiles Dental", websiteDomain: "brightsmiles.example", leadScore: 95 },
      detection: { detectionType: "not_detected", confidence: "0" },
      extractedData: {},
    });
    const list = await json<Array<{ id: number; leadScore: number; followUpNotes: string }>>(
      await api.request("/api/practices", { cookie: rep.cookie }),
    );
    expect(list).toEqual([expect.objectContaining({ id: ids[0], leadScore: 95, followUpNotes: "Met Dr. A" })]);
  });
});

describe("the recycle bin (admins)", () => {
  it("is for admins only", async () => {
    expect((await api.request("/api/admin/recycle-bin", { cookie: rep.cookie })).status).toBe(403);
    const { batchId } = await clear();
    const res = await api.request(`/api/admin/recycle-bin/${batchId}/restore`, { method: "POST", cookie: rep.cookie });
    expect(res.status).toBe(403);
  });

  it("lists the cleared batch and restores it to every screen", async () => {
    const { batchId } = await clear();
    const bin = await json<unknown[]>(await api.request("/api/admin/recycle-bin", { cookie: admin.cookie }));
    expect(bin).toContainEqual({
      batchId,
      count: 2,
      clearedAt: "2026-03-01T12:00:00.000Z",
      clearedBy: "Rita Rep",
      expiresAt: "2026-03-31T12:00:00.000Z",
    });
    const res = await api.request(`/api/admin/recycle-bin/${batchId}/restore`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ restored: 2, batchId });
    const list = await json<Array<{ practiceName: string }>>(
      await api.request("/api/practices", { cookie: rep.cookie }),
    );
    expect(list.map((p) => p.practiceName)).toEqual(["Stafford Oral Surgery", "Bright Smiles Dental"]);
    const again = await api.request(`/api/admin/recycle-bin/${batchId}/restore`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("keeps a batch 30 days, then purges it for good", async () => {
    const { batchId } = await clear();
    // Cleared 31 days ago (moving the clock instead would also expire the admin's session).
    await api.deps.db
      .update(practices)
      .set({ deletedAt: new Date(Date.parse("2026-03-01T12:00:00Z") - 31 * DAY) })
      .where(eq(practices.deletedBatch, batchId));
    const bin = await json<Array<{ batchId: string }>>(
      await api.request("/api/admin/recycle-bin", { cookie: admin.cookie }),
    );
    expect(bin.map((b) => b.batchId)).not.toContain(batchId);
    const res = await api.request(`/api/admin/recycle-bin/${batchId}/restore`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
    expect(await api.deps.db.select().from(practices).where(eq(practices.deletedBatch, batchId))).toEqual([]);
  });

  it("answers 400 for a malformed batch id", async () => {
    const res = await api.request("/api/admin/recycle-bin/nope/restore", { method: "POST", cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/dashboard/metrics and /api/activity", () => {
  it("counts the live leads by status, type, score, scanner age and state", async () => {
    await api.deps.db.insert(practices).values([
      {
        practiceName: "Old Scanner",
        state: "TX",
        cbctStatus: "confirmed",
        cbctManufacturer: "Carestream",
        cbctAge: 12,
        leadScore: 30,
        leadType: "premium",
      },
      { practiceName: "Gone", state: "TX", leadScore: 10, deletedAt: new Date(), deletedBatch: "x" },
    ]);
    const res = await api.request("/api/dashboard/metrics", { cookie: rep.cookie });
    expect(res.status).toBe(200);
    const m = await json<Record<string, unknown>>(res);
    expect(m).toMatchObject({
      totalLeads: 3,
      avgLeadScore: 76.7,
      byCbctStatus: { confirmed: 2, likely: 0, uncertain: 0, not_detected: 1 },
      byLeadType: { premium: 1, hot: 1, cold: 1 },
      byState: [
        { state: "VA", count: 2 },
        { state: "TX", count: 1 },
      ],
      byManufacturer: [{ manufacturer: "Carestream", count: 1 }],
      jobs: { pending: 0, running: 0, completedLast24h: 0, failedLast24h: 0 },
    });
    expect(m.scannerAge).toContainEqual({ bucket: "10+", count: 1 });
    expect(m.scannerAge).toContainEqual({ bucket: "unknown", count: 1 });
    expect(m.leadScoreHistogram).toContainEqual({ from: 75, to: 99, count: 1 });
    expect(m.leadScoreHistogram).toContainEqual({ from: 150, to: 150, count: 0 });
  });

  it("answers an unchanged poll with a 304, and new numbers once a lead or a job changes", async () => {
    const metrics = (etag?: string) =>
      api.request("/api/dashboard/metrics", {
        cookie: rep.cookie,
        headers: etag ? { "if-none-match": etag } : {},
      });
    const first = await metrics();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    expect((await metrics(etag)).status).toBe(304);
    // A rep's save rescores the lead on the server (the seeded "hot" lead has nothing that scores hot: it becomes
    // cold), which changes the counts. The type and score the client sends are ignored.
    const edit = await api.request(`/api/practices/${ids[0]}`, {
      method: "PATCH",
      cookie: rep.cookie,
      body: { owner: "Rita Rep", leadType: "premium", leadScore: 150 },
    });
    expect(edit.status).toBe(200);
    const afterEdit = await metrics(etag);
    expect(afterEdit.status).toBe(200);
    const m = await json<{ byLeadType: Record<string, number>; jobs: { pending: number } }>(afterEdit);
    expect(m.byLeadType).toMatchObject({ hot: 0, cold: 2 });
    // A new scrape job changes the job counts, with the lead counts unchanged.
    const etag2 = afterEdit.headers.get("etag")!;
    await api.deps.db.insert(scrapingJobs).values({
      jobId: "metrics-poll",
      practiceUrl: "https://pending.example",
      websiteDomain: "pending.example",
      status: "pending",
    });
    const afterJob = await metrics(etag2);
    expect(afterJob.status).toBe(200);
    expect((await json<{ jobs: { pending: number } }>(afterJob)).jobs.pending).toBe(1);
  });

  it("lists the newest activity first, limited", async () => {
    await clear();
    const res = await api.request("/api/activity?limit=1", { cookie: rep.cookie });
    expect(res.status).toBe(200);
    const [entry, ...rest] = await json<Array<{ type: string; message: string; createdAt: string }>>(res);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: "leads_cleared",
      message: "Rita Rep cleared all leads (2) to the recycle bin",
    });
    expect((await api.request("/api/activity?limit=0", { cookie: rep.cookie })).status).toBe(400);
  });
});
