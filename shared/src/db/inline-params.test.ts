import { describe, expect, it } from "vitest";
import { inlineParams } from "./inline-params.ts";

describe("inlineParams", () => {
  it("writes each value in place of its placeholder, $10 not read as $1 then 0", () => {
    const params = Array.from({ length: 11 }, (_, i) => i + 1);
    const sql = params.map((_, i) => `$${i + 1}`).join(",");
    expect(inlineParams({ sql, params })).toBe("1,2,3,4,5,6,7,8,9,10,11");
  });

  it("escapes quotes and backslashes in an escape-string literal", () => {
    expect(inlineParams({ sql: "x = $1", params: [`o'brien \\'; drop table users; --`] })).toBe(
      `x = E'o\\'brien \\\\\\'; drop table users; --'`,
    );
  });

  it("keeps numbers, booleans, null and unicode", () => {
    expect(inlineParams({ sql: "$1 $2 $3 $4 $5", params: [-7.5, true, false, null, "Café ＝ 😀"] })).toBe(
      "-7.5 true false NULL E'Café ＝ 😀'",
    );
  });

  it("refuses what it cannot write safely", () => {
    expect(() => inlineParams({ sql: "$1", params: ["a\0b"] })).toThrow(/NUL/);
    expect(() => inlineParams({ sql: "$1", params: [Number.NaN] })).toThrow(/finite/);
    expect(() => inlineParams({ sql: "$1", params: [{}] })).toThrow(/cannot inline/);
    expect(() => inlineParams({ sql: "$2", params: [1] })).toThrow(/no value/);
  });
});
