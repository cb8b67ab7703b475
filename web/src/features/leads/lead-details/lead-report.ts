import { type EvidencePassage, mergeEvidence, parseEvidenceLine } from "@cbct/core/domain/cbct/merge-evidence";
import { TECHNOLOGY_FLAGS } from "@cbct/core/domain/flags";
import { aiScoreBreakdown } from "@cbct/core/domain/scoring/ai-score";
import { cbctStatusLabel, leadQualityBadge } from "@cbct/core/domain/scoring/lead-labels";
import { practiceScoreBreakdown, type ScoreItem } from "@cbct/core/domain/scoring/practice-score";
import { scannerFacts } from "@cbct/core/domain/scoring/scanner-facts";
import { toScoringInput } from "@cbct/core/domain/scoring/scoring-input";
import { confidencePercent, knownLocation } from "../lead-cells.ts";
import type { Lead } from "../lead-types.ts";
import { dateText, dollars, humanize, NOT_SET, rating, roi, text, yesNo } from "./lead-format.ts";

export const LEAD_TABS = ["Overview", "Scoring", "Sales Analysis", "Age", "Strategy"] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

export type ReportField = [label: string, value: string];
export type ReportBlock =
  | { kind: "fields"; title?: string; fields: ReportField[] }
  | { kind: "list"; title: string; items: string[]; empty: string }
  /** Evidence read once: overlapping snippets merged into one passage per place, strongest first. */
  | { kind: "evidence"; title: string; passages: EvidencePassage[]; empty: string }
  | { kind: "text"; title: string; text: string }
  | { kind: "points"; title: string; items: ScoreItem[]; total: string };
export type ReportSection = { tab: LeadTab; blocks: ReportBlock[] };

const FLAG_LABELS: Record<string, string> = {
  hasImplantPlacement: "Implant placement",
  hasImplantRestoration: "Implant restoration",
  hasImplants: "Implants",
  hasOralSurgery: "Oral surgery",
  hasTraditionalOrtho: "Traditional orthodontics",
  hasOrtho: "Orthodontics",
  hasInvisalign: "Invisalign",
  hasInvisalignOnly: "Invisalign only",
  isOrthoSpecialist: "Orthodontic specialist",
  hasEndo: "Endodontics",
  hasSedation: "Sedation",
  hasSleep: "Sleep apnea",
  hasReferrals: "Takes referrals",
  hasReferralFriendlyLanguage: "Referral-friendly language",
  hasIoScanner: "Intraoral scanning",
  hasIntraoralScanner: "Intraoral scanner",
  hasCadCam: "CAD/CAM",
  hasLaser: "Laser dentistry",
  hasDigitalXray: "Digital x-ray",
  hasOnlineScheduling: "Online scheduling",
  hasPatientPortal: "Patient portal",
  hasVirtualConsults: "Virtual consults",
  hasDigitalForms: "Digital forms",
  hasMultipleLocations: "Multiple locations",
  hasRecentExpansion: "Recent expansion",
  isHiring: "Hiring",
  hasComparativeLanguage: "Comparative language",
  hasPremiumWording: "Premium wording",
};
const SERVICE_KEYS = [
  "hasImplantPlacement",
  "hasImplantRestoration",
  "hasOralSurgery",
  "hasTraditionalOrtho",
  "hasInvisalign",
  "isOrthoSpecialist",
  "hasEndo",
  "hasSedation",
  "hasSleep",
  "hasReferrals",
  "hasReferralFriendlyLanguage",
] as const;
const BUSINESS_KEYS = [
  "hasMultipleLocations",
  "hasRecentExpansion",
  "isHiring",
  "hasComparativeLanguage",
  "hasPremiumWording",
] as const;

const flagsOn = (lead: Lead, keys: readonly (keyof typeof FLAG_LABELS & keyof Lead)[]) =>
  keys.filter((k) => lead[k] === true).map((k) => FLAG_LABELS[k] ?? k);

export function scannerText(lead: Lead): string {
  const name = [lead.cbctManufacturer, lead.cbctModel].filter(Boolean).join(" ");
  if (!name) return lead.hasCbct ? "CBCT, model not named" : "None found";
  const since = lead.cbctInstallYear ? `, since ${lead.cbctInstallYear}` : "";
  const age = lead.cbctAge !== null ? ` (${lead.cbctAge} ${lead.cbctAge === 1 ? "year" : "years"} old)` : "";
  return `${name}${since}${age}`;
}

/**
 * The lead's address on one line: the street, "City, ST", the zip. An address abroad is kept whole ("Sonnenstraße 12,
 * 80331 München", docs/contacts.md) and already names its city, which is then not said twice.
 */
export function addressText(
  lead: Pick<
    Lead,
    "address" | "practiceAddress" | "city" | "state" | "practiceCity" | "practiceState" | "zipCode" | "practiceZipCode"
  > & { country?: string | null },
): string {
  const address = lead.address || lead.practiceAddress;
  const city = lead.city || lead.practiceCity;
  const abroad = Boolean(lead.country) && lead.country !== "US";
  const named = abroad && Boolean(address && city && address.toLowerCase().includes(city.toLowerCase()));
  // A US address as the post office writes it: "City, ST 12345", the zip after the state without a comma.
  const place = [named ? null : knownLocation(lead), lead.zipCode || lead.practiceZipCode].filter(Boolean).join(" ");
  return [address, place].filter(Boolean).join(", ") || NOT_SET;
}

const priorityText = (p: string | null) => (p && p !== "none" ? `${humanize(p)} priority` : "Not applicable");

/** The Overview tab: who, where, the scanner, and the deal. */
function overview(lead: Lead): ReportBlock[] {
  return [
    {
      kind: "fields",
      title: "Practice",
      fields: [
        ["Practice", lead.practiceName],
        ["Doctor", text(lead.doctorName)],
        ["Lead", `${leadQualityBadge(lead.leadQualityCategory)} (${lead.leadQualityCategory})`],
        ["Lead type", humanize(lead.leadType)],
        ["Phone", text(lead.phone || lead.telephone)],
        ["Email", text(lead.email)],
        ["Website", text(lead.website || lead.websiteLink)],
        ["Address", addressText(lead)],
        ["Region", text([lead.region, lead.subRegion].filter(Boolean).join(" / "))],
        ["Rating", rating(lead.starRating, lead.reviewCount)],
        ["Google Maps", text(lead.googleMapsLink)],
        ["Source", humanize(lead.discoverySource)],
      ],
    },
    {
      kind: "fields",
      title: "CBCT scanner",
      fields: [
        ["CBCT status", `${cbctStatusLabel(lead.cbctStatus)} (${confidencePercent(lead.cbctConfidence)} confidence)`],
        ["Has CBCT", yesNo(lead.hasCbct)],
        ["Scanner", scannerText(lead)],
        ["Replacement", priorityText(lead.replacementPriority)],
        ["Detection method", text(lead.cbctDetectionMethod)],
        ["AI confirmed", yesNo(lead.aiConfirmedCbct)],
      ],
    },
    {
      kind: "evidence",
      title: "CBCT evidence",
      passages: mergeEvidence(lead.cbctEvidence.map(parseEvidenceLine)),
      empty: "No evidence of a scanner was found.",
    },
    {
      kind: "fields",
      title: "Deal",
      fields: [
        ["Owner", text(lead.owner)],
        ["Stage", text(lead.opportunityStage)],
        ["Purchase timeline", text(lead.purchaseTimeline)],
        ["Follow-up date", lead.followUpDate ? dateText(lead.followUpDate) : NOT_SET],
        ["Lead value", dollars(lead.leadValue)],
        ["Product value", dollars(lead.productValue)],
        ["Revenue potential", dollars(lead.revenuePotential)],
        ["Weighted value", dollars(lead.weightedValue)],
        ["Lead cost", dollars(lead.leadCost)],
        ["ROI", roi(lead.roi)],
        ["Closed status", text(lead.closedStatus)],
      ],
    },
    { kind: "text", title: "Follow-up notes", text: lead.followUpNotes?.trim() || "No notes yet." },
    { kind: "list", title: "Services listed", items: lead.services, empty: "No services listed." },
  ];
}

/** Scoring: the three scores and every point behind them (spec 9). The practice score shown floors at 0. */
function scoring(lead: Lead): ReportBlock[] {
  const practice = practiceScoreBreakdown(lead);
  const input = toScoringInput(lead as Parameters<typeof toScoringInput>[0]);
  const ai = aiScoreBreakdown(input, scannerFacts(input, new Date()));
  return [
    {
      kind: "fields",
      title: "Scores",
      fields: [
        ["Lead score", `${lead.leadScore ?? 0}/150`],
        ["Practice score", `${Math.max(0, lead.practiceScore)}/100`],
        ["AI score", `${lead.aiScore}/50`],
        ["Score confidence", `${lead.aiConfidence}%`],
        ["Website modernity", `${lead.websiteModernityScore}/100`],
      ],
    },
    {
      kind: "points",
      title: "Practice score points",
      items: practice.items,
      total: `${Math.max(0, Math.min(100, practice.raw))} of 100`,
    },
    { kind: "points", title: "AI score signals", items: ai.items, total: `${lead.aiScore} of 50` },
    { kind: "list", title: "Services", items: flagsOn(lead, SERVICE_KEYS), empty: "None found" },
    { kind: "list", title: "Technology", items: flagsOn(lead, TECHNOLOGY_FLAGS), empty: "None found" },
    { kind: "list", title: "Business signals", items: flagsOn(lead, BUSINESS_KEYS), empty: "None found" },
  ];
}

function salesAnalysis(lead: Lead): ReportBlock[] {
  return [
    {
      kind: "fields",
      title: "Sales likelihood",
      fields: [
        ["Sales likelihood", `${lead.salesLikelihoodScore}/50`],
        ["Confidence", `${lead.salesLikelihoodConfidence}%`],
        ["Timeframe", humanize(lead.salesLikelihoodTimeframe)],
        ["Approach", humanize(lead.salesLikelihoodApproach)],
        ["Purchase readiness", humanize(lead.purchaseReadinessTimeframe)],
        ["Expected budget", text(lead.expectedBudgetRange)],
        ["Decision maker", text(lead.decisionMakerProfile)],
      ],
    },
    { kind: "text", title: "Reasoning", text: lead.salesLikelihoodReasoning || NOT_SET },
    { kind: "list", title: "Key factors", items: lead.salesLikelihoodKeyFactors, empty: "None recorded" },
    { kind: "list", title: "Risk factors", items: lead.salesLikelihoodRiskFactors, empty: "None recorded" },
    { kind: "text", title: "Summary", text: lead.aiSummary || NOT_SET },
    { kind: "text", title: "Remarks", text: lead.aiRemarks || NOT_SET },
  ];
}

function age(lead: Lead): ReportBlock[] {
  return [
    {
      kind: "fields",
      title: "Practice age and modernisation",
      fields: [
        ["Establishment", humanize(lead.practiceEstablishment)],
        ["Years in business", `${lead.estimatedYearsInBusiness} (estimated)`],
        ["Doctor graduated", text(lead.doctorGraduationYear)],
        ["Doctor experience", lead.doctorExperienceYears === null ? NOT_SET : `${lead.doctorExperienceYears} years`],
        ["Modernization level", humanize(lead.modernizationLevel)],
        ["Modernization need", humanize(lead.modernizationNeed)],
        ["Website platform", text(lead.websitePlatform)],
      ],
    },
    { kind: "list", title: "Detected technology", items: lead.detectedTechnology, empty: "None detected" },
    { kind: "list", title: "Age indicators", items: lead.ageIndicators, empty: "None found" },
    { kind: "text", title: "Reasoning", text: lead.ageAnalysisReasoning || NOT_SET },
  ];
}

function strategy(lead: Lead): ReportBlock[] {
  return [
    {
      kind: "fields",
      title: "Plan",
      fields: [
        ["Sales approach", text(lead.salesApproach)],
        ["Recommended timeline", text(lead.recommendedTimeline)],
      ],
    },
    { kind: "text", title: "Proposed solution", text: lead.proposedSolution || NOT_SET },
    { kind: "list", title: "Key talking points", items: lead.keyTalkingPoints, empty: "None written" },
    { kind: "list", title: "Urgency factors", items: lead.urgencyFactors, empty: "None found" },
    { kind: "text", title: "Competitor analysis", text: lead.competitorAnalysis || NOT_SET },
    { kind: "list", title: "Objection handling", items: lead.objectionHandling, empty: "None written" },
    { kind: "list", title: "Next steps", items: lead.salesNextSteps, empty: "None written" },
    {
      kind: "fields",
      title: "Visit",
      fields: [
        ["Route", text(lead.routeUrl || lead.multiRouteUrl)],
        ["Route address", text(lead.addressForMultiRoute || lead.routeAddress)],
      ],
    },
  ];
}

/** Every tab's content as data: the dialog renders it, and the PDF prints the same thing. */
export function leadReport(lead: Lead): ReportSection[] {
  return [
    { tab: "Overview", blocks: overview(lead) },
    { tab: "Scoring", blocks: scoring(lead) },
    { tab: "Sales Analysis", blocks: salesAnalysis(lead) },
    { tab: "Age", blocks: age(lead) },
    { tab: "Strategy", blocks: strategy(lead) },
  ];
}
