import type { LeadScoring } from "./score-practice.ts";

/**
 * Every column scorePractice writes, named once at run time so the save and the recalculation can refuse to take them
 * from a client and can tell whether a rescore changes anything. The check below fails the build when LeadScoring
 * gains a column this list does not name.
 */
export const LEAD_SCORING_COLUMNS = [
  "practiceScore",
  "practiceScoreDynamic",
  "aiScore",
  "aiLeadScore",
  "leadScore",
  "isCbctLead",
  "replacementPriority",
  "aiConfidence",
  "salesLikelihoodScore",
  "salesLikelihoodConfidence",
  "salesLikelihoodTimeframe",
  "salesLikelihoodApproach",
  "salesLikelihoodReasoning",
  "salesLikelihoodKeyFactors",
  "salesLikelihoodRiskFactors",
  "expectedBudgetRange",
  "decisionMakerProfile",
  "purchaseReadinessTimeframe",
  "leadType",
  "leadQuality",
  "leadQualityCategory",
  "practiceEstablishment",
  "estimatedYearsInBusiness",
  "doctorExperienceYears",
  "modernizationLevel",
  "modernizationNeed",
  "ageAnalysisReasoning",
  "salesApproach",
  "keyTalkingPoints",
  "competitorAnalysis",
  "urgencyFactors",
  "recommendedTimeline",
  "proposedSolution",
  "objectionHandling",
  "salesNextSteps",
  "aiSummary",
  "aiRemarks",
] as const satisfies readonly (keyof LeadScoring)[];

export type LeadScoringColumn = (typeof LEAD_SCORING_COLUMNS)[number];
type Unlisted = Exclude<keyof LeadScoring, LeadScoringColumn>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;

/**
 * The columns a client may never write: what scoring derives, plus hasCbctCleaned (the Has CBCT rule mirrors
 * hasCbct into it). estimatedYearsInBusiness is the one scoring column that is also an input (scoring only fills in
 * the default of 5 when nothing dated the practice), so a rep who knows the practice's age may still set it.
 */
export const DERIVED_LEAD_COLUMNS: ReadonlySet<string> = new Set<string>([
  ...LEAD_SCORING_COLUMNS.filter((c) => c !== "estimatedYearsInBusiness"),
  "hasCbctCleaned",
]);

/**
 * Whether two column values are the same stored value: dates by instant (the driver answers Date, a client an ISO
 * string parsed to Date), lists element by element, everything else strictly (numerics travel as their text).
 */
export function sameColumnValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const time = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === "string" ? Date.parse(v) : NaN);
    return time(a) === time(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameColumnValue(v, b[i]));
  }
  return a === b || (a == null && b == null);
}
