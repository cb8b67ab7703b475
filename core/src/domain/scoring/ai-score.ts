/**
 * The AI score (0-50): how big a CBCT opportunity the practice is, read from detection, technology and business
 * signals. Rule-based and deterministic, so it works with no AI key and the dialog and server agree. Integer points:
 *
 * | Group (cap)                | Signal                                                                  | Points |
 * |----------------------------|-------------------------------------------------------------------------|--------|
 * | CBCT opportunity (25)      | no own scanner found (not_detected/uncertain) + implant placement or     |     20 |
 * |                            |   oral surgery; +5 more when endo, traditional ortho or sleep also       |   (+5) |
 * |                            | no own scanner found + other advanced services only (endo, ortho, sleep, |     12 |
 * |                            |   implant restoration, implants)                                         |        |
 * |                            | no own scanner found, no advanced services                               |      5 |
 * |                            | owned (confirmed/likely) scanner, 10+ years old or discontinued model    |     22 |
 * |                            | owned scanner 8-9 years old                                              |     16 |
 * |                            | owned scanner 6-7 years old                                              |     10 |
 * |                            | likely scanner of unknown age (may be a referral; worth verifying)       |      8 |
 * |                            | confirmed scanner of unknown age                                         |      6 |
 * |                            | owned scanner under 6 years old                                          |      0 |
 * | Technology adoption (10)   | intraoral scanner 3, CAD/CAM 3, digital x-ray 2, laser 2                 |   0-10 |
 * |                            |   (early adopters of digital dentistry buy CBCT)                         |        |
 * | Business growth (10)       | multiple locations 3, recent expansion 3, hiring 2, premium wording 1,   |   0-10 |
 * |                            |   comparative language 1                                                 |        |
 * | Digital maturity (5)       | website modernity >= 70: 3, 40-69: 2, 1-39: 1                            |    0-3 |
 * |                            | patient-facing digital tools (online scheduling, portal, virtual         |    0-2 |
 * |                            |   consults, digital forms): 2+ tools 2, one tool 1                       |        |
 *
 * The groups' caps add up to 50; the total is also clamped to 0-50.
 */
import type { ScoreItem } from "./practice-score.ts";
import type { ScannerFacts } from "./scanner-facts.ts";
import type { ScoringInput } from "./scoring-input.ts";
import { hasAdvancedProcedures, isOrthodontic, isSurgical, patientDigitalTools } from "./service-signals.ts";

export const AI_SCORE_MAX = 50;

function opportunity(i: ScoringInput, scanner: ScannerFacts): ScoreItem {
  if (scanner.owned === "none") {
    if (isSurgical(i)) {
      const alsoOther = i.hasEndo || isOrthodontic(i) || i.hasSleep;
      return { label: "No CBCT found, surgical/implant services", points: alsoOther ? 25 : 20 };
    }
    if (hasAdvancedProcedures(i)) return { label: "No CBCT found, advanced procedures", points: 12 };
    return { label: "No CBCT found", points: 5 };
  }
  const age = scanner.ageYears;
  if (scanner.priority === "high") return { label: "Old or discontinued scanner: replacement", points: 22 };
  if (age !== null && age >= 8) return { label: "Ageing scanner (8-9 years)", points: 16 };
  if (age !== null && age >= 6) return { label: "Scanner 6-7 years old", points: 10 };
  if (age === null) {
    return scanner.owned === "likely"
      ? { label: "Likely CBCT, age unknown", points: 8 }
      : { label: "Confirmed CBCT, age unknown", points: 6 };
  }
  return { label: "Recent scanner", points: 0 };
}

// Technology adoption (max 10), then business growth (max 10).
const ADOPTION_AND_GROWTH: { label: string; points: number; on: (i: ScoringInput) => boolean }[] = [
  { label: "Intraoral scanner", points: 3, on: (i) => i.hasIntraoralScanner || i.hasIoScanner },
  { label: "CAD/CAM", points: 3, on: (i) => i.hasCadCam },
  { label: "Digital x-ray", points: 2, on: (i) => i.hasDigitalXray },
  { label: "Laser", points: 2, on: (i) => i.hasLaser },
  { label: "Multiple locations", points: 3, on: (i) => i.hasMultipleLocations },
  { label: "Recent expansion", points: 3, on: (i) => i.hasRecentExpansion },
  { label: "Hiring", points: 2, on: (i) => i.isHiring },
  { label: "Premium wording", points: 1, on: (i) => i.hasPremiumWording },
  { label: "Comparative language", points: 1, on: (i) => i.hasComparativeLanguage },
];

function digitalMaturity(i: ScoringInput): ScoreItem[] {
  const items: ScoreItem[] = [];
  const web = i.websiteModernityScore;
  const webPoints = web >= 70 ? 3 : web >= 40 ? 2 : web > 0 ? 1 : 0;
  if (webPoints > 0) items.push({ label: `Website modernity ${web}/100`, points: webPoints });
  const tools = patientDigitalTools(i).length;
  if (tools > 0) items.push({ label: "Patient-facing digital tools", points: Math.min(2, tools) });
  return items;
}

/** Every AI-score item that applied and their sum before the 0-50 clamp. */
export function aiScoreBreakdown(i: ScoringInput, scanner: ScannerFacts): { items: ScoreItem[]; raw: number } {
  const signals = ADOPTION_AND_GROWTH.filter((s) => s.on(i)).map(({ label, points }) => ({ label, points }));
  const items = [opportunity(i, scanner), ...signals, ...digitalMaturity(i)].filter((item) => item.points !== 0);
  return { items, raw: items.reduce((sum, item) => sum + item.points, 0) };
}

export function calculateAiScore(i: ScoringInput, scanner: ScannerFacts): number {
  return Math.max(0, Math.min(AI_SCORE_MAX, Math.round(aiScoreBreakdown(i, scanner).raw)));
}
