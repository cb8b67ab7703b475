import { describe, expect, it } from "vitest";
import { serviceBadges } from "./service-badges.ts";

const none = {
  hasImplants: false,
  hasImplantPlacement: false,
  hasImplantRestoration: false,
  hasOrtho: false,
  hasTraditionalOrtho: false,
  hasInvisalign: false,
  hasIoScanner: false,
  hasIntraoralScanner: false,
  hasCbct: false,
  hasOralSurgery: false,
  hasEndo: false,
  hasSedation: false,
  hasSleep: false,
  hasReferrals: false,
  services: [] as string[],
};

describe("serviceBadges", () => {
  it("shows two flag badges in spec colours and counts the rest", () => {
    const result = serviceBadges({ ...none, hasImplants: true, hasOralSurgery: true, hasEndo: true, hasSleep: true });
    expect(result.visible).toEqual([
      { label: "Implants", color: "green" },
      { label: "Oral Surgery", color: "orange" },
    ]);
    expect(result.moreCount).toBe(2);
  });

  it.each([
    [{ hasInvisalign: true }, "Invisalign", "blue"],
    [{ hasIntraoralScanner: true }, "Digital Scanning", "blue"],
    [{ hasCbct: true }, "CBCT", "blue"],
    [{ hasTraditionalOrtho: true }, "Orthodontics", "blue"],
    [{ hasSedation: true }, "Sedation", "gray"],
    [{ hasReferrals: true }, "Referrals", "gray"],
    [{ hasEndo: true }, "Root Canal", "gray"],
  ])("%j shows %s in %s", (flags, label, color) => {
    expect(serviceBadges({ ...none, ...flags })).toEqual({ visible: [{ label, color }], moreCount: 0 });
  });

  it("falls back to the services list, at most 8 of them, when no flag applies", () => {
    const services = [
      "Dental Implants",
      "Cleanings",
      "Whitening",
      "Veneers",
      "Crowns",
      "Bridges",
      "Dentures",
      "Bonding",
      "Sealants",
      "Fluoride",
    ];
    const result = serviceBadges({ ...none, services });
    expect(result.visible).toEqual([
      { label: "Dental Implants", color: "green" },
      { label: "Cleanings", color: "gray" },
    ]);
    expect(result.moreCount).toBe(6);
  });

  it("ignores the services list once a flag applies", () => {
    expect(serviceBadges({ ...none, hasSleep: true, services: ["Whitening"] }).visible).toEqual([
      { label: "Sleep Apnea", color: "gray" },
    ]);
  });

  it("shows nothing for a practice with no services", () => {
    expect(serviceBadges(none)).toEqual({ visible: [], moreCount: 0 });
  });
});
