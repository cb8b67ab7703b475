import { describe, expect, it } from "vitest";
import { extractEstablishedYear, extractGraduationYear } from "./practice-age.ts";
import { indexed } from "../../../test/domain/extraction/test-fixtures.ts";

const NOW = new Date("2025-06-01T00:00:00Z");

describe("extractEstablishedYear", () => {
  it.each([
    ["Proudly serving Austin since 1998.", 1998],
    ["Established in 2005, our practice has grown.", 2005],
    ["Smile Dental, est. 1987", 1987],
    ["We have been serving the Austin community for over 25 years.", 2000],
    ["30+ years in business.", 1995],
    ["Founded in 1972 by Dr. Lee; in practice since 1980.", 1972],
    ["Since 1950, fluoride has reduced decay across the country.", null],
    ["Dr. Lee has 25 years of experience.", null],
  ])("%s -> %s", (text, expected) => {
    expect(extractEstablishedYear(indexed(text), [], NOW)).toBe(expected);
  });

  it("prefers JSON-LD foundingDate", () => {
    const jsonLd = [{ "@type": "Dentist", name: "Smile Dental", foundingDate: "1991-03-01" }];
    expect(extractEstablishedYear(indexed("Serving Austin since 1998."), jsonLd, NOW)).toBe(1991);
  });
});

describe("extractGraduationYear", () => {
  it.each([
    ["Dr. Smith graduated from the University of Texas in 1995.", 1995],
    ["Jane Smith, DDS, 2004", 2004],
    ["She earned her D.M.D. from Tufts University in 2010.", 2010],
    ["Dr. Lee graduated from Baylor College of Dentistry in 1988 and completed a residency in 1990.", 1988],
    ["Dr. Smith graduated from Texas A&M in 1986 with a biology degree, then earned her DDS from UT in 1990.", 1990],
    ["Dr. Lee loves hiking with her family.", null],
  ])("%s -> %s", (text, expected) => {
    expect(extractGraduationYear(indexed(text), NOW)).toBe(expected);
  });
});
