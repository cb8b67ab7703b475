import { describe, expect, it } from "vitest";
import { replacementPriority } from "./replacement-priority.ts";
import { isDiscontinuedModel, scannerAgeYears, scannerFacts, scannerName } from "./scanner-facts.ts";
import { NOW, scoringInput } from "../../../test/domain/scoring/scoring-input.fixture.ts";

describe("replacement priority", () => {
  it.each<[string, Parameters<typeof replacementPriority>, string]>([
    ["no scanner", ["not_detected", 15, false], "none"],
    ["uncertain", ["uncertain", 15, true], "none"],
    ["10 years", ["confirmed", 10, false], "high"],
    ["18 years", ["confirmed", 18, false], "high"],
    ["9 years", ["confirmed", 9, false], "medium"],
    ["6 years", ["confirmed", 6, false], "medium"],
    ["5 years", ["confirmed", 5, false], "low"],
    ["new", ["confirmed", 0, false], "low"],
    ["unknown age", ["confirmed", null, false], "low"],
    ["discontinued, unknown age", ["confirmed", null, true], "high"],
    ["discontinued, 3 years", ["confirmed", 3, true], "high"],
    ["likely, 12 years", ["likely", 12, false], "high"],
    ["likely, 7 years", ["likely", 7, false], "medium"],
  ])("%s -> %s", (_name, args, expected) => {
    expect(replacementPriority(...args)).toBe(expected);
  });
});

describe("discontinued models", () => {
  it.each<[string | null, string | null, boolean]>([
    ["Dentsply Sirona", "GALILEOS Comfort", true],
    [null, "Galileos", true],
    ["KaVo", "i-CAT", true],
    ["KaVo", "i-CAT FLX V17", false],
    ["Carestream", "CS 9300", true],
    ["Kodak", "9000 3D", true],
    ["Sirona", "Orthophos XG 3D", true],
    ["Vatech", "PaX-Duo3D", true],
    // The library's data: the VGi evo is still sold; the VGi before it is not.
    ["Cefla", "NewTom VGi evo", false],
    ["Cefla", "NewTom VGi", true],
    ["PaloDEx", "Scanora 3D", true],
    ["KaVo", "OP 3D Pro", false],
    ["Planmeca", null, false],
    ["Planmeca", "ProMax 3D Mid", false],
    ["Carestream", "CS 8200 3D", false],
    ["Vatech", "Green X", false],
    [null, null, false],
  ])("%s %s -> %s", (make, model, expected) => {
    expect(isDiscontinuedModel(make, model)).toBe(expected);
  });
});

describe("scanner age", () => {
  it.each<[number | null, number | null, number | null]>([
    [7, 2010, 7],
    [null, 2015, 10],
    [null, 2026, 0],
    [null, null, null],
  ])("age %s, install year %s -> %s", (cbctAge, cbctInstallYear, expected) => {
    expect(scannerAgeYears({ cbctAge, cbctInstallYear }, NOW)).toBe(expected);
  });

  it("names the scanner without repeating the maker", () => {
    expect(scannerName({ cbctManufacturer: "Planmeca", cbctModel: "ProMax 3D" })).toBe("Planmeca ProMax 3D");
    expect(scannerName({ cbctManufacturer: "Carestream", cbctModel: "Carestream CS 9600" })).toBe("Carestream CS 9600");
    expect(scannerName({ cbctManufacturer: null, cbctModel: null })).toBeNull();
  });

  it("flags a known-new confirmed scanner as nothing to sell, but not one of unknown age", () => {
    const recent = scannerFacts(scoringInput({ cbctStatus: "confirmed", cbctInstallYear: 2022 }), NOW);
    expect(recent).toMatchObject({ owned: "confirmed", ageYears: 3, priority: "low", nothingToSell: true });
    const unknown = scannerFacts(scoringInput({ cbctStatus: "confirmed" }), NOW);
    expect(unknown).toMatchObject({ priority: "low", nothingToSell: false });
    const likely = scannerFacts(scoringInput({ cbctStatus: "likely", cbctAge: 2 }), NOW);
    expect(likely).toMatchObject({ owned: "likely", nothingToSell: false });
  });
});
