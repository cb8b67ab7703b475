import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it.each([
    ["Jane Smith", "JS"],
    ["jane smith", "JS"],
    ["Jane van Dyke", "JVD"],
    ["Madonna", "M"],
    ["  Ada   Lovelace ", "AL"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%j gives %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
