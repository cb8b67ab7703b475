import { describe, expect, it } from "vitest";
import { dollars, humanize, rating, reportFileName, roi } from "./lead-format.ts";

describe("lead formats (spec 9)", () => {
  it.each([
    ["185000.00", "$185,000"],
    [1200, "$1,200"],
    [null, "Not set"],
    ["abc", "Not set"],
  ])("dollars(%j) is %s", (value, expected) => {
    expect(dollars(value)).toBe(expected);
  });

  it.each([
    ["4.70", 212, "4.7/5.0 (212 reviews)"],
    ["5", 1, "5.0/5.0 (1 review)"],
    ["3.25", null, "3.3/5.0"],
    [null, 10, "No rating"],
  ])("rating(%j, %j) is %s", (value, reviews, expected) => {
    expect(rating(value, reviews)).toBe(expected);
  });

  it.each([
    ["312.46", "312.5%"],
    [0, "0.0%"],
    [null, "Not set"],
  ])("roi(%j) is %s", (value, expected) => {
    expect(roi(value)).toBe(expected);
  });

  it("humanizes stored codes", () => {
    expect(humanize("replacement-upgrade")).toBe("Replacement upgrade");
    expect(humanize("not_detected")).toBe("Not detected");
    expect(humanize(null)).toBe("Not set");
  });

  it("names the report from the practice and a timestamp", () => {
    const at = new Date("2026-11-23T10:31:44.123Z");
    expect(reportFileName("Bright Smiles Dental", at)).toBe("Bright-Smiles-Dental-report-2026-11-23-10-31-44.pdf");
    expect(reportFileName("Dr. O'Neil & Sons / Ortho", at)).toBe("Dr-ONeil-Sons-Ortho-report-2026-11-23-10-31-44.pdf");
    expect(reportFileName("   ", at)).toBe("practice-report-2026-11-23-10-31-44.pdf");
  });
});
