import { describe, expect, it } from "vitest";
import { calculatePracticeScore, practiceScoreBreakdown, type ScorableFlags } from "./practice-score.ts";

const none: ScorableFlags = {
  hasImplantPlacement: false,
  hasImplantRestoration: false,
  hasOralSurgery: false,
  hasTraditionalOrtho: false,
  hasInvisalign: false,
  hasEndo: false,
  hasSedation: false,
  hasSleep: false,
  hasReferralFriendlyLanguage: false,
  cbctStatus: "not_detected",
};
const flags = (overrides: Partial<ScorableFlags>): ScorableFlags => ({ ...none, ...overrides });

describe("practice score: each spec 9 rule alone", () => {
  it.each<[string, Partial<ScorableFlags>, number]>([
    ["nothing", {}, 0],
    ["implant placement", { hasImplantPlacement: true }, 25],
    ["implant restoration", { hasImplantRestoration: true }, 10],
    ["oral surgery", { hasOralSurgery: true }, 25],
    ["traditional ortho", { hasTraditionalOrtho: true }, 15],
    ["Invisalign", { hasInvisalign: true }, 5],
    ["endodontics", { hasEndo: true }, 15],
    ["sedation", { hasSedation: true }, 5],
    ["sleep", { hasSleep: true }, 10],
    ["referral-friendly language", { hasReferralFriendlyLanguage: true }, 5],
  ])("%s scores %i", (_name, overrides, expected) => {
    expect(calculatePracticeScore(flags(overrides))).toBe(expected);
    expect(practiceScoreBreakdown(flags(overrides)).raw).toBe(expected);
  });

  it("confirmed CBCT alone is -50 raw, 0 floored, -50 unfloored", () => {
    const p = flags({ cbctStatus: "confirmed" });
    expect(practiceScoreBreakdown(p)).toEqual({ items: [{ label: "Confirmed CBCT", points: -50 }], raw: -50 });
    expect(calculatePracticeScore(p)).toBe(0);
    expect(calculatePracticeScore(p, { floor: false })).toBe(-50);
  });

  it.each(["likely", "uncertain", "not_detected", null, undefined, "garbage"])("status %s costs nothing", (status) => {
    expect(calculatePracticeScore(flags({ hasEndo: true, cbctStatus: status }))).toBe(15);
  });
});

describe("practice score: exclusions and combinations", () => {
  it.each<[string, Partial<ScorableFlags>, number]>([
    ["placement + restoration: restoration ignored", { hasImplantPlacement: true, hasImplantRestoration: true }, 25],
    ["traditional ortho + Invisalign: Invisalign ignored", { hasTraditionalOrtho: true, hasInvisalign: true }, 15],
    ["implants + oral surgery", { hasImplantPlacement: true, hasOralSurgery: true }, 50],
    [
      "restoration + Invisalign + sedation",
      { hasImplantRestoration: true, hasInvisalign: true, hasSedation: true },
      20,
    ],
    ["endo + sleep + referral", { hasEndo: true, hasSleep: true, hasReferralFriendlyLanguage: true }, 30],
    [
      "surgery + ortho + endo + confirmed CBCT",
      { hasOralSurgery: true, hasTraditionalOrtho: true, hasEndo: true, cbctStatus: "confirmed" },
      5,
    ],
    ["placement + confirmed CBCT floors at 0", { hasImplantPlacement: true, cbctStatus: "confirmed" }, 0],
  ])("%s = %i", (_name, overrides, expected) => {
    expect(calculatePracticeScore(flags(overrides))).toBe(expected);
  });

  it("caps at 100 even when every rule applies", () => {
    const all = flags({
      hasImplantPlacement: true,
      hasImplantRestoration: true,
      hasOralSurgery: true,
      hasTraditionalOrtho: true,
      hasInvisalign: true,
      hasEndo: true,
      hasSedation: true,
      hasSleep: true,
      hasReferralFriendlyLanguage: true,
    });
    expect(practiceScoreBreakdown(all).raw).toBe(25 + 25 + 15 + 15 + 5 + 10 + 5);
    expect(calculatePracticeScore(all)).toBe(100);
    expect(calculatePracticeScore(all, { floor: false })).toBe(100);
    // The cap applies before the -50: a full-service practice with a scanner is 50, not 100.
    expect(calculatePracticeScore({ ...all, cbctStatus: "confirmed" })).toBe(50);
  });

  it("the no-floor local mode goes negative only below zero", () => {
    const p = flags({ hasOralSurgery: true, cbctStatus: "confirmed" });
    expect(calculatePracticeScore(p, { floor: false })).toBe(-25);
    expect(calculatePracticeScore(p, { floor: true })).toBe(0);
    expect(calculatePracticeScore(flags({ hasOralSurgery: true }), { floor: false })).toBe(25);
  });

  it("itemises the rules that applied, in spec order", () => {
    const { items } = practiceScoreBreakdown(
      flags({ hasImplantPlacement: true, hasImplantRestoration: true, hasSleep: true, cbctStatus: "confirmed" }),
    );
    expect(items).toEqual([
      { label: "Implant placement", points: 25 },
      { label: "Sleep apnea", points: 10 },
      { label: "Confirmed CBCT", points: -50 },
    ]);
  });
});
