import type { PipelineResult } from "@cbct/core/contracts/pipeline";
import { describe, expect, it } from "vitest";
import { averageScore, completionScore, formProblem, parseMaxResults, shownProgress } from "./pipeline-form.ts";

const result = (over: Partial<PipelineResult>): PipelineResult => ({
  leadsFound: 0,
  processed: 0,
  sheetsGenerated: false,
  driveUploaded: false,
  driveFolder: null,
  errors: [],
  summary: { cbctConfirmed: 0, highPriority: 0, totalScore: 0 },
  ...over,
});

describe("pipeline form rules", () => {
  it.each([
    ["", 50],
    ["abc", 50],
    ["75", 75],
    [" 120 ", 120],
  ])("Max Results %j -> %d", (input, expected) => expect(parseMaxResults(input)).toBe(expected));

  it.each([
    ["zipcode", "  ", "", "", "Zip Code Required"],
    ["zipcode", "22401", "", "", null],
    ["citystate", "", "Richmond", " ", "City and State Required"],
    ["citystate", "", " ", "VA", "City and State Required"],
    ["citystate", "", "Richmond", "VA", null],
  ] as const)("%s zip=%j city=%j state=%j -> %s", (mode, zip, city, state, title) => {
    expect(formProblem(mode, zip, city, state)?.title ?? null).toBe(title);
  });

  it.each([
    [result({}), 0],
    [result({ leadsFound: 3 }), 20],
    [result({ leadsFound: 3, processed: 2, sheetsGenerated: true }), 80],
    [result({ leadsFound: 3, processed: 2, sheetsGenerated: true, driveUploaded: true }), 100],
  ])("completion weights %#", (r, score) => expect(completionScore(r)).toBe(score));

  it("averages totalScore over processed, 0 when none", () => {
    expect(
      averageScore(result({ processed: 3, summary: { cbctConfirmed: 0, highPriority: 0, totalScore: 200 } })),
    ).toBe(67);
    expect(averageScore(result({ processed: 0, summary: { cbctConfirmed: 0, highPriority: 0, totalScore: 50 } }))).toBe(
      0,
    );
  });

  it("shows at least 10% while running", () => {
    expect(shownProgress(0)).toBe(10);
    expect(shownProgress(55)).toBe(55);
  });
});
