import { z } from "zod";
import type { CbctStatus, DetectionEvidence } from "../domain/types.ts";

export const analyzeCbctSchema = z.object({
  practiceName: z.string().max(300).optional().default(""),
  websiteContent: z
    .string({ message: "websiteContent is required" })
    .trim()
    .min(1, "Please enter website content to analyze")
    .max(500_000, "Website content is too long (500,000 characters at most)"),
});

export type AnalyzeCbctResponse = {
  summary: { cbctStatus: CbctStatus; confidence: number; leadType: string; leadScore: number };
  input: { practiceName: string; extractedServices: string[]; extractedEquipment: string[] };
  cbctAnalysis: {
    evidence: DetectionEvidence[];
    reasoning: string;
    manufacturer: string | null;
    model: string | null;
    estimatedInstallYear: number | null;
    scannerAge: number | null;
    detectionMethod: string;
  };
};
