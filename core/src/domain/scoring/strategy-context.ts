import type { AgeAnalysis } from "./age-analysis.ts";
import type { LeadClassification } from "./lead-score.ts";
import type { SalesLikelihood } from "./sales-likelihood.ts";
import type { ScannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";

/** Everything the strategy templates read: the input and every score already worked out. */
export type StrategyContext = {
  input: ScoringInput;
  scanner: ScannerFacts;
  sales: SalesLikelihood;
  lead: LeadClassification;
  age: AgeAnalysis;
  practiceScore: number;
  aiScore: number;
  leadScore: number;
  now: Date;
};

/** "the Planmeca ProMax 3D (14 years old)", "their CBCT scanner". */
export function scannerPhrase(s: ScannerFacts): string {
  const name = s.name ? `the ${s.name}` : "their CBCT scanner";
  return s.ageYears !== null ? `${name} (${s.ageYears} years old)` : name;
}

/** The year a recent scanner reaches 6 years, when a replacement conversation starts. */
export function revisitYear(s: ScannerFacts, now: Date): number {
  return now.getUTCFullYear() + Math.max(1, 6 - (s.ageYears ?? 0));
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
