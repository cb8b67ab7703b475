/**
 * Lead score and lead classification (spec 4 categories). Rules, first match wins:
 *
 * | # | Condition                                                                  | Category                           | leadType |
 * |---|----------------------------------------------------------------------------|------------------------------------|----------|
 * | 1 | disqualified                                                               | Not a Lead                         | cold     |
 * | 2 | confirmed scanner known to be under 6 years old (nothing to sell)          | Not a Lead                         | cold     |
 * | 3 | leadScore >= 100                                                           | Premium Lead                       | premium  |
 * | 4 | leadScore >= 70                                                            | Hot Lead - High Scoring Practice   | hot      |
 * | 5 | traditional ortho or ortho specialist (not Invisalign-only), no own CBCT   | Hot Lead - Ortho without CBCT      | hot      |
 * |   |   found (not_detected/uncertain)                                           |                                    |          |
 * | 6 | leadScore >= 40 and advanced procedures (implants, oral surgery, endo,      | Warm Lead - Advanced Procedures    | cold     |
 * |   |   ortho, sleep)                                                            |                                    |          |
 * | 7 | leadScore >= 40, or a high replacement priority                            | Warm Lead                          | cold     |
 * | 8 | otherwise                                                                  | Cool Lead                          | cold     |
 *
 * leadType has only premium, hot and cold (spec 3), so warm and cool leads are cold.
 */
import type { LeadType } from "../../vocabulary/lead.ts";
import type { ScannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";
import { hasAdvancedProcedures, orthoWithoutCbct } from "./service-signals.ts";

export const LEAD_SCORE_MAX = 150;
export const PREMIUM_MIN_SCORE = 100;
export const HOT_MIN_SCORE = 70;
export const WARM_MIN_SCORE = 40;

export const LEAD_QUALITY_CATEGORIES = [
  "Premium Lead",
  "Hot Lead - High Scoring Practice",
  "Hot Lead - Ortho without CBCT",
  "Warm Lead - Advanced Procedures",
  "Warm Lead",
  "Cool Lead",
  "Not a Lead",
] as const;
export type LeadQualityCategory = (typeof LEAD_QUALITY_CATEGORIES)[number];

/** The short value stored in leadQuality; lead-labels.ts maps both forms to badges. */
export type LeadQuality = "premium" | "hot" | "warm" | "cool" | "not-a-lead";

export type LeadClassification = {
  leadType: LeadType;
  leadQuality: LeadQuality;
  leadQualityCategory: LeadQualityCategory;
};

/**
 * Practice score + AI score, capped at 150. Not floored: the dialog passes its unfloored practice score (spec 4),
 * the server a floored one.
 */
export function calculateLeadScore(practiceScore: number, aiScore: number): number {
  return Math.min(LEAD_SCORE_MAX, practiceScore + aiScore);
}

/** Spec 4's badge groups, in the table's order. */
function category(i: ScoringInput, scanner: ScannerFacts, leadScore: number): LeadQualityCategory {
  if (i.disqualified || scanner.nothingToSell) return "Not a Lead";
  if (leadScore >= PREMIUM_MIN_SCORE) return "Premium Lead";
  if (leadScore >= HOT_MIN_SCORE) return "Hot Lead - High Scoring Practice";
  if (orthoWithoutCbct(i)) return "Hot Lead - Ortho without CBCT";
  if (leadScore >= WARM_MIN_SCORE && hasAdvancedProcedures(i)) return "Warm Lead - Advanced Procedures";
  if (leadScore >= WARM_MIN_SCORE || scanner.priority === "high") return "Warm Lead";
  return "Cool Lead";
}

const QUALITY: Record<LeadQualityCategory, LeadQuality> = {
  "Premium Lead": "premium",
  "Hot Lead - High Scoring Practice": "hot",
  "Hot Lead - Ortho without CBCT": "hot",
  "Warm Lead - Advanced Procedures": "warm",
  "Warm Lead": "warm",
  "Cool Lead": "cool",
  "Not a Lead": "not-a-lead",
};

export function classifyLead(i: ScoringInput, scanner: ScannerFacts, leadScore: number): LeadClassification {
  const leadQualityCategory = category(i, scanner, leadScore);
  const leadQuality = QUALITY[leadQualityCategory];
  const leadType: LeadType = leadQuality === "premium" ? "premium" : leadQuality === "hot" ? "hot" : "cold";
  return { leadType, leadQuality, leadQualityCategory };
}

/** The dialog's "Has CBCT" switch sets this with a confirmed status (spec 4): a lead on an installed scanner. */
export const isCbctLead = (i: Pick<ScoringInput, "cbctStatus">): boolean => i.cbctStatus === "confirmed";

export { type ReplacementPriority, replacementPriority } from "./replacement-priority.ts";
