import { activityLog } from "@cbct/shared/db/schema/activity";
import { cbctDetections } from "@cbct/shared/db/schema/detections";
import { type NewPractice, type Practice, practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const SEED: NewPractice[] = [
  {
    practiceName: "Bright Smiles Dental",
    doctorName: "Dr. Alice Moore",
    city: "Fredericksburg",
    state: "VA",
    zipCode: "22401",
    website: "https://brightsmiles.example.com",
    leadScore: 90,
    leadType: "hot",
    cbctStatus: "not_detected",
    lastUpdated: day(1),
  },
  {
    practiceName: "Stafford Oral Surgery",
    doctorName: "Dr. Bob Chen",
    city: "Stafford",
    state: "VA",
    zipCode: "22554",
    leadScore: 120,
    leadType: "premium",
    cbctStatus: "confirmed",
    hasCbct: true,
    isCbctLead: true,
    cbctManufacturer: "Carestream",
    cbctModel: "CS 9300",
    cbctInstallYear: 2012,
    lastUpdated: day(2),
  },
  {
    practiceName: "Family Dentistry of Manassas",
    doctorName: "Dr. Carol 100%_Smith",
    city: "Manassas",
    state: "VA",
    zipCode: "20110",
    leadScore: 90,
    leadType: "cold",
    cbctStatus: "likely",
    lastUpdated: day(5),
  },
  {
    practiceName: "Richmond Implant Center",
    city: "Richmond",
    state: "VA",
    zipCode: "23220",
    leadScore: 10,
    leadType: "cold",
    cbctStatus: "uncertain",
    hasImplantPlacement: true,
    hasOralSurgery: true,
    lastUpdated: day(3),
  },
];

let seeded: Practice[];
beforeEach(async () => {
  await api.deps.db.delete(practices);
  seeded = await api.deps.db.insert(practices).values(SEED).returning();
});

const names = (rows: Practice[]) => rows.map((r) => r.practiceName);
const list = async (query = "") => {
  const res = await api.request(`/api/practices${query}`, { cookie });
  expect(res.status).toBe(200);
  return json<Practice[]>(res);
};
const idOf = (name: string) => seeded.find((p) => p.practiceName === name)!.id;

describe("GET /api/practices", () => {
  it("lists by lead score, then most recently updated", async () => {
    expect(names(await list())).toEqual([
      "Stafford Oral Surgery",
      "Family Dentistry of Manassas",
      "Bright Smiles Dental",
      "Richmond Implant Center",
    ]);
  });

  it.each([
    ["?search=alice", ["Bright Smiles Dental"]],
    ["?search=STAFFORD", ["Stafford Oral Surgery"]],
    ["?search=2011", ["Family Dentistry of Manassas"]],
    ["?search=brightsmiles.example", ["Bright Smiles Dental"]],
    ["?search=100%25_", ["Family Dentistry of Manassas"]],
    ["?search=s_d", []],
    ["?cbctStatus=confirmed", ["Stafford Oral Surgery"]],
    ["?leadType=cold", ["Family Dentistry of Manassas", "Richmond Implant Center"]],
    ["?city=manassas", ["Family Dentistry of Manassas"]],
    ["?leadType=cold&cbctStatus=uncertain", ["Richmond Implant Center"]],
    ["?cbctStatus=all&leadType=", null],
    ["?limit=2", ["Stafford Oral Surgery", "Family Dentistry of Manassas"]],
    ["?limit=2&offset=2", ["Bright Smiles Dental", "Richmond Implant Center"]],
  ])("filters %s", async (query, expected) => {
    const rows = await list(query);
    if (expected) expect(names(rows)).toEqual(expected);
    else expect(rows).toHaveLength(SEED.length);
  });

  it.each([
    ["?limit=0", "limit must be a whole number between 1 and 5000"],
    ["?limit=5001", "limit must be a whole number between 1 and 5000"],
    ["?limit=abc", "limit must be a whole number between 1 and 5000"],
    ["?offset=-1", "offset must be a whole number between 0 and 10000000"],
    ["?cbctStatus=maybe", "cbctStatus must be one of confirmed, likely, uncertain, not_detected"],
    ["?leadType=warm", "leadType must be one of premium, hot, cold"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await api.request(`/api/practices${query}`, { cookie });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it("leaves the bulky rawData out of the list", async () => {
    await api.deps.db.update(practices).set({ rawData: { pages: ["..."] } });
    const [first] = await list();
    expect(first).not.toHaveProperty("rawData");
    expect(first).toHaveProperty("cbctConfidence", "0.00");
  });
});

describe("GET /api/practices/:id", () => {
  it("returns the whole practice", async () => {
    const id = idOf("Stafford Oral Surgery");
    const res = await api.request(`/api/practices/${id}`, { cookie });
    expect(res.status).toBe(200);
    const body = await json<Practice>(res);
    expect(body).toMatchObject({ id, practiceName: "Stafford Oral Surgery", cbctModel: "CS 9300", services: [] });
    expect(body).toHaveProperty("rawData");
  });

  it("answers 404 for a missing practice and 400 for a non-integer id", async () => {
    const missing = await api.request("/api/practices/999999", { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Practice not found" });
    for (const bad of ["abc", "1.5", "-3", "0"]) {
      const res = await api.request(`/api/practices/${bad}`, { cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe("Practice id must be a positive integer");
    }
  });
});

describe("PATCH /api/practices/:id", () => {
  const patch = (id: number, body: unknown) => api.request(`/api/practices/${id}`, { method: "PATCH", body, cookie });

  it("accepts the whole lead object as read, ignoring read-only and unknown keys", async () => {
    const id = idOf("Bright Smiles Dental");
    const current = await json<Practice & Record<string, unknown>>(
      await api.request(`/api/practices/${id}`, { cookie }),
    );
    const before = new Date(current.lastUpdated as unknown as string);
    const edited = {
      ...current,
      id: 12345,
      createdAt: "2000-01-01T00:00:00.000Z",
      websiteDomain: "hijack.example",
      somethingElse: "ignored",
      followUpNotes: "Call back Tuesday",
      followUpDate: "2025-03-04",
      hasSedation: true,
      services: ["Implants", "Sedation"],
      leadValue: 125000.5,
      reviewCount: "42",
      starRating: "4.8",
    };
    const res = await patch(id, edited);
    expect(res.status).toBe(200);
    const updated = await json<Practice>(res);
    expect(updated).toMatchObject({
      id,
      followUpNotes: "Call back Tuesday",
      hasSedation: true,
      services: ["Implants", "Sedation"],
      leadValue: "125000.50",
      reviewCount: 42,
      starRating: "4.80",
      websiteDomain: null,
    });
    expect(new Date(updated.followUpDate as unknown as string).toISOString()).toBe("2025-03-04T00:00:00.000Z");
    expect(new Date(updated.lastUpdated as unknown as string).getTime()).toBeGreaterThan(before.getTime());
    expect(new Date(updated.createdAt as unknown as string).getFullYear()).not.toBe(2000);

    const activity = await api.deps.db.select().from(activityLog).where(eq(activityLog.practiceId, id));
    expect(activity.map((a) => a.type)).toContain("lead_updated");
  });

  it("forces not_detected and isCbctLead false when Has CBCT is off (spec 4)", async () => {
    const id = idOf("Stafford Oral Surgery");
    const res = await patch(id, { hasCbct: false, cbctStatus: "confirmed", isCbctLead: true });
    const body = await json<Practice>(res);
    expect(body).toMatchObject({ hasCbct: false, cbctStatus: "not_detected", isCbctLead: false });
  });

  it("leaves the detection alone when hasCbct is not part of the change", async () => {
    const id = idOf("Family Dentistry of Manassas");
    const body = await json<Practice>(await patch(id, { owner: "Rep A" }));
    expect(body).toMatchObject({ owner: "Rep A", cbctStatus: "likely" });
  });

  it.each([
    [{ hasEndo: "yes" }, "hasEndo must be true or false"],
    [{ reviewCount: 1.5 }, "reviewCount must be a whole number"],
    [{ cbctStatus: "maybe" }, "cbctStatus must be one of confirmed, likely, uncertain, not_detected"],
    [{ services: "Implants" }, "services must be a list of text"],
    [{ practiceName: "" }, "Practice name is required"],
    [{ starRating: 12 }, "starRating must be a number from 0 to 5"],
    [{ followUpDate: "next tuesday" }, "followUpDate must be a date"],
    [{ estimatedYearsInBusiness: null }, "estimatedYearsInBusiness must be a whole number"],
    [{ reviewCount: "12abc" }, "reviewCount must be a whole number"],
    [{ leadValue: "lots" }, "leadValue must be a number below 100,000,000"],
  ])("answers 400 for %j", async (body, message) => {
    const res = await patch(idOf("Bright Smiles Dental"), body);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it("answers 404 for a missing practice", async () => {
    expect((await patch(999999, { owner: "x" })).status).toBe(404);
  });
});

describe("POST /api/practices/:id/recalculate-score", () => {
  it("scores the stored practice and writes the scoring columns", async () => {
    const id = idOf("Richmond Implant Center");
    const res = await api.request(`/api/practices/${id}/recalculate-score`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    const body = await json<Practice>(res);
    // Spec 9: implant placement 25 + oral surgery 25.
    expect(body.practiceScore).toBe(50);
    expect(body.leadScore).toBeGreaterThanOrEqual(50);
    expect(body.leadScore).toBe(body.practiceScore + body.aiScore);
    expect(body.salesLikelihoodReasoning).toBeTruthy();
    const [stored] = await api.deps.db.select().from(practices).where(eq(practices.id, id));
    expect(stored?.leadScore).toBe(body.leadScore);
  });

  it("subtracts the confirmed scanner's 50 points and floors at 0", async () => {
    const id = idOf("Stafford Oral Surgery");
    const body = await json<Practice>(
      await api.request(`/api/practices/${id}/recalculate-score`, { method: "POST", cookie }),
    );
    expect(body.practiceScore).toBe(0);
  });

  it("answers 404 for a missing practice", async () => {
    const res = await api.request("/api/practices/999999/recalculate-score", { method: "POST", cookie });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/practices/clear", () => {
  it("moves every practice to the recycle bin (detections kept for a restore), and records it", async () => {
    await api.deps.db
      .insert(cbctDetections)
      .values({ practiceId: idOf("Stafford Oral Surgery"), detectionType: "confirmed", confidence: "95" });
    const res = await api.request("/api/practices/clear", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 4, batchId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await list()).toEqual([]);
    expect(await api.deps.db.select().from(cbctDetections)).toHaveLength(1);
    const entries = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "leads_cleared"));
    expect(entries).toHaveLength(1);
  });
});
