/**
 * Practice age and modernisation. Establishment by years in business: emerging <= 5, growing 6-15, established
 * 16-30, legacy > 30. Unknown years take the spec default of 5, which is why 5 is still emerging: the spec's two
 * defaults (5 years, 'emerging') must agree.
 *
 * Modernisation index 0-100 = website modernity x 0.4 (max 40) + clinical technology (intraoral scanner 12,
 * CAD/CAM 12, digital x-ray 8, laser 8; max 40) + patient-facing tools (online scheduling, patient portal, virtual
 * consults, digital forms: 5 each; max 20). Level: cutting-edge >= 70, modern >= 45, moderate >= 25, else dated.
 * Need: high when dated or the scanner is a high-priority replacement; low when modern or cutting-edge with no
 * ageing scanner; otherwise medium (the spec default).
 */
import type { ScannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";
import { clinicalTechnology, joinWords, patientDigitalTools } from "./service-signals.ts";

export const DEFAULT_YEARS_IN_BUSINESS = 5;

export type PracticeEstablishment = "emerging" | "growing" | "established" | "legacy";
export type ModernizationLevel = "cutting-edge" | "modern" | "moderate" | "dated";
export type ModernizationNeed = "low" | "medium" | "high";

export type AgeAnalysis = {
  practiceEstablishment: PracticeEstablishment;
  estimatedYearsInBusiness: number;
  doctorExperienceYears: number | null;
  modernizationLevel: ModernizationLevel;
  modernizationNeed: ModernizationNeed;
  ageAnalysisReasoning: string;
};

export function practiceEstablishment(years: number): PracticeEstablishment {
  if (years <= 5) return "emerging";
  if (years <= 15) return "growing";
  if (years <= 30) return "established";
  return "legacy";
}

/** Years since graduation (UTC year); null when unknown or in the future. */
export function doctorExperienceYears(graduationYear: number | null, now: Date): number | null {
  if (graduationYear === null) return null;
  const years = now.getUTCFullYear() - graduationYear;
  return years >= 0 ? years : null;
}

const TECH_POINTS: Record<string, number> = {
  "intraoral scanner": 12,
  "CAD/CAM": 12,
  "digital x-ray": 8,
  "laser dentistry": 8,
};

export function modernizationIndex(i: ScoringInput): number {
  const web = Math.max(0, Math.min(100, i.websiteModernityScore)) * 0.4;
  const tech = clinicalTechnology(i).reduce((sum, name) => sum + (TECH_POINTS[name] ?? 0), 0);
  const tools = patientDigitalTools(i).length * 5;
  return Math.round(Math.min(100, web + tech + tools));
}

export function modernizationLevel(index: number): ModernizationLevel {
  if (index >= 70) return "cutting-edge";
  if (index >= 45) return "modern";
  if (index >= 25) return "moderate";
  return "dated";
}

export function modernizationNeed(level: ModernizationLevel, scanner: ScannerFacts): ModernizationNeed {
  if (level === "dated" || scanner.priority === "high") return "high";
  const modern = level === "modern" || level === "cutting-edge";
  return modern && (scanner.priority === "none" || scanner.priority === "low") ? "low" : "medium";
}

export function analyzeAge(i: ScoringInput, scanner: ScannerFacts, now: Date): AgeAnalysis {
  const years =
    i.estimatedYearsInBusiness !== null && i.estimatedYearsInBusiness >= 0
      ? i.estimatedYearsInBusiness
      : DEFAULT_YEARS_IN_BUSINESS;
  const establishment = practiceEstablishment(years);
  const experience = doctorExperienceYears(i.doctorGraduationYear, now);
  const index = modernizationIndex(i);
  const level = modernizationLevel(index);
  const need = modernizationNeed(level, scanner);

  const tech = clinicalTechnology(i);
  const sentences = [
    `About ${years} years in business (${establishment}).`,
    experience !== null
      ? `Lead dentist graduated in ${i.doctorGraduationYear} (${experience} years of experience).`
      : "",
    `Modernisation index ${index}/100 (${level}): website ${i.websiteModernityScore}/100` +
      (tech.length > 0 ? `, ${joinWords(tech)}.` : ", no clinical digital technology found."),
    scanner.priority === "high" ? `The ${scanner.name ?? "CBCT scanner"} is due for replacement.` : "",
    `Modernisation need: ${need}.`,
  ];
  return {
    practiceEstablishment: establishment,
    estimatedYearsInBusiness: years,
    doctorExperienceYears: experience,
    modernizationLevel: level,
    modernizationNeed: need,
    ageAnalysisReasoning: sentences.filter(Boolean).join(" "),
  };
}
