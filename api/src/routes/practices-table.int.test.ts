import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** The Qualified Leads table on the server: sorting, paging, the total, conditional polls, smart search, indexes. */
let api: TestApi;
let cookie: string;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const lead = (over: Partial<NewPractice>): NewPractice => ({ practiceName: "Lead", ...over });

const SEED: NewPractice[] = [
  lead({
    practiceName: "Bright Smiles Dental",
    city: "Fredericksburg",
    state: "VA",
    leadScore: 90,
    leadType: "hot",
    cbctStatus: "not_detected",
    hasImplants: true,
    lastUpdated: day(1),
    websiteDomain: "brightsmiles.example",
  }),
  lead({
    practiceName: "Stafford Oral Surgery",
    city: "Stafford",
    state: "VA",
    leadScore: 120,
    leadType: "premium",
    cbctStatus: "confirmed",
    cbctManufacturer: "Carestream",
    cbctAge: 12,
    lastUpdated: day(2),
  }),
  lead({
    practiceName: "apex dental",
    city: "Austin",
    state: "TX",
    leadScore: 90,
    leadType: "cold",
    cbctStatus: "likely",
    cbctManufacturer: "Planmeca",
    cbctAge: 3,
    lastUpdated: day(5),
  }),
  lead({
    practiceName: "Richmond Implant Center",
    city: "Richmond",
    state: "VA",
    leadScore: 10,
    leadType: "cold",
    cbctStatus: "uncertain",
    lastUpdated: day(3),
  }),
  lead({
    practiceName: "Fredericksburg Family Dental",
    city: "fredericksburg",
    state: "VA",
    leadScore: 70,
    leadType: "hot",
    cbctStatus: "uncertain",
    hasImplantPlacement: true,
    lastUpdated: day(4),
  }),
  lead({
    practiceName: "Zenith Dentistry",
    city: "Dallas",
    state: "TX",
    leadScore: 90,
    leadType: "hot",
    cbctStatus: "confirmed",
    cbctManufacturer: "Carestream",
    cbctAge: 9,
    lastUpdated: day(1),
  }),
];

let ids: Record<string, number> = {};
beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  const rows = await api.deps.db
    .insert(practices)
    .values(SEED)
    .returning({ id: practices.id, name: practices.practiceName });
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  // A lead in the recycle bin never shows.
  await api.deps.db
    .insert(practices)
    .values(lead({ practiceName: "Cleared Dental", leadScore: 150, deletedAt: day(6), deletedBatch: "b" }));
});
afterAll(async () => {
  await api?.close();
});

type Row = { id: number; practiceName: string; version: number };
async function get(query: string, headers: Record<string, string> = {}) {
  const res = await api.request(`/api/practices${query}`, { cookie, headers });
  return res;
}
async function names(query: string) {
  const res = await get(query);
  expect(res.status).toBe(200);
  return (await json<Row[]>(res)).map((r) => r.practiceName);
}

describe("GET /api/practices: sorting", () => {
  it.each<[string, string[]]>([
    // Default: lead score, then newest update, then id (the stable tie-break).
    [
      "",
      [
        "Stafford Oral Surgery",
        "apex dental",
        "Zenith Dentistry",
        "Bright Smiles Dental",
        "Fredericksburg Family Dental",
        "Richmond Implant Center",
      ],
    ],
    [
      "?sort=leadScore&order=asc",
      [
        "Richmond Implant Center",
        "Fredericksburg Family Dental",
        "Bright Smiles Dental",
        "Zenith Dentistry",
        "apex dental",
        "Stafford Oral Surgery",
      ],
    ],
    // Names sort A-Z regardless of case.
    [
      "?sort=practiceName",
      [
        "apex dental",
        "Bright Smiles Dental",
        "Fredericksburg Family Dental",
        "Richmond Implant Center",
        "Stafford Oral Surgery",
        "Zenith Dentistry",
      ],
    ],
    [
      "?sort=practiceName&order=desc",
      [
        "Zenith Dentistry",
        "Stafford Oral Surgery",
        "Richmond Implant Center",
        "Fredericksburg Family Dental",
        "Bright Smiles Dental",
        "apex dental",
      ],
    ],
    // CBCT status reads confirmed > likely > uncertain > not detected, best score first within a status.
    [
      "?sort=cbctStatus",
      [
        "Stafford Oral Surgery",
        "Zenith Dentistry",
        "apex dental",
        "Fredericksburg Family Dental",
        "Richmond Implant Center",
        "Bright Smiles Dental",
      ],
    ],
    [
      "?sort=location",
      [
        "apex dental",
        "Zenith Dentistry",
        "Bright Smiles Dental",
        "Fredericksburg Family Dental",
        "Richmond Implant Center",
        "Stafford Oral Surgery",
      ],
    ],
    [
      "?sort=lastUpdated",
      [
        "apex dental",
        "Fredericksburg Family Dental",
        "Richmond Implant Center",
        "Stafford Oral Surgery",
        "Zenith Dentistry",
        "Bright Smiles Dental",
      ],
    ],
  ])("sorts %s", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("pages without overlap or gaps, whatever the sort", async () => {
    for (const sort of ["leadScore", "practiceName", "cbctStatus", "location", "lastUpdated"]) {
      const all = await names(`?sort=${sort}`);
      const paged = [
        ...(await names(`?sort=${sort}&limit=4&offset=0`)),
        ...(await names(`?sort=${sort}&limit=4&offset=4`)),
      ];
      expect(paged).toEqual(all);
    }
  });

  it.each([
    ["?sort=color", "sort must be one of leadScore, practiceName, cbctStatus, location, lastUpdated, added"],
    ["?order=sideways", "order must be asc or desc"],
    ["?state=Virginia", "state must be a two-letter state code"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });
});

describe("GET /api/practices: filters and the total", () => {
  it.each<[string, number, string[]]>([
    ["?limit=2", 6, ["Stafford Oral Surgery", "apex dental"]],
    ["?state=tx", 2, ["apex dental", "Zenith Dentistry"]],
    ["?city=FREDERICKSBURG", 2, ["Bright Smiles Dental", "Fredericksburg Family Dental"]],
    ["?search=brightsmiles", 1, ["Bright Smiles Dental"]],
    ["?cbctStatus=confirmed&limit=1", 2, ["Stafford Oral Surgery"]],
    ["?leadType=hot&state=VA", 2, ["Bright Smiles Dental", "Fredericksburg Family Dental"]],
  ])("%s matches %i leads", async (query, total, expected) => {
    const res = await get(query);
    expect(res.headers.get("X-Total-Count")).toBe(String(total));
    expect((await json<Row[]>(res)).map((r) => r.practiceName)).toEqual(expected);
  });

  it("never lists a lead in the recycle bin", async () => {
    expect(await names("?search=cleared")).toEqual([]);
    expect((await get("")).headers.get("X-Total-Count")).toBe("6");
  });
});

describe("GET /api/practices: conditional polls", () => {
  it("answers an unchanged poll 304 with no body, and a changed one 200", async () => {
    const first = await get("?limit=20");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("?limit=20", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    // Another page or sort is another answer.
    expect((await get("?limit=20&sort=practiceName", { "If-None-Match": etag })).status).toBe(200);

    const res = await api.request(`/api/practices/${ids["Richmond Implant Center"]}`, {
      method: "PATCH",
      cookie,
      body: { followUpNotes: "Call back Tuesday" },
    });
    expect(res.status).toBe(200);
    const changed = await get("?limit=20", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });
});

describe("GET /api/practices?smartSearch=", () => {
  it("reads the sentence into filters and says how it understood it", async () => {
    const res = await get(
      `?smartSearch=${encodeURIComponent("hot leads in Fredericksburg VA without a CBCT that place implants")}`,
    );
    expect(res.status).toBe(200);
    const body = await json<{ isSmartSearch: boolean; practices: Row[]; searchInfo: Record<string, unknown> }>(res);
    expect(body.isSmartSearch).toBe(true);
    expect(body.practices.map((p) => p.practiceName)).toEqual(["Bright Smiles Dental", "Fredericksburg Family Dental"]);
    expect(body.searchInfo).toEqual({
      explanation: "Hot leads in Fredericksburg, VA without a CBCT, offering implants.",
      confidence: expect.any(Number),
      resultCount: 2,
      filters: {
        leadType: ["hot"],
        city: "Fredericksburg",
        state: "VA",
        cbctStatus: ["not_detected", "uncertain"],
        services: ["implants"],
      },
      notUnderstood: [],
      method: "rules",
    });
    expect(res.headers.get("X-Total-Count")).toBe("2");
  });

  it("filters by scanner make and age, and lists the words it did not understand", async () => {
    const res = await get(
      `?smartSearch=${encodeURIComponent("practices with a Carestream scanner older than 8 years and friendly staff")}`,
    );
    const body = await json<{ practices: Row[]; searchInfo: { notUnderstood: string[]; resultCount: number } }>(res);
    expect(body.practices.map((p) => p.practiceName)).toEqual(["Stafford Oral Surgery", "Zenith Dentistry"]);
    expect(body.searchInfo.notUnderstood).toEqual(["friendly", "staff"]);
    expect(body.searchInfo.resultCount).toBe(2);
  });
});
