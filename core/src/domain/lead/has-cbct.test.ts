import { describe, expect, it } from "vitest";
import { applyHasCbctRule, hasCbctFor } from "./has-cbct.ts";

describe("the Has CBCT rule", () => {
  it("leaves the detection alone when the change names neither Has CBCT nor the status", () => {
    expect(applyHasCbctRule({ hasCbct: false, cbctStatus: "likely" }, {})).toEqual({});
  });

  it("switched on: confirmed (spec 4), unless the change names an owning status", () => {
    expect(applyHasCbctRule({ hasCbct: false, cbctStatus: "uncertain" }, { hasCbct: true })).toEqual({
      hasCbct: true,
      hasCbctCleaned: true,
      cbctStatus: "confirmed",
    });
    expect(applyHasCbctRule({ hasCbct: false, cbctStatus: "likely" }, { hasCbct: true }).cbctStatus).toBe("confirmed");
    expect(
      applyHasCbctRule({ hasCbct: false, cbctStatus: "uncertain" }, { hasCbct: true, cbctStatus: "likely" }).cbctStatus,
    ).toBe("likely");
    // On with a status that owns nothing is a contradiction: Has CBCT wins.
    expect(
      applyHasCbctRule({ hasCbct: false, cbctStatus: "uncertain" }, { hasCbct: true, cbctStatus: "uncertain" })
        .cbctStatus,
    ).toBe("confirmed");
  });

  it("kept on (the whole lead sent back): the stored owning status stays", () => {
    expect(applyHasCbctRule({ hasCbct: true, cbctStatus: "likely" }, { hasCbct: true }).cbctStatus).toBe("likely");
  });

  it("off: not_detected, whatever status came with it (spec 4's save rule)", () => {
    expect(
      applyHasCbctRule({ hasCbct: true, cbctStatus: "confirmed" }, { hasCbct: false, cbctStatus: "likely" }),
    ).toEqual({
      hasCbct: false,
      hasCbctCleaned: false,
      cbctStatus: "not_detected",
    });
  });

  it("a status alone carries Has CBCT with it", () => {
    expect(applyHasCbctRule({ hasCbct: true, cbctStatus: "confirmed" }, { cbctStatus: "uncertain" })).toEqual({
      hasCbct: false,
      hasCbctCleaned: false,
      cbctStatus: "uncertain",
    });
    expect(applyHasCbctRule({ hasCbct: false, cbctStatus: "uncertain" }, { cbctStatus: "likely" }).hasCbct).toBe(true);
  });

  it("owning statuses are confirmed and likely", () => {
    expect(["confirmed", "likely", "uncertain", "not_detected"].map((s) => hasCbctFor(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
