import { describe, expect, it } from "vitest";
import { foldSpaces, normalizeForMatch } from "./normalize.ts";

describe("normalizeForMatch", () => {
  it.each([
    ["All-on-4 Implants", "all on 4 implants"],
    ["State–of–the–Art X-RAY", "state of the art x ray"],
    ["wisdom_teeth-removal", "wisdom teeth removal"],
    ["Dr. Lee", "dr. lee"],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizeForMatch(raw)).toBe(expected);
  });
});

describe("foldSpaces", () => {
  it("folds newlines, tabs and non-breaking spaces", () => {
    expect(foldSpaces("  Smile\n\tDental\u00a0Care ")).toBe("Smile Dental Care");
  });
});
