import { describe, expect, it } from "vitest";
import { cbctStatusLabel, leadQualityBadge, salesLikelihoodTone } from "./lead-labels.ts";
import { LEAD_QUALITY_CATEGORIES } from "./lead-score.ts";

describe("lead quality badge (spec 4)", () => {
  it.each<[string | null | undefined, string]>([
    ["Premium Lead", "Premium"],
    ["premium", "Premium"],
    ["Hot Lead - High Scoring Practice", "Hot Lead"],
    ["Hot Lead - Ortho without CBCT", "Hot Lead"],
    ["hot", "Hot Lead"],
    ["Warm Lead - Advanced Procedures", "Warm Lead"],
    ["Warm Lead", "Warm Lead"],
    ["warm", "Warm Lead"],
    ["Cool Lead", "Cool Lead"],
    ["cool", "Cool Lead"],
    ["Not a Lead", "Not a Lead"],
    ["not-a-lead", "Not a Lead"],
    ["cold", "Cool Lead"],
    ["toString", "Cool Lead"],
    ["", "Cool Lead"],
    [null, "Cool Lead"],
    [undefined, "Cool Lead"],
  ])("%s -> %s", (value, badge) => {
    expect(leadQualityBadge(value)).toBe(badge);
  });

  it("gives every category the scoring writes a badge of its own group", () => {
    expect(LEAD_QUALITY_CATEGORIES.map(leadQualityBadge)).toEqual([
      "Premium",
      "Hot Lead",
      "Hot Lead",
      "Warm Lead",
      "Warm Lead",
      "Cool Lead",
      "Not a Lead",
    ]);
  });
});

describe("CBCT status label", () => {
  it.each<[string | null | undefined, string]>([
    ["confirmed", "Confirmed"],
    ["likely", "Likely"],
    ["uncertain", "Uncertain"],
    ["not_detected", "Not Detected"],
    ["unknown", "Not Detected"],
    [null, "Not Detected"],
    [undefined, "Not Detected"],
  ])("%s -> %s", (status, label) => {
    expect(cbctStatusLabel(status)).toBe(label);
  });
});

describe("sales likelihood tone (spec 9)", () => {
  it.each<[number | null, string]>([
    [50, "success"],
    [30, "success"],
    [29, "warning"],
    [15, "warning"],
    [14, "neutral"],
    [0, "neutral"],
    [null, "neutral"],
  ])("%s -> %s", (score, tone) => {
    expect(salesLikelihoodTone(score)).toBe(tone);
  });
});
