import { describe, expect, it } from "vitest";
import { scorePractice } from "../scoring/score-practice.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";
import { sameColumnValue } from "../scoring/scoring-columns.ts";
import { planLeadEdit } from "./lead-edit.ts";

/** A lead as stored: its inputs, Has CBCT and the scores the scoring module gave it, plus a column a rep edits. */
function storedLead(overrides: Parameters<typeof scoringInput>[0] = {}) {
  const input = scoringInput({ hasImplantPlacement: true, ...overrides });
  return {
    ...input,
    hasCbct: false,
    owner: null as string | null,
    followUpDate: null as Date | null,
    ...scorePractice(input, { now: NOW }),
  };
}

describe("planLeadEdit", () => {
  it("writes nothing when the lead already holds what it would become", () => {
    const plan = planLeadEdit(storedLead(), { owner: null }, NOW);
    expect(plan).toEqual({ set: {}, fields: [], derived: [], scores: {} });
  });

  it("an edit that moves the scores carries the new derived columns and says which scores moved", () => {
    const stored = storedLead();
    const plan = planLeadEdit(stored, { hasOralSurgery: true, owner: "Alex" }, NOW);
    expect(plan.fields).toEqual(["hasOralSurgery", "owner"]);
    expect(plan.set).toMatchObject({ hasOralSurgery: true, owner: "Alex", practiceScore: 50 });
    expect(plan.derived).toContain("practiceScore");
    expect(plan.scores.practiceScore).toEqual({ from: 25, to: 50 });
  });

  it("drops derived columns a client sent", () => {
    const plan = planLeadEdit(storedLead(), { leadScore: 150, leadType: "premium", owner: "Alex" }, NOW);
    expect(plan.set).toEqual({ owner: "Alex" });
  });

  it("applies the Has CBCT rule before scoring: on costs a confirmed scanner's 50 points", () => {
    const plan = planLeadEdit(storedLead(), { hasCbct: true }, NOW);
    expect(plan.set).toMatchObject({ hasCbct: true, hasCbctCleaned: true, cbctStatus: "confirmed", isCbctLead: true });
    expect(plan.set.practiceScore).toBe(0);
  });

  it("rescores stale stored scores even with no edit (recalculate-score)", () => {
    const plan = planLeadEdit({ ...storedLead(), leadScore: 99 }, {}, NOW);
    expect(plan.set).toEqual({ leadScore: storedLead().leadScore });
    expect(plan.scores).toEqual({ leadScore: { from: 99, to: storedLead().leadScore } });
  });
});

describe("sameColumnValue", () => {
  it("compares dates by instant, lists by element, and null with undefined", () => {
    expect(sameColumnValue(new Date("2026-01-01T00:00:00Z"), new Date("2026-01-01T00:00:00.000Z"))).toBe(true);
    expect(sameColumnValue(new Date("2026-01-01T00:00:00Z"), null)).toBe(false);
    expect(sameColumnValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameColumnValue(["a"], ["a", "b"])).toBe(false);
    expect(sameColumnValue(null, undefined)).toBe(true);
    expect(sameColumnValue("4.80", "4.8")).toBe(false);
  });
});
