import {
  growthSignals,
  hasAdvancedProcedures,
  isOrthodontic,
  isSurgical,
  joinWords,
  keyServices,
} from "./service-signals.ts";
import type { StrategyContext } from "./strategy-context.ts";
import { capitalize, revisitYear, scannerPhrase } from "./strategy-context.ts";
import { keyTalkingPoints, objectionHandling, salesNextSteps, urgencyFactors } from "./strategy-lists.ts";

export type { StrategyContext } from "./strategy-context.ts";

/** Template-written sales strategy (no AI key needed); the column names of dental_practices. */
export type SalesStrategy = {
  salesApproach: string;
  keyTalkingPoints: string[];
  competitorAnalysis: string;
  urgencyFactors: string[];
  recommendedTimeline: string;
  proposedSolution: string;
  objectionHandling: string[];
  salesNextSteps: string[];
  aiSummary: string;
  aiRemarks: string;
};

function servicesText(c: StrategyContext): string {
  const services = keyServices(c.input);
  return services.length > 0 ? joinWords(services) : "general dentistry";
}

function approachText(c: StrategyContext): string {
  const { input: i, scanner: s } = c;
  if (i.disqualified) return "None: the practice is disqualified.";
  switch (c.sales.approach) {
    case "replacement-upgrade":
      return (
        `Replacement upgrade: ${scannerPhrase(s)}${s.discontinued ? " is a discontinued model" : " is ageing"}. ` +
        "Lead with image quality, lower dose, a larger field of view and the trade-in value of the current unit."
      );
    case "competitive-displacement":
      return s.nothingToSell
        ? `Relationship only: ${scannerPhrase(s)} is recent. Stay in touch with service and software support and ` +
            `revisit in ${revisitYear(s, c.now)}, or sooner for a second location.`
        : `Discovery: they own ${scannerPhrase(s)} of unknown age. Confirm the model and install year on the first ` +
            "call; if it is 8 or more years old, move to a replacement-upgrade pitch.";
    case "growth-partnership":
      return (
        `Growth partnership: the practice shows ${joinWords(growthSignals(i))}. Position CBCT as shared imaging ` +
        `infrastructure for ${servicesText(c)} across its chairs and locations, with financing that scales.`
      );
    case "clinical-roi":
      return (
        `Clinical ROI: ${i.practiceName} offers ${servicesText(c)} but shows no in-house CBCT. ` +
        (isSurgical(i)
          ? "Show how 3D planning makes implant and surgical cases safer and keeps referred-out scans in-house."
          : "Show how 3D imaging improves diagnosis and case acceptance for these procedures.")
      );
    default:
      return s.owned === "likely"
        ? `Education and discovery: the site suggests ${scannerPhrase(s)}, but ownership is unconfirmed. Ask whether ` +
            "they scan in-house or refer out, then qualify."
        : `Education: introduce what in-house 3D imaging adds to ${servicesText(c)}, with cases from similar practices.`;
  }
}

function competitorAnalysis(c: StrategyContext): string {
  const { input: i, scanner: s } = c;
  const tech =
    i.detectedTechnology.length > 0 ? ` Technology named on the site: ${i.detectedTechnology.join(", ")}.` : "";
  if (s.owned === "none") {
    return (
      "No in-house CBCT found: 3D scans are probably referred to an imaging center or a specialist, which keeps " +
      `that revenue and part of the treatment outside the practice.${tech}`
    );
  }
  const who = s.name ? `Installed base: ${scannerPhrase(s)}.` : "Owns a CBCT of unknown make and model.";
  const position =
    s.priority === "high" || s.priority === "medium"
      ? " Likely out of warranty; expect the incumbent to offer its own upgrade, so compete on trade-in and image quality."
      : " The incumbent manufacturer holds this account for now.";
  return `${who}${position}${tech}`;
}

const TIMELINES: Record<StrategyContext["sales"]["timeframe"], string> = {
  immediate: "Call this week, demo within 2 weeks, proposal within 30 days; decision expected in 3-6 months.",
  "short-term": "First contact within 2 weeks, demo within 60 days; decision expected in 6-12 months.",
  "medium-term": "Introduce within a month and nurture quarterly with case studies; revisit in 12-18 months.",
  "long-term": "Add to the nurture list, check in twice a year and re-score after the next scrape.",
};

function recommendedTimeline(c: StrategyContext): string {
  if (c.input.disqualified) return "No timeline: the practice is disqualified.";
  if (c.scanner.nothingToSell) return `Revisit in ${revisitYear(c.scanner, c.now)} as the scanner ages.`;
  return TIMELINES[c.sales.timeframe];
}

function proposedSolution(c: StrategyContext): string {
  const { input: i, scanner: s } = c;
  if (i.disqualified) return "No proposal: the practice is disqualified.";
  if (s.nothingToSell) return "No proposal now; offer service, software training and a trade-in valuation later.";
  const budget = c.sales.expectedBudgetRange;
  let unit: string;
  if (budget === "$150,000 - $250,000") {
    unit = `large field-of-view CBCT with a cephalometric arm and guided-surgery software${i.hasMultipleLocations ? ", networked across locations" : ""}`;
  } else if (budget === "$100,000 - $150,000") {
    unit =
      isOrthodontic(i) && !isSurgical(i)
        ? "medium field-of-view CBCT with a cephalometric arm and airway analysis"
        : "medium field-of-view CBCT with implant-planning and guided-surgery software";
  } else {
    unit = i.hasEndo
      ? "small field-of-view, high-resolution 2D/3D combination unit for endodontics"
      : "entry-level 2D/3D combination unit: panoramic every day, 3D when a case needs it";
  }
  const article = /^[aeiou]/i.test(unit) ? "an" : "a";
  const lead = s.priority === "high" || s.priority === "medium" ? `Trade in ${scannerPhrase(s)} for` : "Propose";
  return `${lead} ${article} ${unit} (${budget}).`;
}

function aiSummary(c: StrategyContext): string {
  const { input: i, scanner: s } = c;
  const place = [i.city, i.state].filter(Boolean).join(", ");
  const head = `${i.practiceName}${place ? ` (${place})` : ""}: ${c.lead.leadQualityCategory}, lead score ${c.leadScore}/150 (practice ${c.practiceScore}/100, AI ${c.aiScore}/50).`;
  const scanner =
    s.owned === "none"
      ? "No in-house CBCT found."
      : s.owned === "likely"
        ? `Probably owns ${scannerPhrase(s)} (unconfirmed).`
        : `Owns ${scannerPhrase(s)}.`;
  const services = hasAdvancedProcedures(i) ? `Offers ${servicesText(c)}.` : "No advanced procedures found.";
  return `${head} ${scanner} ${services}`;
}

function aiRemarks(c: StrategyContext): string {
  const { sales, scanner: s } = c;
  const parts = [
    `Sales likelihood ${sales.score}/50 (${sales.confidence}% confidence), ${sales.timeframe}, ${sales.approach} approach.`,
    s.priority !== "none" ? `Replacement priority: ${s.priority}.` : "",
    sales.expectedBudgetRange !== "Not applicable" ? `Budget ${sales.expectedBudgetRange}.` : "",
    sales.riskFactors[0] ? `Main risk: ${sales.riskFactors[0]}.` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

export function salesStrategy(c: StrategyContext): SalesStrategy {
  return {
    salesApproach: capitalize(approachText(c)),
    keyTalkingPoints: keyTalkingPoints(c),
    competitorAnalysis: competitorAnalysis(c),
    urgencyFactors: urgencyFactors(c),
    recommendedTimeline: recommendedTimeline(c),
    proposedSolution: proposedSolution(c),
    objectionHandling: objectionHandling(c),
    salesNextSteps: salesNextSteps(c),
    aiSummary: aiSummary(c),
    aiRemarks: aiRemarks(c),
  };
}
