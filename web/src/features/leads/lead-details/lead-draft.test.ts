import { describe, expect, it } from "vitest";
import type { LeadDetail } from "../lead-types.ts";
import { fieldValue, leadEdits, setField, setHasCbct, toggleService } from "./lead-draft.ts";

const NO_SERVICES = {
  hasImplantPlacement: false,
  hasImplantRestoration: false,
  hasOralSurgery: false,
  hasTraditionalOrtho: false,
  hasInvisalign: false,
  hasEndo: false,
  hasSedation: false,
  hasSleep: false,
  hasReferralFriendlyLanguage: false,
};

const lead = (fields: Partial<LeadDetail>): LeadDetail =>
  ({
    ...NO_SERVICES,
    hasCbct: false,
    isCbctLead: false,
    cbctStatus: "not_detected",
    practiceScore: 0,
    aiScore: 20,
    leadScore: 20,
    followUpDate: null,
    owner: null,
    ...fields,
  }) as LeadDetail;

describe("toggleService", () => {
  it("adds the service's points to practice and lead score at once", () => {
    const next = toggleService(lead({}), "hasOralSurgery", true);
    expect(next.hasOralSurgery).toBe(true);
    expect(next.practiceScore).toBe(25);
    expect(next.leadScore).toBe(45);
  });

  it("does not floor at 0 while editing (spec 4): a confirmed scanner with one service reads -25", () => {
    const next = toggleService(lead({ hasCbct: true, cbctStatus: "confirmed" }), "hasOralSurgery", true);
    expect(next.practiceScore).toBe(-25);
    expect(next.leadScore).toBe(-5);
  });

  it("counts Invisalign only without traditional ortho", () => {
    const withOrtho = toggleService(lead({ hasTraditionalOrtho: true }), "hasInvisalign", true);
    expect(withOrtho.practiceScore).toBe(15);
  });
});

describe("setHasCbct", () => {
  it("on: confirmed, a CBCT lead, and the -50 applies", () => {
    const next = setHasCbct(lead({ hasEndo: true }), true);
    expect(next).toMatchObject({ hasCbct: true, cbctStatus: "confirmed", isCbctLead: true, practiceScore: -35 });
  });

  it("off: not_detected and not a CBCT lead", () => {
    const next = setHasCbct(lead({ hasCbct: true, cbctStatus: "confirmed", isCbctLead: true }), false);
    expect(next).toMatchObject({ hasCbct: false, cbctStatus: "not_detected", isCbctLead: false });
  });
});

describe("leadEdits (what Save sends)", () => {
  it("sends the edited fields and Has CBCT, never a score or a field nobody touched", () => {
    const loaded = lead({ hasCbct: true, cbctStatus: "likely", isCbctLead: false, city: "Fredericksburg" });
    const draft = toggleService(setField(loaded, "owner", "Alex Kim"), "hasSleep", true);
    expect(draft.practiceScore).toBe(10);
    expect(leadEdits(loaded, draft)).toEqual({ hasCbct: true, owner: "Alex Kim", hasSleep: true });
  });

  it("sends the status the Has CBCT switch set (spec 4: off means not_detected)", () => {
    const loaded = lead({ hasCbct: true, cbctStatus: "confirmed", isCbctLead: true });
    expect(leadEdits(loaded, setHasCbct(loaded, false))).toEqual({ hasCbct: false, cbctStatus: "not_detected" });
  });

  it("sends only Has CBCT when nothing was edited", () => {
    const loaded = lead({});
    expect(leadEdits(loaded, { ...loaded })).toEqual({ hasCbct: false });
  });
});

describe("setField / fieldValue", () => {
  it("round-trips a follow-up date through ISO", () => {
    const next = setField(lead({}), "followUpDate", "2026-12-01");
    expect(next.followUpDate).toBe("2026-12-01T12:00:00.000Z");
    expect(fieldValue(next, "followUpDate")).toBe("2026-12-01");
  });

  it("writes an empty input as not set", () => {
    expect(setField(lead({ owner: "Sam" }), "owner", "").owner).toBeNull();
  });
});
