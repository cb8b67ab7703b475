import { describe, expect, it } from "vitest";
import { type SalesContext, salesLikelihood } from "./sales-likelihood.ts";
import { scannerFacts } from "./scanner-facts.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import type { ScoringInput } from "./scoring-input.ts";

const sales = (overrides: Partial<ScoringInput>, extra: Partial<SalesContext> = {}) => {
  const input = scoringInput(overrides);
  return salesLikelihood(input, {
    scanner: scannerFacts(input, NOW),
    doctorExperienceYears: null,
    yearsInBusiness: 5,
    ...extra,
  });
};

const surgicalGrowing: Partial<ScoringInput> = {
  hasImplantPlacement: true,
  hasOralSurgery: true,
  hasMultipleLocations: true,
  hasRecentExpansion: true,
  hasIntraoralScanner: true,
  hasCadCam: true,
};

describe("sales likelihood score", () => {
  it.each<[string, Partial<ScoringInput>, Partial<SalesContext>, number]>([
    ["nothing known", {}, {}, 5],
    ["no scanner, surgery", { hasOralSurgery: true }, {}, 20],
    ["no scanner, ortho", { hasTraditionalOrtho: true }, {}, 16],
    ["no scanner, endo", { hasEndo: true }, {}, 12],
    ["old scanner", { cbctStatus: "confirmed", cbctAge: 11 }, {}, 18],
    ["ageing scanner", { cbctStatus: "confirmed", cbctAge: 7 }, {}, 10],
    ["likely, unknown age", { cbctStatus: "likely" }, {}, 6],
    ["confirmed, unknown age", { cbctStatus: "confirmed" }, {}, 4],
    ["new scanner", { cbctStatus: "confirmed", cbctAge: 1 }, {}, 0],
    [
      "buying capacity",
      { hasMultipleLocations: true, hasRecentExpansion: true, isHiring: true, hasPremiumWording: true },
      {},
      5 + 15,
    ],
    ["technology habit", { hasIoScanner: true, hasCadCam: true, hasDigitalXray: true, hasLaser: true }, {}, 5 + 10],
    ["stability", {}, { yearsInBusiness: 12, doctorExperienceYears: 20 }, 5 + 5],
    ["retiring doctor earns no stability", {}, { yearsInBusiness: 40, doctorExperienceYears: 40 }, 5 + 3],
    ["disqualified", { ...surgicalGrowing, disqualified: true }, {}, 0],
  ])("%s -> %i", (_name, overrides, extra, expected) => {
    expect(sales(overrides, extra).score).toBe(expected);
  });

  it("caps at 50", () => {
    const everything = {
      ...surgicalGrowing,
      isHiring: true,
      hasPremiumWording: true,
      hasDigitalXray: true,
      hasLaser: true,
    };
    expect(sales(everything, { yearsInBusiness: 20, doctorExperienceYears: 20 }).score).toBe(50);
  });

  it.each<[string, Partial<ScoringInput>, number]>([
    ["nothing known", { cbctStatus: "uncertain" }, 30],
    ["not detected is decisive", {}, 45],
    ["everything known", { ...surgicalGrowing, doctorGraduationYear: 2000, websiteModernityScore: 60 }, 95],
  ])("confidence: %s -> %i%%", (_name, overrides, expected) => {
    expect(sales(overrides).confidence).toBe(expected);
  });
});

describe("timeframe and purchase readiness", () => {
  it.each<[string, Partial<ScoringInput>, Partial<SalesContext>, string, string]>([
    ["default", {}, {}, "long-term", "18+ months"],
    ["surgery alone", { hasOralSurgery: true }, {}, "medium-term", "12-18 months"],
    [
      "surgery + capacity",
      { hasOralSurgery: true, hasPremiumWording: true, isHiring: true },
      {},
      "short-term",
      "6-12 months",
    ],
    ["surgical, growing, tech", surgicalGrowing, {}, "immediate", "3-6 months"],
    ["old scanner is at least short-term", { cbctStatus: "confirmed", cbctAge: 12 }, {}, "short-term", "6-12 months"],
    [
      "old scanner in an expanding group",
      {
        cbctStatus: "confirmed",
        cbctAge: 12,
        hasMultipleLocations: true,
        hasRecentExpansion: true,
        hasCadCam: true,
        hasIoScanner: true,
      },
      { yearsInBusiness: 20 },
      "immediate",
      "3-6 months",
    ],
    [
      "38 points but nothing forcing a decision",
      {
        hasOralSurgery: true,
        hasPremiumWording: true,
        hasCadCam: true,
        hasIoScanner: true,
        hasLaser: true,
        hasDigitalXray: true,
      },
      { yearsInBusiness: 20, doctorExperienceYears: 20 },
      "short-term",
      "6-12 months",
    ],
    ["new scanner", { cbctStatus: "confirmed", cbctAge: 1, ...surgicalGrowing }, {}, "long-term", "Not applicable"],
    ["disqualified", { ...surgicalGrowing, disqualified: true }, {}, "long-term", "Not applicable"],
  ])("%s -> %s / %s", (_name, overrides, extra, timeframe, readiness) => {
    const result = sales(overrides, extra);
    expect(result.timeframe).toBe(timeframe);
    expect(result.purchaseReadinessTimeframe).toBe(readiness);
  });
});

describe("approach, budget and decision maker", () => {
  it.each<[string, Partial<ScoringInput>, string]>([
    ["default", {}, "educational"],
    [
      "old scanner",
      { cbctStatus: "confirmed", cbctAge: 10, hasMultipleLocations: true, isHiring: true },
      "replacement-upgrade",
    ],
    ["ageing likely scanner", { cbctStatus: "likely", cbctAge: 6 }, "replacement-upgrade"],
    ["confirmed recent scanner", { cbctStatus: "confirmed", cbctAge: 3 }, "competitive-displacement"],
    ["confirmed, unknown age", { cbctStatus: "confirmed" }, "competitive-displacement"],
    ["likely, unknown age", { cbctStatus: "likely", hasOralSurgery: true }, "educational"],
    ["growing group", { hasMultipleLocations: true, isHiring: true, hasOralSurgery: true }, "growth-partnership"],
    ["one growth signal is not enough", { isHiring: true, hasOralSurgery: true }, "clinical-roi"],
    ["endo without scanner", { hasEndo: true }, "clinical-roi"],
    ["disqualified", { disqualified: true, cbctStatus: "confirmed", cbctAge: 15 }, "educational"],
  ])("%s -> %s", (_name, overrides, approach) => {
    expect(sales(overrides).approach).toBe(approach);
  });

  it.each<[string, Partial<ScoringInput>, string]>([
    ["general", {}, "$60,000 - $100,000"],
    ["implants", { hasImplantPlacement: true }, "$100,000 - $150,000"],
    ["ortho", { hasTraditionalOrtho: true }, "$100,000 - $150,000"],
    ["implants + surgery", { hasImplantPlacement: true, hasOralSurgery: true }, "$150,000 - $250,000"],
    ["multiple locations", { hasMultipleLocations: true }, "$150,000 - $250,000"],
    ["new scanner", { cbctStatus: "confirmed", cbctAge: 2 }, "Not applicable"],
  ])("budget: %s -> %s", (_name, overrides, budget) => {
    expect(sales(overrides).expectedBudgetRange).toBe(budget);
  });

  it.each<[string, Partial<ScoringInput>, Partial<SalesContext>, RegExp]>([
    ["group", { hasMultipleLocations: true, hasOralSurgery: true }, {}, /^Multi-location group/],
    ["surgeon", { hasOralSurgery: true }, {}, /^Surgically focused owner/],
    ["orthodontist", { isOrthoSpecialist: true }, {}, /^Orthodontist owner/],
    ["senior", {}, { doctorExperienceYears: 32 }, /^Senior owner-dentist/],
    ["early career", {}, { doctorExperienceYears: 4 }, /^Early-career/],
    ["default", {}, {}, /^Owner-dentist of a single location/],
  ])("decision maker: %s", (_name, overrides, extra, pattern) => {
    expect(sales(overrides, extra).decisionMakerProfile).toMatch(pattern);
  });
});

describe("factors and reasoning", () => {
  it("names the old scanner as a key factor and explains the score", () => {
    const result = sales({ cbctStatus: "confirmed", cbctModel: "GALILEOS", cbctManufacturer: "Sirona", cbctAge: 13 });
    expect(result.keyFactors).toContain("Sirona GALILEOS is a discontinued model");
    expect(result.reasoning).toMatch(/^Sales likelihood 18\/50, short-term, replacement-upgrade approach\./);
  });

  it("lists the risks a rep should know", () => {
    const result = sales(
      { cbctStatus: "uncertain", hasInvisalignOnly: true, websiteModernityScore: 20 },
      { doctorExperienceYears: 38 },
    );
    expect(result.riskFactors).toEqual([
      "CBCT mentions are ambiguous (possibly referred out)",
      "No advanced procedures found on the website",
      "Clear-aligner-only orthodontics rarely needs CBCT",
      "Lead dentist may be nearing retirement",
      "Dated website suggests slow technology adoption",
    ]);
    expect(result.keyFactors).toEqual([]);
  });
});
