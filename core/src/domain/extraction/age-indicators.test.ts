import { describe, expect, it } from "vitest";
import { type AgeClues, ageIndicators } from "./age-indicators.ts";

const none: AgeClues = {
  currentYear: 2025,
  establishedYear: null,
  doctorGraduationYear: null,
  copyrightYear: null,
  websitePlatform: "WordPress",
  https: true,
  hasRecentExpansion: false,
};

describe("ageIndicators", () => {
  it("says nothing without clues", () => {
    expect(ageIndicators(none)).toEqual([]);
  });

  it("describes every clue found", () => {
    expect(
      ageIndicators({
        ...none,
        establishedYear: 1998,
        doctorGraduationYear: 1995,
        copyrightYear: 2016,
        websitePlatform: "Weebly",
        https: false,
        hasRecentExpansion: true,
      }),
    ).toEqual([
      "Established 1998 (27 years in business)",
      "Doctor graduated 1995 (30 years in practice)",
      "Copyright 2016 (stale website)",
      "Website on Weebly (dated platform)",
      "Website not served over HTTPS",
      "Recent expansion mentioned",
    ]);
  });

  it.each([
    [2024, "Copyright 2024"],
    [2022, "Copyright 2022 (stale website)"],
  ])("copyright %s -> %s", (copyrightYear, text) => {
    expect(ageIndicators({ ...none, copyrightYear })).toEqual([text]);
  });
});
