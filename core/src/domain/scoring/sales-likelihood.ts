/**
 * How likely the practice is to buy a CBCT soon, and how to sell it. Score 0-50 (integer):
 *
 * | Group (cap)            | Signal                                                                    | Points |
 * |------------------------|---------------------------------------------------------------------------|--------|
 * | Need (20)              | no own scanner found + implant placement or oral surgery                  |     20 |
 * |                        | no own scanner found + traditional ortho or ortho specialist              |     16 |
 * |                        | no own scanner found + other advanced procedures                          |     12 |
 * |                        | no own scanner found, general dentistry                                   |      5 |
 * |                        | owned scanner, high / medium replacement priority                         | 18 / 10|
 * |                        | likely scanner of unknown age / confirmed scanner of unknown age          |  6 / 4 |
 * |                        | confirmed scanner under 6 years old                                       |      0 |
 * | Buying capacity (15)   | multiple locations 5, recent expansion 4, hiring 3, premium wording 3     |   0-15 |
 * | Technology habit (10)  | intraoral scanner 3, CAD/CAM 3, digital x-ray 2, laser 2                  |   0-10 |
 * | Stability (5)          | over 5 years in business 3; lead dentist 8-35 years out of school 2           |    0-5 |
 *
 * A disqualified practice scores 0. Confidence (percent, max 95: never certain before a conversation) measures how
 * much was known: 30 base, +20 services found, +15 decisive CBCT status (confirmed or not_detected; likely +8),
 * +10 technology flags, +10 business flags, +10 graduation year or scanner age known, +5 website modernity known.
 *
 * Timeframe: immediate when score >= 35 and something forces the decision (high replacement priority, recent
 * expansion, or surgery without a scanner in a growing practice); short-term >= 25 or a high replacement priority;
 * medium-term >= 15; else
 * long-term (also for disqualified and nothing-to-sell). Readiness: immediate 3-6 months, short-term 6-12,
 * medium-term 12-18, long-term 18+; 'Not applicable' for disqualified and nothing-to-sell.
 */
import type { ScannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";
import {
  anyBusinessFlag,
  anyServiceFlag,
  anyTechnologyFlag,
  clinicalTechnology,
  growthSignals,
  hasAdvancedProcedures,
  isOrthodontic,
  isSurgical,
  joinWords,
} from "./service-signals.ts";

export const SALES_LIKELIHOOD_MAX = 50;

export type SalesTimeframe = "immediate" | "short-term" | "medium-term" | "long-term";
export type SalesApproach =
  "educational" | "replacement-upgrade" | "clinical-roi" | "growth-partnership" | "competitive-displacement";
export type PurchaseReadiness = "3-6 months" | "6-12 months" | "12-18 months" | "18+ months" | "Not applicable";

export type SalesLikelihood = {
  score: number;
  confidence: number;
  timeframe: SalesTimeframe;
  approach: SalesApproach;
  reasoning: string;
  keyFactors: string[];
  riskFactors: string[];
  expectedBudgetRange: string;
  decisionMakerProfile: string;
  purchaseReadinessTimeframe: PurchaseReadiness;
};

/** Inputs worked out elsewhere in the scoring, so every module reads the same numbers. */
export type SalesContext = { scanner: ScannerFacts; doctorExperienceYears: number | null; yearsInBusiness: number };

function need(i: ScoringInput, s: ScannerFacts): number {
  if (s.owned === "none") return isSurgical(i) ? 20 : isOrthodontic(i) ? 16 : hasAdvancedProcedures(i) ? 12 : 5;
  if (s.priority === "high") return 18;
  if (s.priority === "medium") return 10;
  if (s.ageYears === null) return s.owned === "likely" ? 6 : 4;
  return 0;
}

const capacity = (i: ScoringInput): number =>
  (i.hasMultipleLocations ? 5 : 0) +
  (i.hasRecentExpansion ? 4 : 0) +
  (i.isHiring ? 3 : 0) +
  (i.hasPremiumWording ? 3 : 0);

const techHabit = (i: ScoringInput): number =>
  (i.hasIntraoralScanner || i.hasIoScanner ? 3 : 0) +
  (i.hasCadCam ? 3 : 0) +
  (i.hasDigitalXray ? 2 : 0) +
  (i.hasLaser ? 2 : 0);

function stability(c: SalesContext): number {
  const exp = c.doctorExperienceYears;
  return (c.yearsInBusiness > 5 ? 3 : 0) + (exp !== null && exp >= 8 && exp <= 35 ? 2 : 0);
}

export function salesLikelihoodScore(i: ScoringInput, c: SalesContext): number {
  if (i.disqualified) return 0;
  const raw = need(i, c.scanner) + capacity(i) + techHabit(i) + stability(c);
  return Math.max(0, Math.min(SALES_LIKELIHOOD_MAX, raw));
}

export function salesLikelihoodConfidence(i: ScoringInput, c: SalesContext): number {
  const status =
    i.cbctStatus === "confirmed" || i.cbctStatus === "not_detected" ? 15 : i.cbctStatus === "likely" ? 8 : 0;
  const dated = i.doctorGraduationYear !== null || c.scanner.ageYears !== null;
  const total =
    30 +
    (anyServiceFlag(i) ? 20 : 0) +
    status +
    (anyTechnologyFlag(i) ? 10 : 0) +
    (anyBusinessFlag(i) ? 10 : 0) +
    (dated ? 10 : 0) +
    (i.websiteModernityScore > 0 ? 5 : 0);
  return Math.min(95, total);
}

export function salesTimeframe(i: ScoringInput, c: SalesContext, score: number): SalesTimeframe {
  if (i.disqualified || c.scanner.nothingToSell) return "long-term";
  const forcing =
    c.scanner.priority === "high" ||
    i.hasRecentExpansion ||
    (c.scanner.owned === "none" && isSurgical(i) && growthSignals(i).length > 0);
  if (score >= 35 && forcing) return "immediate";
  if (score >= 25 || c.scanner.priority === "high") return "short-term";
  if (score >= 15) return "medium-term";
  return "long-term";
}

const READINESS: Record<SalesTimeframe, PurchaseReadiness> = {
  immediate: "3-6 months",
  "short-term": "6-12 months",
  "medium-term": "12-18 months",
  "long-term": "18+ months",
};

export function purchaseReadiness(i: ScoringInput, c: SalesContext, timeframe: SalesTimeframe): PurchaseReadiness {
  return i.disqualified || c.scanner.nothingToSell ? "Not applicable" : READINESS[timeframe];
}

/** First match: replace an ageing unit; displace a competitor's; grow with a group; sell clinical ROI; educate. */
export function salesApproach(i: ScoringInput, c: SalesContext): SalesApproach {
  if (i.disqualified) return "educational";
  const { owned, priority } = c.scanner;
  if (priority === "high" || priority === "medium") return "replacement-upgrade";
  if (owned === "confirmed") return "competitive-displacement";
  if (owned === "none" && growthSignals(i).length >= 2) return "growth-partnership";
  if (owned === "none" && hasAdvancedProcedures(i)) return "clinical-roi";
  return "educational";
}

export function expectedBudgetRange(i: ScoringInput, c: SalesContext): string {
  if (i.disqualified || c.scanner.nothingToSell) return "Not applicable";
  const large =
    i.hasMultipleLocations || (i.hasImplantPlacement && i.hasOralSurgery) || (isSurgical(i) && i.hasPremiumWording);
  if (large) return "$150,000 - $250,000";
  if (isSurgical(i) || isOrthodontic(i)) return "$100,000 - $150,000";
  return "$60,000 - $100,000";
}

export function decisionMakerProfile(i: ScoringInput, c: SalesContext): string {
  const exp = c.doctorExperienceYears;
  if (i.hasMultipleLocations) {
    return "Multi-location group: owner dentist(s) with an operations or practice manager; expect a committee decision and a financing review.";
  }
  if (i.hasOralSurgery)
    return "Surgically focused owner (oral surgeon or implant dentist): decides on clinical capability and referral volume.";
  if (i.isOrthoSpecialist)
    return "Orthodontist owner: values cephalometric and airway imaging and patient-flow efficiency.";
  if (exp !== null && exp > 30)
    return "Senior owner-dentist: weighs the purchase against practice value and succession plans.";
  if (exp !== null && exp < 10) return "Early-career owner-dentist: growth-minded and financing-sensitive.";
  return "Owner-dentist of a single location, usually deciding with the office manager.";
}

function factors(i: ScoringInput, c: SalesContext): { keyFactors: string[]; riskFactors: string[] } {
  const s = c.scanner;
  const key: string[] = [];
  const risk: string[] = [];
  if (s.owned === "none" && isSurgical(i)) key.push("Performs implant or surgical procedures without an in-house CBCT");
  else if (s.owned === "none" && hasAdvancedProcedures(i)) key.push("Offers advanced procedures that use 3D imaging");
  if (s.priority === "high")
    key.push(`${s.name ?? "Scanner"} ${s.discontinued ? "is a discontinued model" : `is ${s.ageYears} years old`}`);
  if (s.priority === "medium") key.push(`${s.name ?? "Scanner"} is ${s.ageYears} years old and nearing replacement`);
  const growth = growthSignals(i);
  if (growth.length > 0) key.push(`Growth signals: ${joinWords(growth)}`);
  const tech = clinicalTechnology(i);
  if (tech.length > 0) key.push(`Invests in digital technology: ${joinWords(tech)}`);
  if (i.hasPremiumWording) key.push("Positions itself as a premium practice");
  if (i.disqualified) risk.push("Marked as disqualified");
  if (s.nothingToSell) risk.push(`Scanner is only ${s.ageYears} years old`);
  if (s.owned === "confirmed" && s.ageYears === null) risk.push("Owns a CBCT of unknown age");
  if (s.owned === "likely") risk.push("Site suggests a CBCT already; ownership not confirmed");
  if (i.cbctStatus === "uncertain") risk.push("CBCT mentions are ambiguous (possibly referred out)");
  if (!hasAdvancedProcedures(i)) risk.push("No advanced procedures found on the website");
  if (i.hasInvisalignOnly) risk.push("Clear-aligner-only orthodontics rarely needs CBCT");
  if (c.doctorExperienceYears !== null && c.doctorExperienceYears > 35)
    risk.push("Lead dentist may be nearing retirement");
  if (i.websiteModernityScore > 0 && i.websiteModernityScore < 40)
    risk.push("Dated website suggests slow technology adoption");
  return { keyFactors: key, riskFactors: risk };
}

export function salesLikelihood(i: ScoringInput, c: SalesContext): SalesLikelihood {
  const score = salesLikelihoodScore(i, c);
  const timeframe = salesTimeframe(i, c, score);
  const approach = salesApproach(i, c);
  const { keyFactors, riskFactors } = factors(i, c);
  const reasoning = [
    `Sales likelihood ${score}/${SALES_LIKELIHOOD_MAX}, ${timeframe}, ${approach} approach.`,
    keyFactors.length > 0 ? `Drivers: ${keyFactors.slice(0, 3).join("; ")}.` : "",
    riskFactors.length > 0 ? `Risks: ${riskFactors.slice(0, 2).join("; ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    score,
    confidence: salesLikelihoodConfidence(i, c),
    timeframe,
    approach,
    reasoning,
    keyFactors,
    riskFactors,
    expectedBudgetRange: expectedBudgetRange(i, c),
    decisionMakerProfile: decisionMakerProfile(i, c),
    purchaseReadinessTimeframe: purchaseReadiness(i, c, timeframe),
  };
}
