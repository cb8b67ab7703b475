import { LEAD_SCORE_MAX } from "@cbct/core/domain/scoring/lead-score";

/**
 * Spec 2 asks the tester for a "lead score out of 100", while the lead score runs to 150 (spec 9). The tester shows
 * the same lead score rescaled to 100 (147 of 150 reads 98/100), so it never prints more than its maximum and still
 * ranks practices exactly as the Qualified Leads table does; the raw figure is written beside it.
 */
export function leadScoreOutOf100(leadScore: number): number {
  const clamped = Math.max(0, Math.min(LEAD_SCORE_MAX, leadScore));
  return Math.round((clamped * 100) / LEAD_SCORE_MAX);
}
