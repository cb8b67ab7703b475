import { describe, expect, it } from "vitest";
import { type ModernityInputs, websiteModernityScore } from "./modernity-score.ts";

const base: ModernityInputs = {
  copyrightYear: null,
  currentYear: 2025,
  websitePlatform: "Custom",
  https: false,
  hasOnlineScheduling: false,
  hasStructuredData: false,
  hasPatientPortal: false,
  hasDigitalForms: false,
  hasVirtualConsults: false,
};

describe("websiteModernityScore", () => {
  it("scores a fully modern site 100", () => {
    expect(
      websiteModernityScore({
        ...base,
        copyrightYear: 2025,
        websitePlatform: "Squarespace",
        https: true,
        hasOnlineScheduling: true,
        hasStructuredData: true,
        hasPatientPortal: true,
        hasDigitalForms: true,
        hasVirtualConsults: true,
      }),
    ).toBe(100);
  });

  it("scores a stale plain-HTTP Weebly site low", () => {
    expect(websiteModernityScore({ ...base, copyrightYear: 2014, websitePlatform: "Weebly" })).toBe(4);
  });

  it.each([
    [2025, 30],
    [2024, 25],
    [2023, 18],
    [2021, 10],
    [2019, 0],
    [null, 10],
  ])("copyright %s gives %s points", (copyrightYear, points) => {
    expect(websiteModernityScore({ ...base, websitePlatform: null, copyrightYear })).toBe(points);
  });

  it("rewards HTTPS, booking and structured data", () => {
    const plain = websiteModernityScore(base);
    expect(websiteModernityScore({ ...base, https: true })).toBe(plain + 15);
    expect(websiteModernityScore({ ...base, hasOnlineScheduling: true })).toBe(plain + 15);
    expect(websiteModernityScore({ ...base, hasStructuredData: true })).toBe(plain + 10);
  });
});
