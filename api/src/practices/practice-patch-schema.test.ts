import { describe, expect, it } from "vitest";
import { roundDecimal } from "./practice-patch-schema.ts";

describe("roundDecimal", () => {
  it.each([
    ["999.995", 5, 2, null],
    ["999.994", 5, 2, "999.99"],
    ["9.999", 3, 2, null],
    ["9.994", 3, 2, "9.99"],
    ["4.995", 3, 2, "5.00"],
    ["-0.001", 5, 2, "0.00"],
    ["-12.345", 5, 2, "-12.35"],
    [".5", 3, 2, "0.50"],
    ["7", 10, 0, "7"],
    ["12345678.994", 10, 2, "12345678.99"],
  ])("%s in numeric(%i, %i) -> %s", (text, precision, scale, expected) => {
    expect(roundDecimal(text, precision, scale)).toBe(expected);
  });
});
