import { describe, expect, it } from "vitest";
import { stateCode } from "./us-states.ts";

describe("stateCode", () => {
  it.each([
    ["TX", "TX"],
    ["tx", "TX"],
    ["T.X.", "TX"],
    ["Texas", "TX"],
    ["new  york", "NY"],
    ["District of Columbia", "DC"],
    ["Ontario", null],
    ["XX", null],
  ])("%s -> %s", (value, expected) => {
    expect(stateCode(value)).toBe(expected);
  });
});
