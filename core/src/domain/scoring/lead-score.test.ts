import { describe, expect, it } from "vitest";
import { calculateLeadScore, classifyLead, isCbctLead, type LeadQualityCategory } from "./lead-score.ts";
import { scannerFacts } from "./scanner-facts.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import type { ScoringInput } from "./scoring-input.ts";

const classify = (overrides: Partial<ScoringInput>, leadScore: number) => {
  const input = scoringInput(overrides);
  return classifyLead(input, scannerFacts(input, NOW), leadScore);
};

describe("lead score", () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [70, 34, 104],
    [100, 49, 149],
    [100, 50, 150],
    [-25, 10, -15], // the dialog's unfloored practice score passes through
  ])("%i + %i = %i", (practice, aiScore, expected) => {
    expect(calculateLeadScore(practice, aiScore)).toBe(expected);
  });

  it("caps at 150", () => {
    expect(calculateLeadScore(100, 60)).toBe(150);
  });
});

describe("lead classification thresholds", () => {
  it.each<[string, Partial<ScoringInput>, number, LeadQualityCategory, string, string]>([
    ["100 is premium", {}, 100, "Premium Lead", "premium", "premium"],
    ["99 is hot", {}, 99, "Hot Lead - High Scoring Practice", "hot", "hot"],
    ["70 is hot", {}, 70, "Hot Lead - High Scoring Practice", "hot", "hot"],
    ["69 with nothing advanced is warm", {}, 69, "Warm Lead", "warm", "cold"],
    ["40 is warm", {}, 40, "Warm Lead", "warm", "cold"],
    ["39 is cool", {}, 39, "Cool Lead", "cool", "cold"],
    ["0 is cool", {}, 0, "Cool Lead", "cool", "cold"],
    ["advanced procedures at 40", { hasEndo: true }, 40, "Warm Lead - Advanced Procedures", "warm", "cold"],
    ["advanced procedures at 39", { hasImplantPlacement: true }, 39, "Cool Lead", "cool", "cold"],
    [
      "ortho without CBCT at any score",
      { hasTraditionalOrtho: true },
      20,
      "Hot Lead - Ortho without CBCT",
      "hot",
      "hot",
    ],
    [
      "ortho specialist, uncertain CBCT",
      { isOrthoSpecialist: true, cbctStatus: "uncertain" },
      10,
      "Hot Lead - Ortho without CBCT",
      "hot",
      "hot",
    ],
    [
      "ortho with a likely CBCT is not",
      { hasTraditionalOrtho: true, cbctStatus: "likely" },
      45,
      "Warm Lead - Advanced Procedures",
      "warm",
      "cold",
    ],
    [
      "Invisalign-only is not ortho",
      { hasTraditionalOrtho: true, hasInvisalignOnly: true },
      20,
      "Cool Lead",
      "cool",
      "cold",
    ],
    [
      "high replacement priority lifts to warm",
      { cbctStatus: "confirmed", cbctAge: 12 },
      25,
      "Warm Lead",
      "warm",
      "cold",
    ],
    [
      "medium replacement priority stays cool",
      { cbctStatus: "confirmed", cbctAge: 7 },
      25,
      "Cool Lead",
      "cool",
      "cold",
    ],
    ["disqualified beats premium", { disqualified: true }, 140, "Not a Lead", "not-a-lead", "cold"],
    [
      "new confirmed scanner",
      { cbctStatus: "confirmed", cbctAge: 2, hasTraditionalOrtho: true },
      75,
      "Not a Lead",
      "not-a-lead",
      "cold",
    ],
    [
      "confirmed of unknown age is scored",
      { cbctStatus: "confirmed" },
      75,
      "Hot Lead - High Scoring Practice",
      "hot",
      "hot",
    ],
  ])("%s", (_name, overrides, leadScore, category, quality, type) => {
    expect(classify(overrides, leadScore)).toEqual({
      leadQualityCategory: category,
      leadQuality: quality,
      leadType: type,
    });
  });
});

describe("isCbctLead", () => {
  it.each<[ScoringInput["cbctStatus"], boolean]>([
    ["confirmed", true],
    ["likely", false],
    ["uncertain", false],
    ["not_detected", false],
  ])("%s -> %s", (cbctStatus, expected) => {
    expect(isCbctLead({ cbctStatus })).toBe(expected);
  });
});
