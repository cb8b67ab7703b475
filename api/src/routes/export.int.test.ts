import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { parse } from "csv-parse/sync";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

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

describe("the CSV's cells (written by Postgres)", () => {
  const HOSTILE: NewPractice = {
    practiceName: `O'Brien "Smile" Studio\\ Dental,\nSuite 2`,
    doctorName: "-2+3 Dr. Minus",
    phone: "+1 540-555-0100",
    city: "Niño ＝ Town",
    state: "VA",
    longitude: "-77.4605000",
    latitude: "38.3032000",
    services: ["=cmd|' /C calc'!A0", "Dental Implants"],
    keyTalkingPoints: ["@SUM(1+1)", "Has\ttab"],
    hasImplants: true,
    hasOrtho: false,
    fieldSources: { phone: "json-ld" },
    createdAt: new Date("2026-01-02T03:04:05.678Z"),
    scrapedAt: new Date("2026-01-02T23:59:59.999Z"),
    leadScore: -15,
    cbctConfidence: "72.50",
  };
  let row: Record<string, string>;
  beforeAll(async () => {
    const [inserted] = await api.deps.db.insert(practices).values(HOSTILE).returning({ id: practices.id });
    const { rows } = await exportCsv(`format=csv&practiceIds=${inserted!.id}`);
    expect(rows).toHaveLength(1);
    row = rows[0]!;
  });

  it("keeps quotes, commas, backslashes, new lines and accents intact", () => {
    expect(row["Practice Name"]).toBe(HOSTILE.practiceName);
    expect(row.City).toBe("Niño ＝ Town");
  });

  it("neutralises text that a spreadsheet would run as a formula, and only text", () => {
    expect(row.Doctor).toBe("'-2+3 Dr. Minus");
    expect(row.Phone).toBe("'+1 540-555-0100");
    expect(row.Services).toBe("'=cmd|' /C calc'!A0; Dental Implants");
    expect(row["Key Talking Points"]).toBe("'@SUM(1+1); Has\ttab");
    // Numbers are numbers: a negative longitude or score is not prefixed.
    expect(row.Longitude).toBe("-77.4605000");
    expect(row.Latitude).toBe("38.3032000");
    expect(row["Lead Score"]).toBe("-15");
  });

  it("writes booleans as Yes/No, timestamps as ISO 8601 UTC, dates as days, JSON as JSON", () => {
    expect(row["Has Implants"]).toBe("Yes");
    expect(row["Has Ortho"]).toBe("No");
    expect(row["Created At"]).toBe("2026-01-02T03:04:05.678Z");
    expect(row["Last Scraped"]).toBe("2026-01-02");
    expect(JSON.parse(row["Field Sources"]!)).toEqual({ phone: "json-ld" });
    expect(row["CBCT Confidence (%)"]).toBe("73");
    expect(row["CBCT Status"]).toBe("Not Detected");
  });

  it("reads a hostile search as text, not SQL", async () => {
    const search = encodeURIComponent(`o'brien "smile" studio\\`);
    const { res, rows } = await exportCsv(`format=csv&search=${search}`);
    expect(res.status).toBe(200);
    expect(rows.map((r) => r["Practice Name"])).toEqual([HOSTILE.practiceName]);
    const injection = await exportCsv(`format=csv&search=${encodeURIComponent("x\\'); drop table users; --")}`);
    expect(injection.res.status).toBe(200);
    expect(injection.rows).toEqual([]);
  });

  it("stops the database's work when the download is cancelled half-way", async () => {
    // About 10 MB of CSV: far more than the socket and the stream buffer hold, so the COPY is mid-way when cancelled.
    const bulk = await api.deps.db.$client<{ id: number }[]>`insert into dental_practices (practice_name, ai_summary)
      select 'Bulk Practice ' || n, repeat('x', 2000) from generate_series(1, 3000) as n returning id`;
    try {
      const res = await api.request("/api/export/practices?format=csv", { cookie });
      const reader = res.body!.getReader();
      // The BOM and the header line come first, on their own, before any row: the download starts at once.
      const first = await reader.read();
      const head = new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value);
      expect(head.startsWith("\uFEFFPractice Name,Doctor,")).toBe(true);
      expect(head.endsWith("\n")).toBe(true);
      expect(head.split("\n")).toHaveLength(2);
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      // The COPY ends on the server (cancelled, not left blocked on a full socket)...
      const copies = async () =>
        (
          await api.deps.db.$client`select count(*)::int as n from pg_stat_activity
            where query ilike 'copy (%' and state = 'active' and pid <> pg_backend_pid()`
        )[0]!.n as number;
      await expect.poll(copies, { timeout: 5000 }).toBe(0);
      // ...and every pooled connection is usable again.
      const pages = await Promise.all(
        Array.from({ length: 12 }, () => api.request("/api/practices?limit=1", { cookie }).then((r) => r.status)),
      );
      expect(pages.every((s) => s === 200)).toBe(true);
    } finally {
      await api.deps.db.delete(practices).where(
        inArray(
          practices.id,
          bulk.map((b) => b.id),
        ),
      );
    }
  });
});
