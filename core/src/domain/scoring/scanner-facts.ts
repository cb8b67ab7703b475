import { findScannerModel } from "../cbct/find-scanner-model.ts";
import { type ReplacementPriority, replacementPriority } from "./replacement-priority.ts";
import type { ScoringInput } from "./scoring-input.ts";

/**
 * Whether the named model is no longer sold (discontinued or superseded), from the CBCT fingerprint library. Parts and
 * software support for these are shrinking, so an owner is a replacement lead whatever the unit's age. The model is
 * looked up as reported ("CS 9300") and, failing that, with its maker in front ("Kodak" + "9000 3D").
 */
export function isDiscontinuedModel(manufacturer: string | null, model: string | null): boolean {
  if (!model) return false;
  const entry = findScannerModel(model) ?? (manufacturer ? findScannerModel(`${manufacturer} ${model}`) : null);
  return entry?.discontinued ?? false;
}

/** Detection's age when it has one, else years since the install year (UTC, so every time zone agrees). */
export function scannerAgeYears(input: Pick<ScoringInput, "cbctAge" | "cbctInstallYear">, now: Date): number | null {
  if (input.cbctAge !== null && input.cbctAge >= 0) return input.cbctAge;
  if (input.cbctInstallYear !== null) return Math.max(0, now.getUTCFullYear() - input.cbctInstallYear);
  return null;
}

/** "Model (Manufacturer)" as a rep would say it, or null when detection named neither. */
export function scannerName(input: Pick<ScoringInput, "cbctManufacturer" | "cbctModel">): string | null {
  const { cbctManufacturer: make, cbctModel: model } = input;
  if (model && make && !model.toLowerCase().includes(make.toLowerCase())) return `${make} ${model}`;
  return model || make || null;
}

/** What the scoring knows about the practice's own scanner, worked out once per scoring. */
export type ScannerFacts = {
  /** not_detected/uncertain: no scanner of their own found; likely: probably one; confirmed: owns one. */
  owned: "none" | "likely" | "confirmed";
  ageYears: number | null;
  name: string | null;
  discontinued: boolean;
  priority: ReplacementPriority;
  /** A confirmed scanner known to be under 6 years old: there is nothing to sell them for years. */
  nothingToSell: boolean;
};

export function scannerFacts(input: ScoringInput, now: Date): ScannerFacts {
  const ageYears = scannerAgeYears(input, now);
  const discontinued = isDiscontinuedModel(input.cbctManufacturer, input.cbctModel);
  const priority = replacementPriority(input.cbctStatus, ageYears, discontinued);
  const owned = input.cbctStatus === "confirmed" ? "confirmed" : input.cbctStatus === "likely" ? "likely" : "none";
  return {
    owned,
    ageYears,
    name: scannerName(input),
    discontinued,
    priority,
    nothingToSell: owned === "confirmed" && ageYears !== null && priority === "low",
  };
}
