import { z } from "zod";
import type { CbctStatus, LeadType } from "../vocabulary/lead.ts";

/** GET /api/glide/status (spec 3), polled every 30 s. */
export const glideStatusResponseSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  leadsInGlide: z.number().int(),
  message: z.string(),
  error: z.string().nullable(),
});
export type GlideStatusResponse = z.infer<typeof glideStatusResponseSchema>;

const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

const CBCT_STATUSES = ["confirmed", "likely", "uncertain", "not_detected"] as const satisfies readonly CbctStatus[];
const LEAD_TYPES = ["premium", "hot", "cold"] as const satisfies readonly LeadType[];

export const GLIDE_FORMATS = ["glide", "csv"] as const;

/** GET /api/glide/export (spec 7): lead type filters premium, hot, cold (spec 9). */
export const glideExportQuerySchema = z.object({
  format: z.preprocess(
    (v) => (v === undefined || v === "" ? "glide" : v),
    z.enum(GLIDE_FORMATS, { message: "format must be glide or csv" }),
  ),
  cbctStatus: z.preprocess(
    blankToUndefined,
    z.enum(CBCT_STATUSES, { message: `cbctStatus must be one of ${CBCT_STATUSES.join(", ")}` }).optional(),
  ),
  leadType: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_TYPES, { message: `leadType must be one of ${LEAD_TYPES.join(", ")}` }).optional(),
  ),
});
export type GlideExportQuery = z.infer<typeof glideExportQuerySchema>;

/** POST /api/glide/sync (spec 7): every lead, as a queued job. */
export const glideSyncSchema = z.object({
  syncAll: z.literal(true, { message: "syncAll must be true" }),
});

export const glideSyncStartResponseSchema = z.object({ jobId: z.string(), message: z.string() });
export type GlideSyncStartResponse = z.infer<typeof glideSyncStartResponseSchema>;

/** GET /api/glide/sync/:jobId: the sync's row (glide_syncs): its progress and, once done, what Glide took. */
export const glideSyncJobResponseSchema = z.object({
  jobId: z.string(),
  state: z.enum(["waiting", "active", "completed", "failed"]),
  message: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows asked of Glide (unchanged rows are not sent) and, of those, the ones Glide did not take. */
  sent: z.number().int(),
  failed: z.number().int(),
});
export type GlideSyncJobResponse = z.infer<typeof glideSyncJobResponseSchema>;
