import { describe, expect, it } from "vitest";
import { GLIDE_COLUMN_GROUPS, GLIDE_COLUMNS, glideRow } from "./glide-columns.ts";

const names = (group: string) => GLIDE_COLUMNS.filter((c) => c.group === group).map((c) => c.displayName);

describe("Glide field mapping", () => {
  it("has spec 3's groups and their named fields", () => {
    expect(GLIDE_COLUMN_GROUPS).toEqual([
      "Basic",
      "CBCT",
      "Lead Scoring",
      "Services",
      "Route Management",
      "Business Data",
    ]);
    expect(names("Basic")).toEqual(
      expect.arrayContaining(["Website Link", "Doctor Name", "Practice Name", "Telephone", "State", "Sub Region"]),
    );
    expect(names("Route Management")).toEqual(
      expect.arrayContaining([
        "Selected For Route",
        "Route Address",
        "Latitude",
        "Longitude",
        "Route URL",
        "Multi-Route URL",
      ]),
    );
    expect(names("Business Data")).toEqual(
      expect.arrayContaining(["Product Value", "Lead Cost", "ROI", "Owner", "Company", "Review Count"]),
    );
    for (const group of ["CBCT", "Lead Scoring", "Services"]) expect(names(group).length).toBeGreaterThan(2);
  });

  it("uses each column id once", () => {
    expect(new Set(GLIDE_COLUMNS.map((c) => c.id)).size).toBe(GLIDE_COLUMNS.length);
  });

  it("turns a lead into typed values: numbers from decimal strings, labels, joined services", () => {
    const row = glideRow({
      id: 7,
      practiceName: "Riverside",
      cbctStatus: "not_detected",
      cbctConfidence: "12.50",
      latitude: "38.3021000",
      services: ["Implants", "Sedation"],
      lastUpdated: new Date("2026-11-20T10:00:00Z"),
      hasCbct: false,
    } as unknown as Parameters<typeof glideRow>[0]);
    expect(row).toMatchObject({
      appLeadId: 7,
      practiceName: "Riverside",
      cbctStatus: "Not Detected",
      cbctConfidence: 12.5,
      latitude: 38.3021,
      services: "Implants; Sedation",
      lastUpdated: "2026-11-20T10:00:00.000Z",
      hasCbct: false,
    });
  });
});
