import { z } from "zod";
import { CBCT_STATUSES } from "../vocabulary/lead.ts";
import type { DetectionEvidence } from "../domain/types.ts";

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

const detectionEvidenceSchema = z.object({
  snippet: z.string(),
  pageUrl: z.string().nullable(),
  source: z.enum(["text", "alt", "link", "url", "title", "meta", "heading", "list", "table", "menu"]),
  signal: z.string(),
  weight: z.number(),
}) satisfies z.ZodType<DetectionEvidence>;

/** POST /api/cbct/analyze (spec 3): what a scrape of the pasted text would store. */
export const analyzeCbctResponseSchema = z.object({
  summary: z.object({
    cbctStatus: z.enum(CBCT_STATUSES),
    confidence: z.number(),
    leadType: z.string(),
    leadScore: z.number(),
  }),
  input: z.object({
    practiceName: z.string(),
    extractedServices: z.array(z.string()),
    extractedEquipment: z.array(z.string()),
    /** As a scrape stores it: from a founding year in the text, else the spec's default of 5. */
    estimatedYearsInBusiness: z.number().nullable(),
  }),
  cbctAnalysis: z.object({
    evidence: z.array(detectionEvidenceSchema),
    reasoning: z.string(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    estimatedInstallYear: z.number().nullable(),
    scannerAge: z.number().nullable(),
    detectionMethod: z.string(),
  }),
  /** Set when the AI second opinion was not asked because an AI limit was reached ("AI budget reached: rules only"). */
  aiNotice: z.string().optional(),
});
export type AnalyzeCbctResponse = z.infer<typeof analyzeCbctResponseSchema>;
