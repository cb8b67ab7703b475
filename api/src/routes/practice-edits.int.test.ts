import { LEAD_CHANGED_MESSAGE } from "@cbct/core/contracts/leads-workspace";
import { completeScrape } from "@cbct/shared/db/queries/scrape-lifecycle";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** Concurrent edits (version, ETag, If-Match) and the route plan. */
let api: TestApi;
let cookie: string;
let id: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

const LEAD: NewPractice = {
  practiceName: "Bright Smiles Dental",
  address: "12 Main St",
  city: "Fredericksburg",
  state: "VA",
  zipCode: "22401",
  websiteDomain: "brightsmiles.example",
  leadScore: 60,
};
beforeEach(async () => {
  await api.deps.db.delete(practices);
  [{ id }] = (await api.deps.db.insert(practices).values(LEAD).returning({ id: practices.id })) as [{ id: number }];
});

type Lead = { id: number; version: number; followUpNotes: string | null; leadScore: number };
const open = async (leadId = id) => {
  const res = await api.request(`/api/practices/${leadId}`, { cookie });
  expect(res.status).toBe(200);
  return { etag: res.headers.get("ETag")!, lead: await json<Lead>(res) };
};
const save = (body: unknown, ifMatch?: string) =>
  api.request(`/api/practices/${id}`, {
    method: "PATCH",
    cookie,
    body,
    headers: ifMatch ? { "If-Match": ifMatch } : {},
  });

describe("concurrent edits", () => {
  it("answers the lead's version and its ETag", async () => {
    const { etag, lead } = await open();
    expect(lead.version).toBe(1);
    expect(etag).toBe('"v1"');
  });

  it("refuses the second of two saves from the same copy with 412, and writes nothing", async () => {
    const { etag } = await open();
    const first = await save({ followUpNotes: "Rep A: demo booked" }, etag);
    expect(first.status).toBe(200);
    expect(first.headers.get("ETag")).toBe('"v2"');
    const second = await save({ followUpNotes: "Rep B: not interested" }, etag);
    expect(second.status).toBe(412);
    expect(await json(second)).toEqual({ error: LEAD_CHANGED_MESSAGE });
    const { lead } = await open();
    expect(lead).toMatchObject({ followUpNotes: "Rep A: demo booked", version: 2 });
  });

  it("accepts a save without If-Match (spec 7's client) and one naming the current version", async () => {
    expect((await save({ followUpNotes: "no header" })).status).toBe(200);
    const { etag } = await open();
    expect(etag).toBe('"v2"');
    expect((await save({ followUpNotes: "current" }, etag)).status).toBe(200);
  });

  it("refuses an If-Match that is not a version of this lead", async () => {
    expect((await save({ followUpNotes: "x" }, '"abc"')).status).toBe(412);
  });

  it("counts a score recalculation and a re-scrape as writes", async () => {
    const { etag } = await open();
    const recalc = await api.request(`/api/practices/${id}/recalculate-score`, { method: "POST", cookie });
    expect(recalc.status).toBe(200);
    expect((await json<Lead>(recalc)).version).toBe(2);
    const [job] = await api.deps.db
      .insert(scrapingJobs)
      .values({
        jobId: "job-1",
        practiceUrl: "https://brightsmiles.example",
        websiteDomain: "brightsmiles.example",
        status: "running",
      })
      .returning();
    await completeScrape(api.deps.db, job!.id, {
      practice: { ...LEAD, leadScore: 75 },
      detection: { detectionType: "not_detected", confidence: "0" },
      extractedData: {},
    });
    expect((await open()).lead.version).toBe(3);
    expect((await save({ followUpNotes: "stale" }, etag)).status).toBe(412);
  });
});

describe("POST /api/practices/route-plan", () => {
  it("builds a Google Maps route, fills the route fields and skips leads without an address", async () => {
    const [second, noAddress] = await api.deps.db
      .insert(practices)
      .values([
        { practiceName: "Stafford Oral Surgery", address: "9 Elm Rd", city: "Stafford", state: "VA", zipCode: "22554" },
        { practiceName: "Nowhere Dental", city: "Richmond", state: "VA" },
      ])
      .returning({ id: practices.id });
    const res = await api.request("/api/practices/route-plan", {
      cookie,
      body: { practiceIds: [id, second!.id, noAddress!.id] },
    });
    expect(res.status).toBe(200);
    const plan = await json<{ url: string; stops: Array<{ id: number }>; skipped: unknown[] }>(res);
    const url = new URL(plan.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("origin")).toBe("12 Main St, Fredericksburg, VA 22401");
    expect(url.searchParams.get("destination")).toBe("9 Elm Rd, Stafford, VA 22554");
    expect(plan.stops.map((s) => s.id)).toEqual([id, second!.id]);
    expect(plan.skipped).toEqual([{ id: noAddress!.id, reason: "No street address" }]);

    const [stored] = await api.deps.db.select().from(practices).where(eq(practices.id, id));
    expect(stored).toMatchObject({
      multiRouteUrl: plan.url,
      addressForMultiRoute: "12 Main St, Fredericksburg, VA 22401",
      selectedForRoute: true,
      version: 2,
    });
    expect(stored!.routeUrl).toContain("destination=12+Main+St");
    expect(stored!.googleMapsLink).toContain("https://www.google.com/maps/search/?api=1&query=");
  });

  it("answers 400 for an empty selection", async () => {
    const res = await api.request("/api/practices/route-plan", { cookie, body: { practiceIds: [] } });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe("Select at least one lead to plan a route");
  });
});
