import { z } from "zod";
import type { CbctStatus, DetectionEvidence } from "../domain/types.ts";

export const analyzeCbctSchema = z.object({
  practiceName: z.string().max(300).optional().default(""),
  websiteContent: z
    .string({ message: "websiteContent is required" })
    .trim()
    .min(1, "Please enter website content to analyze")
    .max(500_000, "Website content is too long (500,000 characters at most)"),
  /**
   * Optional: the address the text was copied from. Its path tells a practice's services or technology page from a
   * blog or FAQ post, which the detector weighs (an API addition; the tester form does not send it).
   */
  pageUrl: z
    .string()
    .trim()
    .max(2000, "pageUrl is too long")
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), "pageUrl must be an http(s) address")
    .optional(),
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
