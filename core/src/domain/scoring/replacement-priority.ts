import type { CbctStatus } from "../../vocabulary/lead.ts";
import { hasCbctFor } from "../lead/has-cbct.ts";

export type ReplacementPriority = "high" | "medium" | "low" | "none";

/** First-generation units pass ten years with warranties expired and parts scarce (cbct-vocabulary.md [51]). */
export const HIGH_PRIORITY_MIN_AGE = 10;
export const MEDIUM_PRIORITY_MIN_AGE = 6;

/**
 * How urgently an owned (confirmed or likely) scanner needs replacing: high at 10+ years or for a discontinued
 * model, medium at 6-9, low when newer or of unknown age (nothing proves it old), none without a scanner.
 */
export function replacementPriority(
  status: CbctStatus,
  ageYears: number | null,
  discontinued: boolean,
): ReplacementPriority {
  if (!hasCbctFor(status)) return "none";
  if (discontinued || (ageYears !== null && ageYears >= HIGH_PRIORITY_MIN_AGE)) return "high";
  if (ageYears !== null && ageYears >= MEDIUM_PRIORITY_MIN_AGE) return "medium";
  return "low";
}
