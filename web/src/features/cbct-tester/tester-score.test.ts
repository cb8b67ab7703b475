import { describe, expect, it } from "vitest";
import { leadScoreOutOf100 } from "./tester-score.ts";

describe("leadScoreOutOf100", () => {
  it.each([
    [147, 98],
    [150, 100],
    [75, 50],
    [0, 0],
    [-10, 0],
    [400, 100],
  ])("lead score %i reads %i/100", (score, expected) => {
    expect(leadScoreOutOf100(score)).toBe(expected);
  });
});
