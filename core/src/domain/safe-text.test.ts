import { describe, expect, it } from "vitest";
import { hasUnsafeChars, toSafeJson, toSafeText } from "./safe-text.ts";

describe("toSafeText", () => {
  it.each([
    ["plain", "plain"],
    ["a\u0000b", "ab"],
    ["a\uD800b", "a\uFFFDb"],
    ["a\uDC00b", "a\uFFFDb"],
    ["end\uD83D", "end\uFFFD"],
    ["emoji \uD83D\uDE00 kept", "emoji \uD83D\uDE00 kept"],
  ])("%j -> %j", (input, output) => {
    expect(toSafeText(input)).toBe(output);
    expect(hasUnsafeChars(output)).toBe(false);
  });

  it("cleans strings and keys at any depth of a JSON value", () => {
    expect(toSafeJson({ "k\u0000": ["x\u0000", { y: "\uDFFF" }], n: 1, b: null })).toEqual({
      k: ["x", { y: "\uFFFD" }],
      n: 1,
      b: null,
    });
  });
});
