export {
  type AgeAnalysis,
  analyzeAge,
  DEFAULT_YEARS_IN_BUSINESS,
  doctorExperienceYears,
  type ModernizationLevel,
  type ModernizationNeed,
  modernizationIndex,
  modernizationLevel,
  modernizationNeed,
  type PracticeEstablishment,
  practiceEstablishment,
} from "./age-analysis.ts";
export { AI_SCORE_MAX, aiScoreBreakdown, calculateAiScore } from "./ai-score.ts";
export {
  type CbctStatusLabel,
  cbctStatusLabel,
  type LeadQualityBadge,
  leadQualityBadge,
  type SalesLikelihoodTone,
  salesLikelihoodTone,
} from "./lead-labels.ts";
export {
  calculateLeadScore,
  classifyLead,
  HOT_MIN_SCORE,
  isCbctLead,
  LEAD_QUALITY_CATEGORIES,
  LEAD_SCORE_MAX,
  type LeadClassification,
  type LeadQuality,
  type LeadQualityCategory,
  PREMIUM_MIN_SCORE,
  WARM_MIN_SCORE,
} from "./lead-score.ts";
export {
  calculatePracticeScore,
  PRACTICE_SCORE_MAX,
  practiceScoreBreakdown,
  type ScorableFlags,
  type ScoreItem,
} from "./practice-score.ts";
export {
  HIGH_PRIORITY_MIN_AGE,
  MEDIUM_PRIORITY_MIN_AGE,
  type ReplacementPriority,
  replacementPriority,
} from "./replacement-priority.ts";
export {
  type PurchaseReadiness,
  SALES_LIKELIHOOD_MAX,
  type SalesApproach,
  type SalesContext,
  type SalesLikelihood,
  type SalesTimeframe,
  salesLikelihood,
} from "./sales-likelihood.ts";
export { isDiscontinuedModel, type ScannerFacts, scannerAgeYears, scannerFacts } from "./scanner-facts.ts";
export { type LeadScoring, scoreConfidence, scorePractice } from "./score-practice.ts";
export { type ScoringInput, type ScoringSource, toScoringInput } from "./scoring-input.ts";
export { type SalesStrategy, type StrategyContext, salesStrategy } from "./strategy.ts";
