import { describe, expect, it } from "vitest";
import { confidencePercent, leadDomain, leadLocation } from "./lead-cells.ts";

describe("leadLocation", () => {
  const blank = { city: null, state: null, practiceCity: null, practiceState: null };
  it.each([
    [{ city: "Fredericksburg", state: "VA" }, "Fredericksburg, VA"],
    [{ city: "Fredericksburg" }, "Fredericksburg"],
    [{ practiceCity: "Stafford", practiceState: "VA" }, "Stafford, VA"],
    [{ city: "", state: " " }, "Unknown"],
    [{}, "Unknown"],
  ])("%j reads %s", (fields, expected) => {
    expect(leadLocation({ ...blank, ...fields })).toBe(expected);
  });
});

describe("confidencePercent", () => {
  it.each([
    ["87.50", "88%"],
    ["0", "0%"],
    [92, "92%"],
    [null, "0%"],
    ["abc", "0%"],
  ])("%j reads %s", (value, expected) => {
    expect(confidencePercent(value)).toBe(expected);
  });
});

describe("leadDomain", () => {
  const blank = { websiteDomain: null, website: null, websiteLink: null };
  it.each([
    [{ websiteDomain: "smiles.example" }, "smiles.example"],
    [{ website: "https://www.bright-dental.com/about" }, "bright-dental.com"],
    [{ websiteLink: "valleydental.net" }, "valleydental.net"],
    [{ website: "not a url" }, null],
    [{}, null],
  ])("%j reads %s", (fields, expected) => {
    expect(leadDomain({ ...blank, ...fields })).toBe(expected);
  });
});
