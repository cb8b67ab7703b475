import { LEAD_CHANGED_MESSAGE } from "@cbct/core/contracts/leads-workspace";
import { completeScrape } from "@cbct/shared/aggregates/scrape-jobs";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { json } from "../../../infra/test/api-harness.ts";
import { leadFixture } from "../../test/practice-fixtures.ts";

/** Concurrent edits (version, ETag, If-Match) and the route plan. */
const LEAD: NewPractice = {
  practiceName: "Bright Smiles Dental",
  address: "12 Main St",
  city: "Fredericksburg",
  state: "VA",
  zipCode: "22401",
  websiteDomain: "brightsmiles.example",
  leadScore: 60,
};
const fx = leadFixture(LEAD);
type Lead = { id: number; version: number; followUpNotes: string | null; leadScore: number };
const open = (leadId?: number) => fx.open<Lead>(leadId);
const { save } = fx;

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
    const recalc = await fx.api.request(`/api/practices/${fx.id}/recalculate-score`, {
      method: "POST",
      cookie: fx.cookie,
    });
    expect(recalc.status).toBe(200);
    expect((await json<Lead>(recalc)).version).toBe(2);
    const [job] = await fx.api.deps.db
      .insert(scrapingJobs)
      .values({
        jobId: "job-1",
        practiceUrl: "https://brightsmiles.example",
        websiteDomain: "brightsmiles.example",
        status: "running",
      })
      .returning();
    await completeScrape(fx.api.deps.db, job!.id, {
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
    const [second, noAddress] = await fx.api.deps.db
      .insert(practices)
      .values([
        { practiceName: "Stafford Oral Surgery", address: "9 Elm Rd", city: "Stafford", state: "VA", zipCode: "22554" },
        { practiceName: "Nowhere Dental", city: "Richmond", state: "VA" },
      ])
      .returning({ id: practices.id });
    const res = await fx.api.request("/api/practices/route-plan", {
      cookie: fx.cookie,
      body: { practiceIds: [fx.id, second!.id, noAddress!.id] },
    });
    expect(res.status).toBe(200);
    const plan = await json<{ url: string; stops: Array<{ id: number }>; skipped: unknown[] }>(res);
    const url = new URL(plan.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("origin")).toBe("12 Main St, Fredericksburg, VA 22401");
    expect(url.searchParams.get("destination")).toBe("9 Elm Rd, Stafford, VA 22554");
    expect(plan.stops.map((s) => s.id)).toEqual([fx.id, second!.id]);
    expect(plan.skipped).toEqual([{ id: noAddress!.id, reason: "No street address" }]);

    const [stored] = await fx.api.deps.db.select().from(practices).where(eq(practices.id, fx.id));
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
    const res = await fx.api.request("/api/practices/route-plan", { cookie: fx.cookie, body: { practiceIds: [] } });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe("Select at least one lead to plan a route");
  });
});
