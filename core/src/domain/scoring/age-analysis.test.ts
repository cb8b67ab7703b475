import { describe, expect, it } from "vitest";
import {
  analyzeAge,
  doctorExperienceYears,
  modernizationIndex,
  modernizationLevel,
  practiceEstablishment,
} from "./age-analysis.ts";
import { scannerFacts } from "./scanner-facts.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import type { ScoringInput } from "./scoring-input.ts";

const analyze = (overrides: Partial<ScoringInput>) => {
  const input = scoringInput(overrides);
  return analyzeAge(input, scannerFacts(input, NOW), NOW);
};

describe("establishment", () => {
  it.each<[number, string]>([
    [0, "emerging"],
    [5, "emerging"],
    [6, "growing"],
    [15, "growing"],
    [16, "established"],
    [30, "established"],
    [31, "legacy"],
  ])("%i years -> %s", (years, expected) => {
    expect(practiceEstablishment(years)).toBe(expected);
  });

  it("uses the spec defaults (5 years, emerging) when the age is unknown", () => {
    expect(analyze({ estimatedYearsInBusiness: null })).toMatchObject({
      estimatedYearsInBusiness: 5,
      practiceEstablishment: "emerging",
    });
    expect(analyze({ estimatedYearsInBusiness: 22 })).toMatchObject({
      estimatedYearsInBusiness: 22,
      practiceEstablishment: "established",
    });
  });
});

describe("doctor experience", () => {
  it.each<[number | null, number | null]>([
    [2000, 25],
    [2025, 0],
    [2030, null],
    [null, null],
  ])("graduated %s -> %s years", (year, expected) => {
    expect(doctorExperienceYears(year, NOW)).toBe(expected);
  });
});

describe("modernisation", () => {
  it.each<[string, Partial<ScoringInput>, number]>([
    ["nothing", {}, 0],
    ["website 100", { websiteModernityScore: 100 }, 40],
    ["clinical technology", { hasIntraoralScanner: true, hasCadCam: true, hasDigitalXray: true, hasLaser: true }, 40],
    [
      "patient tools",
      { hasOnlineScheduling: true, hasPatientPortal: true, hasVirtualConsults: true, hasDigitalForms: true },
      20,
    ],
    ["website 55 + CAD/CAM", { websiteModernityScore: 55, hasCadCam: true }, 34],
  ])("index: %s -> %i", (_name, overrides, expected) => {
    expect(modernizationIndex(scoringInput(overrides))).toBe(expected);
  });

  it.each<[number, string]>([
    [100, "cutting-edge"],
    [70, "cutting-edge"],
    [69, "modern"],
    [45, "modern"],
    [44, "moderate"],
    [25, "moderate"],
    [24, "dated"],
    [0, "dated"],
  ])("level: %i -> %s", (index, expected) => {
    expect(modernizationLevel(index)).toBe(expected);
  });

  const modern: Partial<ScoringInput> = { websiteModernityScore: 80, hasCadCam: true, hasIntraoralScanner: true };
  it.each<[string, Partial<ScoringInput>, string, string]>([
    ["modern practice", modern, "modern", "low"],
    [
      "cutting-edge practice",
      { ...modern, websiteModernityScore: 100, hasOnlineScheduling: true, hasPatientPortal: true },
      "cutting-edge",
      "low",
    ],
    [
      "modern practice with a 12-year-old scanner",
      { ...modern, cbctStatus: "confirmed", cbctAge: 12 },
      "modern",
      "high",
    ],
    [
      "modern practice with a 7-year-old scanner",
      { ...modern, cbctStatus: "confirmed", cbctAge: 7 },
      "modern",
      "medium",
    ],
    ["moderate practice", { websiteModernityScore: 70, hasDigitalXray: true }, "moderate", "medium"],
    ["dated practice", { websiteModernityScore: 30 }, "dated", "high"],
  ])("need: %s -> %s / %s", (_name, overrides, level, need) => {
    expect(analyze(overrides)).toMatchObject({ modernizationLevel: level, modernizationNeed: need });
  });

  it("explains the analysis in words", () => {
    const result = analyze({
      estimatedYearsInBusiness: 18,
      doctorGraduationYear: 1999,
      websiteModernityScore: 60,
      hasCadCam: true,
      cbctStatus: "confirmed",
      cbctModel: "CS 9300",
      cbctManufacturer: "Carestream",
    });
    expect(result.ageAnalysisReasoning).toBe(
      "About 18 years in business (established). Lead dentist graduated in 1999 (26 years of experience). " +
        "Modernisation index 36/100 (moderate): website 60/100, CAD/CAM. " +
        "The Carestream CS 9300 is due for replacement. Modernisation need: high.",
    );
  });
});
