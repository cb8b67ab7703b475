import type { AnalyzeCbctResponse } from "@cbct/core/contracts/cbct";
import { type BuiltLead, buildLead, pastedSite } from "@cbct/core/domain/lead/index";
import type { AppDeps } from "../deps.ts";
import type { AnalyzeTask } from "./analyze-task.ts";

export const DEFAULT_PRACTICE_NAME = "Test Practice";

/** The tester's answer: what a scrape of this text would store, in the spec's three groups. */
function toResponse(lead: BuiltLead, practiceName: string): AnalyzeCbctResponse {
  const { practice } = lead;
  const d = lead.reading.detection;
  return {
    summary: {
      cbctStatus: d.status,
      confidence: d.confidence,
      leadType: practice.leadType ?? "cold",
      leadScore: practice.leadScore ?? 0,
    },
    input: {
      practiceName,
      extractedServices: practice.services ?? [],
      extractedEquipment: d.equipment,
      estimatedYearsInBusiness: practice.estimatedYearsInBusiness ?? null,
    },
    cbctAnalysis: {
      evidence: d.evidence,
      reasoning: d.reasoning,
      manufacturer: d.manufacturer,
      model: d.model,
      estimatedInstallYear: d.estimatedInstallYear,
      scannerAge: d.scannerAge,
      detectionMethod: d.method,
    },
  };
}

/**
 * The CBCT tester (spec 2): the pasted text goes through the scrape's own lead builder in an analysis thread (it can
 * cost seconds of CPU), so the answer is what a scrape would store. An AI second opinion, when configured, may revise
 * the detection and the lead is then rebuilt from the same extraction; if the AI fails the rule-based result stands.
 */
export async function analyzeText(
  deps: Pick<AppDeps, "clock" | "log" | "secondOpinion" | "analysisPool">,
  input: { practiceName: string; websiteContent: string; pageUrl?: string | undefined },
  userId: number | null = null,
): Promise<AnalyzeCbctResponse> {
  const now = deps.clock();
  const practiceName = input.practiceName.trim() || DEFAULT_PRACTICE_NAME;
  const text = input.websiteContent;
  // The name the user typed (not the "Test Practice" placeholder) lets "North Sound Oral Surgery has a CT scanner"
  // read as the practice speaking; the page address, when given, tells a services page from a blog post.
  const pageUrl = input.pageUrl?.trim() ?? "";
  const typedName = input.practiceName.trim();
  let lead = await deps.analysisPool.run<BuiltLead>({
    practiceName,
    typedName,
    text,
    pageUrl,
    now,
  } satisfies AnalyzeTask);
  let aiNotice: string | null = null;
  if (deps.secondOpinion) {
    try {
      const opinion = await deps.secondOpinion({ practiceName, text, detection: lead.reading.detection, userId });
      const detection = opinion.detection;
      aiNotice = opinion.aiNotice;
      // Only scoring runs again here (milliseconds); extraction and detection are not repeated.
      lead = buildLead({
        site: pastedSite(practiceName, text, pageUrl),
        websiteDomain: "",
        practiceName,
        now,
        reading: { ...lead.reading, detection },
      });
    } catch (err) {
      deps.log.warn("CBCT second opinion failed; keeping the rule-based result", { error: err });
    }
  }
  const response = toResponse(lead, practiceName);
  return aiNotice ? { ...response, aiNotice } : response;
}
