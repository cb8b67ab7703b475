import { type PracticeMapResponse, practiceMapResponseSchema } from "@cbct/core/contracts/practice-map";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** GET /api/practices/map: the leads map's viewport query (issue 22). */
let api: TestApi;
let cookie: string;

const lead = (over: Partial<NewPractice>): NewPractice => ({ practiceName: "Lead", ...over });
const at = (lat: number, lng: number) => ({ latitude: lat.toFixed(7), longitude: lng.toFixed(7) });

// Fredericksburg VA: five practices within a couple of km; Richmond VA: two; Austin TX: one. Plus leads with no point.
const SEED: NewPractice[] = [
  lead({
    practiceName: "Fred A",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "confirmed",
    leadScore: 80,
    ...at(38.3032, -77.4605),
  }),
  lead({
    practiceName: "Fred B",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 95,
    leadType: "hot",
    ...at(38.3101, -77.4701),
  }),
  lead({
    practiceName: "Fred C",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 40,
    ...at(38.2955, -77.4512),
  }),
  lead({
    practiceName: "Fred D",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "likely",
    leadScore: 60,
    ...at(38.3201, -77.4803),
  }),
  lead({
    practiceName: "Fred E",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "uncertain",
    leadScore: 20,
    ...at(38.2899, -77.4411),
  }),
  lead({
    practiceName: "Rich A",
    city: "Richmond",
    state: "VA",
    cbctStatus: "confirmed",
    leadScore: 70,
    ...at(37.5407, -77.436),
  }),
  lead({
    practiceName: "Rich B",
    city: "Richmond",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 50,
    leadType: "hot",
    ...at(37.5507, -77.446),
  }),
  lead({
    practiceName: "Austin A",
    city: "Austin",
    state: "TX",
    cbctStatus: "not_detected",
    leadScore: 99,
    ...at(30.2672, -97.7431),
  }),
  lead({
    practiceName: "No Address Dental",
    state: "VA",
    leadScore: 30,
    geoPrecision: "no_address",
    geoSource: "nominatim",
  }),
  lead({
    practiceName: "Lost Dental",
    city: "Nowhere",
    state: "VA",
    leadScore: 35,
    geoPrecision: "not_found",
    geoSource: "nominatim",
  }),
  lead({ practiceName: "Waiting Dental", city: "Stafford", state: "VA", leadScore: 10 }),
  // In the recycle bin: never on the map.
  lead({
    practiceName: "Cleared",
    state: "VA",
    leadScore: 100,
    deletedAt: new Date(),
    deletedBatch: "b",
    ...at(38.3, -77.46),
  }),
];

const USA = "-125,24,-66,50";
const FREDERICKSBURG = "-77.50,38.28,-77.43,38.33";

beforeAll(async () => {
  api = await startTestApi({
    config: { MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example tiles" },
  });
  ({ cookie } = await api.signUp());
  await api.deps.db.insert(practices).values(SEED);
});
afterAll(async () => {
  await api?.close();
});

async function map(query: string) {
  const res = await api.request(`/api/practices/map?${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  // Every answer is the contract's shape (the web parses it with the same schema).
  return practiceMapResponseSchema.parse(await json<PracticeMapResponse>(res));
}

describe("GET /api/practices/map", () => {
  it("clusters a country-wide view on a grid: one cluster per town with its status mix, a lone lead as a marker", async () => {
    const body = await map(`bbox=${USA}&zoom=5`);
    expect(body.mode).toBe("clusters");
    expect(body.total).toBe(8);
    // At zoom 5 (cells of 2.8 degrees) Fredericksburg and Richmond share a cell; Austin is alone.
    expect(body.clusters).toHaveLength(1);
    const [va] = body.clusters;
    expect(va!.count).toBe(7);
    expect(va!.statuses).toEqual({ confirmed: 2, likely: 1, uncertain: 1, not_detected: 3 });
    expect(va!.maxLeadScore).toBe(95);
    expect(va!.bounds[1]).toBeCloseTo(37.5407);
    expect(va!.bounds[3]).toBeCloseTo(38.3201);
    expect(body.points.map((p) => p.practiceName)).toEqual(["Austin A"]);
  });

  it("splits towns apart as the zoom grows", async () => {
    const body = await map(`bbox=-79,37,-76,39&zoom=8`);
    expect(body.mode).toBe("clusters");
    expect(body.clusters.map((c) => c.count).sort()).toEqual([2, 5]);
    const fred = body.clusters.find((c) => c.count === 5)!;
    expect(fred.lat).toBeCloseTo((38.3032 + 38.3101 + 38.2955 + 38.3201 + 38.2899) / 5, 4);
  });

  it("answers every lead in the view as a marker at street zoom, best score first", async () => {
    const body = await map(`bbox=${FREDERICKSBURG}&zoom=14`);
    expect(body.mode).toBe("points");
    expect(body.truncated).toBe(false);
    expect(body.points.map((p) => p.practiceName)).toEqual(["Fred B", "Fred A", "Fred D", "Fred C", "Fred E"]);
    expect(body.points[0]).toMatchObject({ cbctStatus: "not_detected", leadScore: 95, city: "Fredericksburg" });
    expect(body.points[0]!.lat).toBeCloseTo(38.3101, 6);
  });

  it("applies the table's filters and smart search", async () => {
    const statuses = await map(`bbox=${FREDERICKSBURG}&zoom=14&cbctStatus=not_detected`);
    expect(statuses.points.map((p) => p.practiceName)).toEqual(["Fred B", "Fred C"]);
    const hot = await map(`bbox=${USA}&zoom=14&leadType=hot&state=VA`);
    expect(hot.points.map((p) => p.practiceName)).toEqual(["Fred B", "Rich B"]);
    const search = await map(`bbox=${USA}&zoom=14&search=austin`);
    expect(search.points.map((p) => p.practiceName)).toEqual(["Austin A"]);
    const smart = await map(`bbox=${USA}&zoom=14&smartSearch=${encodeURIComponent("leads in Richmond VA")}`);
    expect(smart.points.map((p) => p.practiceName).sort()).toEqual(["Rich A", "Rich B"]);
    // The smart search box says how the question was read, as on the table.
    expect(smart.searchInfo).toMatchObject({ resultCount: 2, filters: { city: "Richmond", state: "VA" } });
    expect(statuses.searchInfo).toBeUndefined();
  });

  it("lists the leads that are not on the map and why, for the same filters", async () => {
    const body = await map(`bbox=${FREDERICKSBURG}&zoom=14&state=VA`);
    expect(body.unplaced).toMatchObject({ noAddress: 1, notFound: 1, pending: 1 });
    expect(body.unplaced.leads.map((l) => [l.practiceName, l.reason])).toEqual([
      ["Lost Dental", "not_found"],
      ["No Address Dental", "no_address"],
      ["Waiting Dental", "pending"],
    ]);
    const tx = await map(`bbox=${USA}&zoom=4&state=TX`);
    expect(tx.unplaced).toEqual({ noAddress: 0, notFound: 0, pending: 0, leads: [] });
  });

  it("finds leads in a view across the date line", async () => {
    await api.deps.db.insert(practices).values(lead({ practiceName: "Fiji Dental", ...at(-18.1416, 178.4419) }));
    const body = await map(`bbox=170,-25,190,-10&zoom=14`);
    expect(body.points.map((p) => p.practiceName)).toEqual(["Fiji Dental"]);
  });

  it.each([
    ["zoom=5", "bbox is required"],
    ["bbox=1,2,3&zoom=5", "bbox must be four numbers"],
    ["bbox=0,40,10,30&zoom=5", "south must not be above north"],
    [`bbox=${USA}`, "zoom must be a whole number"],
    [`bbox=${USA}&zoom=30`, "zoom must be a whole number between 0 and 22"],
    [`bbox=${USA}&zoom=5&cbctStatus=owned`, "cbctStatus must be one of"],
  ])("refuses %s with 400 and a readable error", async (query, error) => {
    const res = await api.request(`/api/practices/map?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toContain(error);
  });

  it("needs a session", async () => {
    const res = await api.request(`/api/practices/map?bbox=${USA}&zoom=5`);
    expect(res.status).toBe(401);
  });

  it("tells the web which tiles to draw, and lets the browser load them (CSP img-src)", async () => {
    const res = await api.request("/api/practices/map/config", { cookie });
    expect(await json(res)).toEqual({
      tileUrl: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
      attribution: "© Example tiles",
    });
    expect(res.headers.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.org",
    );
  });
});
