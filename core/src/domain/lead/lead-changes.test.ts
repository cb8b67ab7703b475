import { describe, expect, it } from "vitest";
import { type LeadSnapshot, leadChanges } from "./lead-changes.ts";

const base: LeadSnapshot = {
  cbctStatus: "not_detected",
  cbctManufacturer: null,
  cbctModel: null,
  cbctInstallYear: null,
  phone: "(555) 010-2000",
};
const scanner = (over: Partial<LeadSnapshot> = {}): LeadSnapshot => ({
  ...base,
  cbctStatus: "confirmed",
  cbctManufacturer: "Planmeca",
  cbctModel: "ProMax 3D",
  cbctInstallYear: 2015,
  ...over,
});

describe("leadChanges", () => {
  it.each([
    ["nothing changed", base, base, []],
    ["a scanner appeared", base, scanner(), ["scanner_appeared"]],
    ["a likely scanner counts as one", base, scanner({ cbctStatus: "likely" }), ["scanner_appeared"]],
    ["an uncertain mention is not a scanner", base, { ...base, cbctStatus: "uncertain" }, []],
    ["a new model", scanner(), scanner({ cbctModel: "Viso G7" }), ["scanner_changed"]],
    ["a new make", scanner(), scanner({ cbctManufacturer: "Carestream" }), ["scanner_changed"]],
    ["a newer install year", scanner(), scanner({ cbctInstallYear: 2023 }), ["scanner_changed"]],
    ["same scanner, other spelling", scanner(), scanner({ cbctModel: "promax 3d " }), []],
    ["a scanner no longer mentioned is not news", scanner(), base, []],
    ["a model found where none was named", scanner({ cbctModel: null }), scanner(), ["scanner_changed"]],
    ["a service added", base, { ...base, hasImplants: true }, ["service_added"]],
    ["a service dropped is not news", { ...base, hasImplants: true }, base, []],
    ["a new phone", base, { ...base, phone: "555-010-9999" }, ["phone_changed"]],
    ["the same phone, other format", base, { ...base, phone: "555.010.2000" }, []],
  ] as const)("%s", (_name, before, after, kinds) => {
    expect(leadChanges(before, after).map((c) => c.kind)).toEqual(kinds);
  });

  it("names the scanner and the service in the messages a rep reads", () => {
    expect(leadChanges(base, scanner())[0]!.message).toBe("CBCT scanner found: Planmeca ProMax 3D");
    expect(leadChanges(scanner(), scanner({ cbctModel: "Viso G7" }))[0]!.message).toBe(
      "CBCT scanner changed: Planmeca ProMax 3D → Planmeca Viso G7",
    );
    expect(leadChanges(base, { ...base, hasSleep: true })[0]!.message).toBe("Service added: Sleep apnea");
  });
});
