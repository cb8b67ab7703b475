import { describe, expect, expectTypeOf, it } from "vitest";
import { type PracticeRow as Practice, practiceRowSchema } from "../../contracts/wire-row.ts";
import { BUSINESS_FLAGS, SERVICE_FLAGS, TECHNOLOGY_FLAGS } from "../flags.ts";
import { LEAD_QUALITY_CATEGORIES } from "./lead-score.ts";
import { scorePractice } from "./score-practice.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import { type ScoringInput, type ScoringSource, toScoringInput } from "./scoring-input.ts";

describe("scorePractice output", () => {
  it("writes only real dental_practices columns", () => {
    const columns = new Set(Object.keys(practiceRowSchema.shape));
    const keys = Object.keys(scorePractice(scoringInput(), { now: NOW }));
    expect(keys.filter((k) => !columns.has(k))).toEqual([]);
    expect(keys).toHaveLength(37);
  });

  it.each<[string, Partial<ScoringInput>, [number, number, number, string, string]]>([
    ["empty", {}, [0, 5, 5, "Cool Lead", "none"]],
    [
      "full-service surgical practice, no scanner",
      {
        hasImplantPlacement: true,
        hasOralSurgery: true,
        hasEndo: true,
        hasSleep: true,
        hasCadCam: true,
        hasMultipleLocations: true,
      },
      [75, 31, 106, "Premium Lead", "none"],
    ],
    [
      "orthodontist",
      { isOrthoSpecialist: true, hasTraditionalOrtho: true },
      [15, 12, 27, "Hot Lead - Ortho without CBCT", "none"],
    ],
    [
      "12-year-old scanner, implants",
      { cbctStatus: "confirmed", cbctAge: 12, hasImplantPlacement: true, hasOralSurgery: true },
      [0, 22, 22, "Warm Lead", "high"],
    ],
    ["7-year-old scanner", { cbctStatus: "confirmed", cbctAge: 7, hasEndo: true }, [0, 10, 10, "Cool Lead", "medium"]],
    ["new scanner", { cbctStatus: "confirmed", cbctAge: 1, hasImplantPlacement: true }, [0, 0, 0, "Not a Lead", "low"]],
  ])("%s", (_name, overrides, [practiceScore, aiScore, leadScore, leadQualityCategory, replacementPriority]) => {
    expect(scorePractice(scoringInput(overrides), { now: NOW })).toMatchObject({
      practiceScore,
      aiScore,
      leadScore,
      leadQualityCategory,
      replacementPriority,
    });
  });

  it("keeps the unfloored score for the dialog in practiceScoreDynamic", () => {
    const result = scorePractice(scoringInput({ cbctStatus: "confirmed", hasEndo: true }), { now: NOW });
    expect(result.practiceScore).toBe(0);
    expect(result.practiceScoreDynamic).toBe(-35);
    expect(result.isCbctLead).toBe(true);
  });

  it("gives an empty practice the spec defaults where the spec has them", () => {
    expect(scorePractice(scoringInput(), { now: NOW })).toMatchObject({
      leadType: "cold",
      leadQualityCategory: "Cool Lead",
      salesLikelihoodTimeframe: "long-term",
      salesLikelihoodApproach: "educational",
      practiceEstablishment: "emerging",
      estimatedYearsInBusiness: 5,
      isCbctLead: false,
    });
  });

  it("is deterministic given now, and `now` moves only date-dependent fields", () => {
    const input = scoringInput({ cbctStatus: "confirmed", cbctInstallYear: 2017, doctorGraduationYear: 1995 });
    expect(scorePractice(input, { now: NOW })).toEqual(scorePractice(input, { now: new Date(NOW) }));
    const earlier = scorePractice(input, { now: new Date("2021-06-01T00:00:00Z") });
    const later = scorePractice(input, { now: NOW });
    expect([earlier.replacementPriority, later.replacementPriority]).toEqual(["low", "medium"]);
    expect([earlier.doctorExperienceYears, later.doctorExperienceYears]).toEqual([26, 30]);
  });

  // A seeded generator walks many flag mixes; the invariants of spec 9 must hold for all of them.
  it("keeps every score within its spec range for 500 generated practices", () => {
    let seed = 42;
    const coin = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const statuses = ["confirmed", "likely", "uncertain", "not_detected"] as const;
    for (let n = 0; n < 500; n++) {
      const flags = Object.fromEntries(
        [...SERVICE_FLAGS, ...TECHNOLOGY_FLAGS, ...BUSINESS_FLAGS].map((k) => [k, coin() < 0.4]),
      );
      const input = scoringInput({
        ...flags,
        cbctStatus: statuses[Math.floor(coin() * 4)] ?? "not_detected",
        cbctAge: coin() < 0.5 ? Math.floor(coin() * 20) : null,
        websiteModernityScore: Math.floor(coin() * 101),
        disqualified: coin() < 0.05,
      });
      const r = scorePractice(input, { now: NOW });
      expect(r.practiceScore).toBeGreaterThanOrEqual(0);
      expect(r.practiceScore).toBeLessThanOrEqual(100);
      expect(r.practiceScoreDynamic).toBeLessThanOrEqual(r.practiceScore);
      expect(r.aiScore).toBeGreaterThanOrEqual(0);
      expect(r.aiScore).toBeLessThanOrEqual(50);
      expect(r.leadScore).toBe(Math.min(150, r.practiceScore + r.aiScore));
      expect(r.salesLikelihoodScore).toBeGreaterThanOrEqual(0);
      expect(r.salesLikelihoodScore).toBeLessThanOrEqual(50);
      expect(r.aiLeadScore).toBe(r.aiScore + r.salesLikelihoodScore);
      expect(r.salesLikelihoodConfidence).toBeLessThanOrEqual(95);
      expect(r.aiConfidence).toBeLessThanOrEqual(100);
      expect(LEAD_QUALITY_CATEGORIES).toContain(r.leadQualityCategory);
      expect(r.leadType === "premium").toBe(r.leadQualityCategory === "Premium Lead");
      if (input.disqualified) expect(r.leadQualityCategory).toBe("Not a Lead");
      for (const value of [r.practiceScore, r.aiScore, r.leadScore, r.salesLikelihoodScore, r.aiConfidence]) {
        expect(Number.isInteger(value)).toBe(true);
      }
    }
  });
});

describe("toScoringInput", () => {
  it("accepts a DB row", () => {
    expectTypeOf<Practice>().toExtend<ScoringSource>();
  });

  it.each<[string | number | null, number]>([
    ["87.50", 87.5],
    ["0", 0],
    [64, 64],
    [null, 0],
    ["not a number", 0],
  ])("parses cbctConfidence %s -> %s", (cbctConfidence, expected) => {
    expect(toScoringInput({ ...scoringInput(), cbctConfidence }).cbctConfidence).toBe(expected);
  });

  it("copies exactly the scoring columns, dropping the rest of the row", () => {
    const expected = scoringInput({ hasEndo: true, hasCadCam: true, isHiring: true, cbctModel: "CS 9600", cbctAge: 4 });
    const row = { ...expected, id: 7, leadScore: 99, rawData: { big: true }, cbctConfidence: "75.00" };
    expect(toScoringInput(row)).toEqual({ ...expected, cbctConfidence: 75 });
  });
});
