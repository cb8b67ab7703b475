import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let api: TestApi;
let cookie: string;

const LEADS: NewPractice[] = [
  // Owns a 15-year-old scanner: confirmed, a replacement sale, and premium.
  {
    practiceName: "Old Scanner Surgery",
    state: "VA",
    leadScore: 110,
    leadType: "premium",
    leadQuality: "premium",
    cbctStatus: "confirmed",
    replacementPriority: "high",
  },
  {
    practiceName: "Likely Imaging Dental",
    state: "VA",
    leadScore: 45,
    leadType: "cold",
    leadQuality: "warm",
    cbctStatus: "likely",
    replacementPriority: "low",
  },
  {
    practiceName: "No Scanner Ortho",
    state: "MD",
    leadScore: 80,
    leadType: "hot",
    leadQuality: "hot",
    cbctStatus: "not_detected",
  },
  {
    practiceName: "Blog Mention Dental",
    state: "MD",
    leadScore: 10,
    leadType: "cold",
    leadQuality: "cool",
    cbctStatus: "uncertain",
  },
  {
    practiceName: "Disqualified Hot",
    state: "DC",
    leadScore: 90,
    leadType: "hot",
    leadQuality: "hot",
    disqualified: true,
  },
];

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  await api.deps.db.insert(practices).values(LEADS);
});
afterAll(async () => {
  await api?.close();
});

type Organized = {
  sheetCount: number;
  leadCount: number;
  csvFiles: Record<string, string>;
  template: { instructions: string[] };
};

async function names(query: string): Promise<string[]> {
  const res = await api.request(`/api/sheets/export?format=single-csv&${query}`, { cookie });
  expect(res.status).toBe(200);
  const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
  return rows.map((r) => r["Practice Name"]!).sort();
}

describe("GET /api/sheets/export", () => {
  it("answers the five organised sheets with instructions", async () => {
    const res = await api.request("/api/sheets/export?format=organized", { cookie });
    const body = await json<Organized>(res);
    expect(body.sheetCount).toBe(5);
    expect(body.leadCount).toBe(5);
    expect(Object.keys(body.csvFiles)).toEqual([
      "All_Leads.csv",
      "CBCT_Confirmed.csv",
      "High_Priority.csv",
      "By_State.csv",
      "Summary.csv",
    ]);
    expect(body.template.instructions.length).toBeGreaterThan(2);
    expect(body.csvFiles["CBCT_Confirmed.csv"]).toContain("Old Scanner Surgery");
    expect(body.csvFiles["CBCT_Confirmed.csv"]).not.toContain("Likely Imaging Dental");
  });

  it("filters by CBCT status: Unlikely is uncertain or not detected", async () => {
    expect(await names("cbctStatus=Confirmed")).toEqual(["Old Scanner Surgery"]);
    expect(await names("cbctStatus=Likely")).toEqual(["Likely Imaging Dental"]);
    expect(await names("cbctStatus=Unlikely")).toEqual(["Blog Mention Dental", "Disqualified Hot", "No Scanner Ortho"]);
  });

  it("filters by lead type as the README defines them", async () => {
    expect(await names("leadType=high-priority")).toEqual(["No Scanner Ortho", "Old Scanner Surgery"]);
    expect(await names("leadType=qualified")).toEqual([
      "Likely Imaging Dental",
      "No Scanner Ortho",
      "Old Scanner Surgery",
    ]);
    expect(await names("leadType=cbct-replacement")).toEqual(["Old Scanner Surgery"]);
    expect(await names("leadType=high-priority&cbctStatus=Unlikely")).toEqual(["No Scanner Ortho"]);
  });

  it("sends single-csv as a file and rejects unknown values with a 400", async () => {
    const res = await api.request("/api/sheets/export?format=single-csv", { cookie });
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dental-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bad = await api.request("/api/sheets/export?leadType=premium", { cookie });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual(
      expect.objectContaining({ error: "leadType must be one of high-priority, qualified, cbct-replacement" }),
    );
  });
});
