import { describe, expect, it } from "vitest";
import { scorePractice } from "./score-practice.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import type { ScoringInput } from "./scoring-input.ts";

const strategy = (overrides: Partial<ScoringInput>, now = NOW) => scorePractice(scoringInput(overrides), { now });

const oldPlanmeca: Partial<ScoringInput> = {
  cbctStatus: "confirmed",
  cbctConfidence: 100,
  cbctManufacturer: "Planmeca",
  cbctModel: "ProMax 3D",
  cbctInstallYear: 2013,
  hasImplantPlacement: true,
};

describe("strategy by scanner situation", () => {
  it("no scanner + implants: clinical ROI, guided implant planning, referral objection", () => {
    const s = strategy({ hasImplantPlacement: true, hasEndo: true, practiceName: "Lakeside Dental" });
    expect(s.salesApproach).toMatch(
      /^Clinical ROI: Lakeside Dental offers implant placement and endodontics but shows no in-house CBCT/,
    );
    expect(s.keyTalkingPoints).toContain("Guided implant planning: bone volume, nerve canal and sinus in one scan");
    expect(s.keyTalkingPoints).toContain(
      "Endodontics: small-field, high-resolution scans for missed canals, fractures and resorption",
    );
    expect(s.competitorAnalysis).toMatch(/^No in-house CBCT found/);
    expect(s.urgencyFactors).toContain("3D planning is now expected for implant and surgical cases");
    expect(s.objectionHandling.some((o) => o.startsWith('"We refer out"'))).toBe(true);
    expect(s.salesNextSteps).toContain("Book a demo focused on implant planning");
  });

  it("old scanner: named by make, model and age, with a trade-in proposal", () => {
    const s = strategy(oldPlanmeca);
    expect(s.salesApproach).toMatch(/^Replacement upgrade: the Planmeca ProMax 3D \(12 years old\) is ageing\./);
    expect(s.competitorAnalysis).toMatch(
      /^Installed base: the Planmeca ProMax 3D \(12 years old\)\. Likely out of warranty/,
    );
    expect(s.urgencyFactors).toContain(
      "The Planmeca ProMax 3D (12 years old) is past the typical 10-year service life",
    );
    expect(s.proposedSolution).toMatch(
      /^Trade in the Planmeca ProMax 3D \(12 years old\) for a medium field-of-view CBCT/,
    );
    expect(s.objectionHandling.some((o) => o.startsWith('"Ours still works"'))).toBe(true);
    expect(s.aiSummary).toContain("Owns the Planmeca ProMax 3D (12 years old).");
  });

  it("discontinued scanner: support winding down", () => {
    const s = strategy({ cbctStatus: "confirmed", cbctManufacturer: "Sirona", cbctModel: "GALILEOS", cbctAge: 9 });
    expect(s.salesApproach).toContain("the Sirona GALILEOS (9 years old) is a discontinued model");
    expect(s.keyTalkingPoints).toContain("Parts and software support for the Sirona GALILEOS are winding down");
    expect(s.urgencyFactors).toContain("Discontinued model: repairs get slower and costlier");
  });

  it("new scanner: no pitch, a reminder for when it reaches 6 years", () => {
    const s = strategy({
      cbctStatus: "confirmed",
      cbctManufacturer: "Carestream",
      cbctModel: "CS 8200 3D",
      cbctAge: 2,
    });
    expect(s.salesApproach).toMatch(
      /^Relationship only: the Carestream CS 8200 3D \(2 years old\) is recent\..*revisit in 2029/,
    );
    expect(s.proposedSolution).toMatch(/^No proposal now/);
    expect(s.recommendedTimeline).toBe("Revisit in 2029 as the scanner ages.");
    expect(s.salesNextSteps).toContain("Set a reminder for 2029 to discuss a replacement");
    expect(s.urgencyFactors).toEqual([]);
  });

  it("confirmed scanner of unknown age: discover it first", () => {
    const s = strategy({ cbctStatus: "confirmed", hasOralSurgery: true });
    expect(s.salesApproach).toMatch(/^Discovery: they own their CBCT scanner of unknown age/);
    expect(s.competitorAnalysis).toMatch(/^Owns a CBCT of unknown make and model\./);
    expect(s.salesNextSteps).toContain("Confirm the scanner's make, model, install year and service contract");
  });

  it("orthodontist without CBCT: ceph and airway, a medium unit with a ceph arm", () => {
    const s = strategy({ isOrthoSpecialist: true, hasTraditionalOrtho: true });
    expect(s.keyTalkingPoints).toContain("Orthodontics: cephalometric, airway and impacted-canine views from one scan");
    expect(s.urgencyFactors).toContain("Orthodontic imaging referred out is revenue and chair time lost");
    expect(s.proposedSolution).toBe(
      "Propose a medium field-of-view CBCT with a cephalometric arm and airway analysis ($100,000 - $150,000).",
    );
    expect(s.salesNextSteps).toContain("Book a demo focused on orthodontic imaging");
  });

  it("growing group: growth partnership and a networked large unit", () => {
    const s = strategy({ hasMultipleLocations: true, hasRecentExpansion: true, hasOralSurgery: true });
    expect(s.salesApproach).toMatch(
      /^Growth partnership: the practice shows multiple locations and recent expansion\./,
    );
    expect(s.proposedSolution).toMatch(/networked across locations/);
  });

  it("disqualified: no approach, no timeline, no action", () => {
    const s = strategy({ ...oldPlanmeca, disqualified: true });
    expect(s.salesApproach).toBe("None: the practice is disqualified.");
    expect(s.recommendedTimeline).toBe("No timeline: the practice is disqualified.");
    expect(s.salesNextSteps).toEqual(["No action: the practice is disqualified"]);
  });
});

describe("strategy and the date", () => {
  it("adds the year-end tax window from October, and only then", () => {
    const input = { hasImplantPlacement: true };
    const yearEnd = "Year-end: equipment bought by December 31 can be deducted for 2025 (Section 179)";
    expect(strategy(input, new Date("2025-10-01T00:00:00Z")).urgencyFactors).toContain(yearEnd);
    expect(strategy(input, new Date("2025-09-30T23:59:59Z")).urgencyFactors).not.toContain(yearEnd);
  });

  it("ages the scanner from its install year against `now`", () => {
    const later = strategy(oldPlanmeca, new Date("2030-01-01T00:00:00Z"));
    expect(later.aiSummary).toContain("Owns the Planmeca ProMax 3D (17 years old).");
  });
});

describe("summary and remarks", () => {
  it("summarises the lead in one paragraph", () => {
    const s = strategy({
      hasImplantPlacement: true,
      hasOralSurgery: true,
      practiceName: "Bright Smiles",
      city: "Reno",
      state: "NV",
    });
    expect(s.aiSummary).toBe(
      "Bright Smiles (Reno, NV): Hot Lead - High Scoring Practice, lead score 70/150 (practice 50/100, AI 20/50). " +
        "No in-house CBCT found. Offers implant placement and oral surgery.",
    );
    expect(s.aiRemarks).toBe(
      "Sales likelihood 20/50 (65% confidence), medium-term, clinical-roi approach. Budget $150,000 - $250,000.",
    );
  });

  it("leaves out a missing city and state", () => {
    expect(strategy({ city: null, state: null, practiceName: "Solo DDS" }).aiSummary).toMatch(/^Solo DDS: Cool Lead/);
  });
});
