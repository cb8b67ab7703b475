import { describe, expect, it } from "vitest";
import type { BusinessFlag } from "../flags.ts";
import { extractBusinessFlags, hasLocationsMenu } from "./business-flags.ts";
import { indexed } from "../../../test/domain/extraction/test-fixtures.ts";

const NOW = new Date("2025-06-01T00:00:00Z");
const flagsOf = (text: string, addressCount = 1, locationsMenu = false) =>
  extractBusinessFlags(indexed(text), { addressCount, locationsMenu, now: NOW });

describe("extractBusinessFlags", () => {
  const cases: { text: string; on: BusinessFlag }[] = [
    { text: "Visit one of our three convenient locations.", on: "hasMultipleLocations" },
    { text: "Our Locations: Austin | Round Rock", on: "hasMultipleLocations" },
    { text: "Our new office is now open on Main Street!", on: "hasRecentExpansion" },
    { text: "Join us for our grand opening celebration.", on: "hasRecentExpansion" },
    { text: "We opened our Cedar Park office in 2024.", on: "hasRecentExpansion" },
    { text: "We're hiring! Now seeking an experienced dental hygienist.", on: "isHiring" },
    { text: "Careers", on: "isHiring" },
    { text: "The most advanced technology in Central Texas.", on: "hasComparativeLanguage" },
    { text: "The only practice in Austin to offer this treatment.", on: "hasComparativeLanguage" },
    { text: "Unlike other offices, we answer the phone 24/7.", on: "hasComparativeLanguage" },
    { text: "A luxury, spa-like experience with concierge service.", on: "hasPremiumWording" },
    { text: "Award-winning care in a state-of-the-art facility.", on: "hasPremiumWording" },
  ];
  it.each(cases)("$on from '$text'", ({ text, on }) => {
    expect(flagsOf(text)[on]).toBe(true);
  });

  it("sets nothing for plain copy", () => {
    const flags = flagsOf("Our location on Main Street has free parking. Dr. Lee began her career in 1995.");
    expect(Object.values(flags).some(Boolean)).toBe(false);
  });

  it("does not read a patient looking for a dentist as a job post", () => {
    expect(flagsOf("Looking for a dentist in Austin? Looking for a new dentist? Call us.").isHiring).toBe(false);
  });

  it("does not call an old opening recent", () => {
    expect(flagsOf("We opened our doors in 1998.").hasRecentExpansion).toBe(false);
  });

  it("does not count 'not currently hiring' as hiring", () => {
    expect(flagsOf("Careers: we are not currently hiring.").isHiring).toBe(false);
  });

  it("counts two distinct addresses or a Locations menu as multiple locations", () => {
    expect(flagsOf("Welcome", 2).hasMultipleLocations).toBe(true);
    expect(flagsOf("Welcome", 1, true).hasMultipleLocations).toBe(true);
  });
});

describe("hasLocationsMenu", () => {
  it.each([
    [{ href: "https://x.com/locations/", text: "Find us" }, true],
    [{ href: "https://x.com/", text: "Locations" }, true],
    [{ href: "https://x.com/contact/", text: "Our Location" }, false],
  ])("%o -> %s", (link, expected) => {
    expect(hasLocationsMenu([link])).toBe(expected);
  });
});
