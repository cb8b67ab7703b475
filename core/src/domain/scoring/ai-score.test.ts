import { describe, expect, it } from "vitest";
import { aiScoreBreakdown, calculateAiScore } from "./ai-score.ts";
import { scannerFacts } from "./scanner-facts.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import type { ScoringInput } from "./scoring-input.ts";

const ai = (overrides: Partial<ScoringInput>): number => {
  const input = scoringInput(overrides);
  return calculateAiScore(input, scannerFacts(input, NOW));
};
const owned = (age: number | null, extra: Partial<ScoringInput> = {}): Partial<ScoringInput> => ({
  cbctStatus: "confirmed",
  cbctAge: age,
  ...extra,
});

describe("AI score: CBCT opportunity", () => {
  it.each<[string, Partial<ScoringInput>, number]>([
    ["nothing known", {}, 5],
    ["no scanner, implant placement", { hasImplantPlacement: true }, 20],
    ["no scanner, oral surgery", { hasOralSurgery: true }, 20],
    ["no scanner, surgery + endo", { hasOralSurgery: true, hasEndo: true }, 25],
    ["no scanner, surgery + traditional ortho", { hasImplantPlacement: true, hasTraditionalOrtho: true }, 25],
    ["uncertain counts as no scanner", { cbctStatus: "uncertain", hasImplantPlacement: true }, 20],
    ["no scanner, endo only", { hasEndo: true }, 12],
    ["no scanner, restoration only", { hasImplantRestoration: true }, 12],
    ["confirmed, 12 years", owned(12), 22],
    ["confirmed, discontinued model", owned(null, { cbctModel: "GALILEOS" }), 22],
    ["confirmed, 9 years", owned(9), 16],
    ["confirmed, 8 years", owned(8), 16],
    ["confirmed, 7 years", owned(7), 10],
    ["confirmed, 6 years", owned(6), 10],
    ["confirmed, 5 years", owned(5), 0],
    ["confirmed, unknown age", owned(null), 6],
    ["likely, unknown age", { cbctStatus: "likely" }, 8],
    ["confirmed new scanner with surgery: nothing to sell", owned(1, { hasImplantPlacement: true }), 0],
  ])("%s -> %i", (_name, overrides, expected) => {
    expect(ai(overrides)).toBe(expected);
  });
});

describe("AI score: adoption, growth and digital maturity", () => {
  // A confirmed new scanner scores 0 for opportunity, so each signal shows alone.
  it.each<[string, Partial<ScoringInput>, number]>([
    ["intraoral scanner", { hasIntraoralScanner: true }, 3],
    ["IO scanner service flag", { hasIoScanner: true }, 3],
    ["both IO flags count once", { hasIoScanner: true, hasIntraoralScanner: true }, 3],
    ["CAD/CAM", { hasCadCam: true }, 3],
    ["digital x-ray", { hasDigitalXray: true }, 2],
    ["laser", { hasLaser: true }, 2],
    ["multiple locations", { hasMultipleLocations: true }, 3],
    ["recent expansion", { hasRecentExpansion: true }, 3],
    ["hiring", { isHiring: true }, 2],
    ["premium wording", { hasPremiumWording: true }, 1],
    ["comparative language", { hasComparativeLanguage: true }, 1],
    ["website 70", { websiteModernityScore: 70 }, 3],
    ["website 69", { websiteModernityScore: 69 }, 2],
    ["website 40", { websiteModernityScore: 40 }, 2],
    ["website 39", { websiteModernityScore: 39 }, 1],
    ["one patient tool", { hasOnlineScheduling: true }, 1],
    ["three patient tools", { hasOnlineScheduling: true, hasPatientPortal: true, hasDigitalForms: true }, 2],
  ])("%s -> %i", (_name, overrides, expected) => {
    expect(ai(owned(2, overrides))).toBe(expected);
  });

  it("reaches exactly 50 with every signal and never more", () => {
    const everything: Partial<ScoringInput> = {
      hasImplantPlacement: true,
      hasOralSurgery: true,
      hasEndo: true,
      hasIntraoralScanner: true,
      hasCadCam: true,
      hasDigitalXray: true,
      hasLaser: true,
      hasMultipleLocations: true,
      hasRecentExpansion: true,
      isHiring: true,
      hasPremiumWording: true,
      hasComparativeLanguage: true,
      websiteModernityScore: 100,
      hasOnlineScheduling: true,
      hasPatientPortal: true,
      hasVirtualConsults: true,
      hasDigitalForms: true,
    };
    expect(ai(everything)).toBe(50);
    const input = scoringInput(everything);
    expect(aiScoreBreakdown(input, scannerFacts(input, NOW)).raw).toBe(50);
  });

  it("is an integer within 0-50 for scanner owners too", () => {
    const score = ai(owned(14, { hasCadCam: true, hasMultipleLocations: true, websiteModernityScore: 55 }));
    expect(score).toBe(22 + 3 + 3 + 2);
    expect(Number.isInteger(score)).toBe(true);
  });

  it("labels each item it counted", () => {
    const input = scoringInput({ hasOralSurgery: true, hasLaser: true });
    const { items } = aiScoreBreakdown(input, scannerFacts(input, NOW));
    expect(items).toEqual([
      { label: "No CBCT found, surgical/implant services", points: 20 },
      { label: "Laser", points: 2 },
    ]);
  });
});
