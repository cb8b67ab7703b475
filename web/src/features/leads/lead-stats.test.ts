import { describe, expect, it } from "vitest";
import { leadStats } from "./lead-stats.ts";

describe("leadStats", () => {
  it("counts confirmed scanners and hot or premium leads, and averages the score", () => {
    const leads = [
      { cbctStatus: "confirmed", leadType: "cold", leadScore: 20 },
      { cbctStatus: "likely", leadType: "hot", leadScore: 81 },
      { cbctStatus: "not_detected", leadType: "premium", leadScore: 120 },
    ] as const;
    expect(leadStats([...leads])).toEqual({ total: 3, cbctConfirmed: 1, hotOrPremium: 2, averageScore: 74 });
  });

  it("reads zero for an empty list", () => {
    expect(leadStats([])).toEqual({ total: 0, cbctConfirmed: 0, hotOrPremium: 0, averageScore: 0 });
  });
});
