import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test-support/api-harness.ts";

let api: TestApi;
let cookie: string;
let ids: number[] = [];

const SEED: NewPractice[] = [
  {
    practiceName: "Stafford Oral Surgery",
    doctorName: "Dr. Bob Chen",
    city: "Stafford",
    state: "VA",
    leadScore: 120,
    leadType: "premium",
    cbctStatus: "confirmed",
    cbctConfidence: "98",
    cbctManufacturer: "Carestream",
    cbctModel: "CS 9300",
    cbctInstallYear: 2011,
    services: ["Oral Surgery", "Dental Implants"],
  },
  { practiceName: 'Bright Smiles, "Family" Dental', city: "Fredericksburg", leadScore: 60, leadType: "hot" },
  // A hostile site may name itself like a spreadsheet formula.
  { practiceName: '=HYPERLINK("http://evil.example","click")', leadScore: 10, leadType: "cold" },
];

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  const rows = await api.deps.db.insert(practices).values(SEED).returning({ id: practices.id });
  ids = rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

async function exportCsv(query: string) {
  const res = await api.request(`/api/export/practices?${query}`, { cookie });
  const text = await res.text();
  return {
    res,
    text,
    rows: res.ok ? (parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[]) : [],
  };
}

describe("GET /api/export/practices", () => {
  it("needs a session", async () => {
    const res = await api.request("/api/export/practices?format=csv");
    expect(res.status).toBe(401);
  });

  it("downloads every lead as a CSV file named for dental leads, best first", async () => {
    const { res, rows } = await exportCsv("format=csv");
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="dental-leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(rows.map((r) => r["Practice Name"])).toEqual([
      "Stafford Oral Surgery",
      'Bright Smiles, "Family" Dental',
      '\'=HYPERLINK("http://evil.example","click")',
    ]);
    expect(rows[0]).toMatchObject({
      "CBCT Status": "Confirmed",
      "CBCT Confidence (%)": "98",
      "CBCT Manufacturer": "Carestream",
      "CBCT Model": "CS 9300",
      "CBCT Install Year": "2011",
      "Lead Score": "120",
      Services: "Oral Surgery; Dental Implants",
    });
  });

  it("exports only the selected practices", async () => {
    const { rows } = await exportCsv(`format=csv&practiceIds=${ids[1]},${ids[0]}`);
    expect(rows.map((r) => r["Practice Name"]).sort()).toEqual([
      'Bright Smiles, "Family" Dental',
      "Stafford Oral Surgery",
    ]);
  });

  it("filters by CBCT status and lead type", async () => {
    expect((await exportCsv("format=csv&cbctStatus=confirmed")).rows).toHaveLength(1);
    expect((await exportCsv("format=csv&leadType=hot")).rows.map((r) => r.City)).toEqual(["Fredericksburg"]);
  });

  it.each([
    ["format=pdf", "format must be csv"],
    ["practiceIds=1,abc", "practiceIds must be a comma-separated list of practice ids"],
    ["cbctStatus=maybe", "cbctStatus must be one of"],
  ])("refuses %s with a clear 400", async (query, message) => {
    const { res, text } = await exportCsv(query);
    expect(res.status).toBe(400);
    expect(JSON.parse(text).error).toContain(message);
  });
});

describe("GET /api/export/practices: every field, the table's filters", () => {
  it("has a column for every field of the lead", async () => {
    const { text } = await exportCsv("format=csv");
    const headers = (parse(text.replace(/^\uFEFF/, ""), { to: 1 }) as string[][])[0]!;
    for (const header of [
      "Practice Name",
      "Has Implants",
      "Key Talking Points",
      "Route Url",
      "Version",
      "Created At",
    ]) {
      expect(headers).toContain(header);
    }
    expect(headers).not.toContain("Raw Data");
    expect(headers).not.toContain("Search Text");
    expect(headers).not.toContain("Deleted At");
  });

  it("exports what a smart search or a state filter shows, in the table's sort", async () => {
    const smart = await exportCsv(
      `format=csv&smartSearch=${encodeURIComponent("practices with a Carestream scanner")}`,
    );
    expect(smart.rows.map((r) => r["Practice Name"])).toEqual(["Stafford Oral Surgery"]);
    const byName = await exportCsv("format=csv&sort=practiceName");
    expect(byName.rows.map((r) => r["Practice Name"])[0]).toBe('\'=HYPERLINK("http://evil.example","click")');
    const va = await exportCsv("format=csv&state=VA");
    expect(va.rows.map((r) => r["Practice Name"])).toEqual(["Stafford Oral Surgery"]);
  });
});

describe("POST /api/export/practices: a selection too large for a URL", () => {
  const post = (body: unknown, init: { cookie?: string } = { cookie }) =>
    api.request("/api/export/practices", { method: "POST", body, ...init });

  it("exports the posted selection, even one of thousands of ids", async () => {
    // 5,000 ids: about 50 KB in a query string, which Node refuses (431); in a body it is nothing.
    const practiceIds = [ids[0]!, ...Array.from({ length: 4999 }, (_, i) => 900_000_000 + i)];
    const res = await post({ practiceIds, format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/dental-leads-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r["Practice Name"])).toEqual(["Stafford Oral Surgery"]);
  });

  it("narrows a selection by the filters it carries", async () => {
    const res = await post({ practiceIds: ids, leadType: "hot" });
    const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.City)).toEqual(["Fredericksburg"]);
  });

  it.each([
    [{ practiceIds: [] }, "practiceIds must name at least one practice"],
    [{ practiceIds: Array.from({ length: 5001 }, (_, i) => i + 1) }, "at most 5000"],
    [{ practiceIds: ["1"] }, "practiceIds"],
    [{ practiceIds: [1], format: "pdf" }, "format must be csv"],
  ])("refuses %j with a clear 400", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });

  it("needs a session", async () => {
    expect((await post({ practiceIds: ids }, {})).status).toBe(401);
  });
});
