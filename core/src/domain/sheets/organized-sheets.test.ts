import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildOrganizedSheets, isHighPriority, SHEET_FILE_NAMES, type SheetLead } from "./organized-sheets.ts";

function lead(overrides: Partial<SheetLead>): SheetLead {
  return {
    practiceName: "Practice",
    doctorName: null,
    website: null,
    websiteLink: null,
    phone: null,
    telephone: null,
    email: null,
    address: null,
    city: null,
    state: "VA",
    zipCode: null,
    cbctStatus: "not_detected",
    cbctConfidence: "0",
    cbctManufacturer: null,
    cbctModel: null,
    cbctAge: null,
    replacementPriority: null,
    leadScore: 0,
    practiceScore: 0,
    leadType: "cold",
    leadQualityCategory: "Cool Lead",
    services: [],
    disqualified: false,
    npiNumber: null,
    discoverySource: "scrape",
    ...overrides,
  };
}

const rows = (csv: string | undefined) =>
  parse(csv!.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];

const leads = [
  lead({ practiceName: "Cold NC", state: "NC", leadScore: 20 }),
  lead({ practiceName: "Scanner Owner", cbctStatus: "confirmed", leadScore: 40, website: "https://a.test" }),
  lead({ practiceName: "Premium", leadType: "premium", leadScore: 110, website: "https://b.test" }),
  lead({ practiceName: "Hot but disqualified", leadType: "hot", leadScore: 80, disqualified: true }),
  lead({ practiceName: "No State", state: null, leadType: "hot", leadScore: 75 }),
];

describe("buildOrganizedSheets", () => {
  const sheets = buildOrganizedSheets(leads, new Date("2026-11-23T10:00:00Z"));

  it("produces the five sheets of spec 9 and counts the leads", () => {
    expect(Object.keys(sheets.csvFiles)).toEqual(Object.values(SHEET_FILE_NAMES));
    expect(sheets.sheetCount).toBe(5);
    expect(sheets.leadCount).toBe(5);
  });

  it("sorts All Leads by lead score, highest first", () => {
    expect(rows(sheets.csvFiles[SHEET_FILE_NAMES.allLeads]).map((r) => r["Practice Name"])).toEqual([
      "Premium",
      "Hot but disqualified",
      "No State",
      "Scanner Owner",
      "Cold NC",
    ]);
  });

  it.each([
    [SHEET_FILE_NAMES.cbctConfirmed, ["Scanner Owner"]],
    [SHEET_FILE_NAMES.highPriority, ["Premium", "No State"]],
    [SHEET_FILE_NAMES.byState, ["Cold NC", "Premium", "Hot but disqualified", "Scanner Owner", "No State"]],
  ])("%s holds the right leads in order", (file, names) => {
    expect(rows(sheets.csvFiles[file]).map((r) => r["Practice Name"])).toEqual(names);
  });

  it("summarises counts, average and states", () => {
    const summary = Object.fromEntries(rows(sheets.csvFiles[SHEET_FILE_NAMES.summary]).map((r) => [r.Metric, r.Value]));
    expect(summary).toMatchObject({
      "Total Leads": "5",
      "CBCT Confirmed": "1",
      "High Priority": "2",
      "Average Lead Score": "65",
      "Leads Without Website": "3",
      "Leads in VA": "3",
      "Leads in NC": "1",
      "Leads in Unknown": "1",
    });
  });

  it("escapes formula-like cells from scraped text", () => {
    const csv = buildOrganizedSheets([lead({ practiceName: '=HYPERLINK("http://evil")' })], new Date()).csvFiles[
      SHEET_FILE_NAMES.allLeads
    ]!;
    expect(rows(csv)[0]!["Practice Name"]).toBe('\'=HYPERLINK("http://evil")');
  });

  it("still writes headers when there are no leads", () => {
    const empty = buildOrganizedSheets([], new Date());
    expect(empty.leadCount).toBe(0);
    expect(empty.csvFiles[SHEET_FILE_NAMES.highPriority]).toContain("Practice Name");
  });
});

describe("isHighPriority", () => {
  it.each([
    ["premium", false, true],
    ["hot", false, true],
    ["cold", false, false],
    ["hot", true, false],
  ])("leadType %s, disqualified %s -> %s", (leadType, disqualified, expected) => {
    expect(isHighPriority({ leadType, disqualified })).toBe(expected);
  });
});
