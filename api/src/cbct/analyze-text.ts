import type { AnalyzeCbctResponse } from "@cbct/shared/contracts/cbct";
import { detectCbct } from "@cbct/shared/domain/cbct/index";
import { extractPractice } from "@cbct/shared/domain/extraction/index";
import { type ScoringSource, scorePractice, toScoringInput } from "@cbct/shared/domain/scoring/index";
import type { PageContent, SiteContent } from "@cbct/shared/domain/site-content";
import type { CbctDetectionResult, ExtractedPractice } from "@cbct/shared/domain/types";
import type { AppDeps } from "../deps.ts";

export const DEFAULT_PRACTICE_NAME = "Test Practice";

/** Pasted text as the one page of a site with no URL, so the extractors see it like scraped content. */
function pastedSite(practiceName: string, text: string): SiteContent {
  const page: PageContent = {
    url: "",
    title: practiceName,
    metaDescription: "",
    headings: [],
    text,
    altTexts: [],
    imageSrcs: [],
    links: [],
    scriptSrcs: [],
    generator: null,
    jsonLd: [],
    renderedWithBrowser: false,
  };
  return { startUrl: "", finalUrl: "", pages: [page] };
}

/** The scoring's view of a practice known only from its text: what extraction found plus what detection found. */
function scoringSource(
  practiceName: string,
  extracted: ExtractedPractice,
  detection: CbctDetectionResult,
  now: Date,
): ScoringSource {
  return {
    ...extracted.serviceFlags,
    ...extracted.technologyFlags,
    ...extracted.businessFlags,
    practiceName,
    city: extracted.city,
    state: extracted.state,
    services: extracted.services,
    detectedTechnology: extracted.detectedTechnology,
    websiteModernityScore: extracted.websiteModernityScore,
    doctorGraduationYear: extracted.doctorGraduationYear,
    estimatedYearsInBusiness:
      extracted.establishedYear !== null ? Math.max(0, now.getUTCFullYear() - extracted.establishedYear) : null,
    disqualified: false,
    cbctStatus: detection.status,
    cbctConfidence: detection.confidence,
    cbctManufacturer: detection.manufacturer,
    cbctModel: detection.model,
    cbctInstallYear: detection.estimatedInstallYear,
    cbctAge: detection.scannerAge,
  };
}

/**
 * The CBCT tester (spec 2): rule-based detection on the pasted text, extraction for services and flags, and the
 * same scoring a scraped lead gets. An AI second opinion, when configured, may revise the detection; if it fails
 * the rule-based result stands.
 */
export async function analyzeText(
  deps: Pick<AppDeps, "clock" | "log" | "secondOpinion">,
  input: { practiceName: string; websiteContent: string; pageUrl?: string | undefined },
): Promise<AnalyzeCbctResponse> {
  const now = deps.clock();
  const practiceName = input.practiceName.trim() || DEFAULT_PRACTICE_NAME;
  const text = input.websiteContent;
  // The name the user typed (not the "Test Practice" placeholder) lets "North Sound Oral Surgery has a CT scanner"
  // read as the practice speaking; the page address, when given, tells a services page from a blog post.
  const pageUrl = input.pageUrl?.trim() || null;
  let detection = detectCbct([{ url: pageUrl, text }], { now, practiceName: input.practiceName.trim() || null });
  if (deps.secondOpinion) {
    try {
      detection = await deps.secondOpinion({ practiceName, text, detection });
    } catch (err) {
      deps.log.warn("CBCT second opinion failed; keeping the rule-based result", { error: err });
    }
  }
  const extracted = extractPractice(pastedSite(practiceName, text), { now });
  const scoring = scorePractice(toScoringInput(scoringSource(practiceName, extracted, detection, now)), { now });
  return {
    summary: {
      cbctStatus: detection.status,
      confidence: detection.confidence,
      leadType: scoring.leadType,
      leadScore: scoring.leadScore,
    },
    input: {
      practiceName,
      extractedServices: extracted.services,
      extractedEquipment: detection.equipment,
    },
    cbctAnalysis: {
      evidence: detection.evidence,
      reasoning: detection.reasoning,
      manufacturer: detection.manufacturer,
      model: detection.model,
      estimatedInstallYear: detection.estimatedInstallYear,
      scannerAge: detection.scannerAge,
      detectionMethod: detection.method,
    },
  };
}
