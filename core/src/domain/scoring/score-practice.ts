import type { NewPracticeRow as NewPractice } from "../../contracts/wire-row.ts";
import { type AgeAnalysis, analyzeAge } from "./age-analysis.ts";
import { calculateAiScore } from "./ai-score.ts";
import { calculateLeadScore, classifyLead, isCbctLead, type LeadClassification } from "./lead-score.ts";
import { calculatePracticeScore } from "./practice-score.ts";
import type { ReplacementPriority } from "./replacement-priority.ts";
import {
  type PurchaseReadiness,
  type SalesApproach,
  type SalesTimeframe,
  salesLikelihood,
} from "./sales-likelihood.ts";
import { type ScannerFacts, scannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";
import { anyBusinessFlag, anyServiceFlag, anyTechnologyFlag } from "./service-signals.ts";
import { type SalesStrategy, salesStrategy } from "./strategy.ts";

/** Compile-time check that every key is a dental_practices column and every value fits it. */
type ColumnSubset<T extends { [K in keyof T]: K extends keyof NewPractice ? NewPractice[K] : never }> = T;

/** Every derived column of dental_practices; `db.update(practices).set(scoring)` writes it as is. */
export type LeadScoring = ColumnSubset<
  {
    practiceScore: number;
    /** The dialog's local recalculation: capped at 100 but not floored (spec 4), so it can be negative. */
    practiceScoreDynamic: number;
    aiScore: number;
    /** aiScore + salesLikelihoodScore (0-100): the opportunity and the readiness to buy, both rule-based. */
    aiLeadScore: number;
    leadScore: number;
    isCbctLead: boolean;
    replacementPriority: ReplacementPriority;
    /** 0-100: how much the scoring had to go on (see scoreConfidence). */
    aiConfidence: number;
    salesLikelihoodScore: number;
    salesLikelihoodConfidence: number;
    salesLikelihoodTimeframe: SalesTimeframe;
    salesLikelihoodApproach: SalesApproach;
    salesLikelihoodReasoning: string;
    salesLikelihoodKeyFactors: string[];
    salesLikelihoodRiskFactors: string[];
    expectedBudgetRange: string;
    decisionMakerProfile: string;
    purchaseReadinessTimeframe: PurchaseReadiness;
  } & LeadClassification &
    AgeAnalysis &
    SalesStrategy
>;

/**
 * aiConfidence, 0-100: how much the scoring had to go on. 20 base, +25 services found, detection certainty
 * (confirmed/likely: cbctConfidence x 0.25, max 25; not_detected 15; uncertain 5), +10 an owned scanner is dated or
 * named, +10 technology or business flags, +5 website modernity known, +5 graduation year known.
 */
export function scoreConfidence(i: ScoringInput, scanner: ScannerFacts): number {
  const detection =
    scanner.owned !== "none"
      ? Math.max(0, Math.min(100, i.cbctConfidence)) * 0.25
      : i.cbctStatus === "not_detected"
        ? 15
        : 5;
  const scannerKnown = scanner.owned !== "none" && (scanner.ageYears !== null || scanner.name !== null);
  const total =
    20 +
    (anyServiceFlag(i) ? 25 : 0) +
    detection +
    (scannerKnown ? 10 : 0) +
    (anyTechnologyFlag(i) || anyBusinessFlag(i) ? 10 : 0) +
    (i.websiteModernityScore > 0 ? 5 : 0) +
    (i.doctorGraduationYear !== null ? 5 : 0);
  return Math.round(Math.min(100, total));
}

/**
 * Every derived column for one practice. Pure and deterministic given `now` (which dates scanners and doctors and
 * decides year-end urgency), so the worker, the API and the browser compute the same thing.
 */
export function scorePractice(input: ScoringInput, options?: { now?: Date }): LeadScoring {
  const now = options?.now ?? new Date();
  const scanner = scannerFacts(input, now);
  const practiceScore = calculatePracticeScore(input);
  const aiScore = calculateAiScore(input, scanner);
  const leadScore = calculateLeadScore(practiceScore, aiScore);
  const lead = classifyLead(input, scanner, leadScore);
  const age = analyzeAge(input, scanner, now);
  const sales = salesLikelihood(input, {
    scanner,
    doctorExperienceYears: age.doctorExperienceYears,
    yearsInBusiness: age.estimatedYearsInBusiness,
  });
  const strategy = salesStrategy({ input, scanner, sales, lead, age, practiceScore, aiScore, leadScore, now });
  return {
    practiceScore,
    practiceScoreDynamic: calculatePracticeScore(input, { floor: false }),
    aiScore,
    aiLeadScore: aiScore + sales.score,
    leadScore,
    ...lead,
    isCbctLead: isCbctLead(input),
    replacementPriority: scanner.priority,
    aiConfidence: scoreConfidence(input, scanner),
    salesLikelihoodScore: sales.score,
    salesLikelihoodConfidence: sales.confidence,
    salesLikelihoodTimeframe: sales.timeframe,
    salesLikelihoodApproach: sales.approach,
    salesLikelihoodReasoning: sales.reasoning,
    salesLikelihoodKeyFactors: sales.keyFactors,
    salesLikelihoodRiskFactors: sales.riskFactors,
    expectedBudgetRange: sales.expectedBudgetRange,
    decisionMakerProfile: sales.decisionMakerProfile,
    purchaseReadinessTimeframe: sales.purchaseReadinessTimeframe,
    ...age,
    ...strategy,
  };
}
