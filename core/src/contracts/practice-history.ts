import { z } from "zod";
import { CBCT_STATUSES } from "../vocabulary/lead.ts";

/** One CBCT reading of a lead, as a scrape (first or refresh) found it. Newest first in the answer. */
export const detectionHistoryItemSchema = z.object({
  id: z.number().int(),
  detectionType: z.enum(CBCT_STATUSES),
  /** 0-100. */
  confidence: z.number(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  estimatedInstallYear: z.number().int().nullable(),
  detectionMethod: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * One activity entry about the lead: scrape_completed, lead_updated, score_recalculated, and lead_changed, which a
 * refresh records when something a rep cares about changed (`kind`: scanner_appeared, scanner_changed,
 * service_added, phone_changed; `message` is ready to show).
 */
export const activityHistoryItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  kind: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});

/** GET /api/practices/:id/history: the lead's detections and activity, newest first, at most 100 of each. */
export const practiceHistoryResponseSchema = z.object({
  detections: z.array(detectionHistoryItemSchema),
  activity: z.array(activityHistoryItemSchema),
});
export type PracticeHistory = z.infer<typeof practiceHistoryResponseSchema>;
