import { z } from "zod";
import { CBCT_STATUSES, LEAD_TYPES } from "../vocabulary/lead.ts";

/**
 * The leads workspace's wire shapes (server paging and sorting, smart search, dashboard metrics, activity, recycle
 * bin, concurrent edits). The API validates and answers with these; the web parses what it receives with them.
 */

/** GET /api/practices answers a page; the number of matching leads travels in this header (spec 3 has no field). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** Columns a rep can sort the Qualified Leads table by. "location" sorts by state, then city. */
/** The table's sortable columns, plus "added": the order leads were added in (newest first by default). */
export const PRACTICE_SORT_COLUMNS = [
  "leadScore",
  "practiceName",
  "cbctStatus",
  "location",
  "lastUpdated",
  "added",
] as const;
export type PracticeSortColumn = (typeof PRACTICE_SORT_COLUMNS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Default: best leads first, newest first among equals. */
export const DEFAULT_SORT: { sort: PracticeSortColumn; order: SortOrder } = { sort: "leadScore", order: "desc" };

/** Service keys smart search can ask for; each maps to one service flag of the lead. */
export const SEARCHABLE_SERVICES = [
  "implants",
  "oralSurgery",
  "ortho",
  "invisalign",
  "endo",
  "sedation",
  "sleep",
  "intraoralScanner",
] as const;
export type SearchableService = (typeof SEARCHABLE_SERVICES)[number];

/** What a smart-search sentence was understood as. Every field is optional: absent means "no condition". */
export const smartSearchFiltersSchema = z.object({
  text: z.string().optional(),
  city: z.string().optional(),
  state: z.string().length(2).optional(),
  cbctStatus: z.array(z.enum(CBCT_STATUSES)).optional(),
  leadType: z.array(z.enum(LEAD_TYPES)).optional(),
  services: z.array(z.enum(SEARCHABLE_SERVICES)).optional(),
  minLeadScore: z.number().int().min(0).max(150).optional(),
  maxLeadScore: z.number().int().min(0).max(150).optional(),
  scannerMake: z.string().optional(),
  minScannerAge: z.number().int().min(0).max(60).optional(),
  maxScannerAge: z.number().int().min(0).max(60).optional(),
  replacementPriority: z.enum(["high", "medium", "low"]).optional(),
});
export type SmartSearchFilters = z.infer<typeof smartSearchFiltersSchema>;

/** spec 3 searchInfo{explanation, confidence 0-1}, plus what the screen needs to be honest about the parse. */
export const searchInfoSchema = z.object({
  explanation: z.string(),
  confidence: z.number().min(0).max(1),
  resultCount: z.number().int().min(0),
  filters: smartSearchFiltersSchema,
  /** Words or phrases of the question that were not understood (said, never silently dropped). */
  notUnderstood: z.array(z.string()),
  method: z.enum(["rules", "ai"]),
  /** Why the rules read the question although AI is configured, e.g. "AI budget reached: rules only". */
  aiNotice: z.string().optional(),
});
export type SearchInfo = z.infer<typeof searchInfoSchema>;

/** GET /api/dashboard/metrics: what a sales manager reads at a glance. Counts exclude leads in the recycle bin. */
export const dashboardMetricsSchema = z.object({
  totalLeads: z.number().int(),
  avgLeadScore: z.number(),
  byCbctStatus: z.record(z.enum(CBCT_STATUSES), z.number().int()),
  byLeadType: z.record(z.enum(LEAD_TYPES), z.number().int()),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
  /** Lead score in buckets of 25 (0-24, 25-49, ..., 150). */
  leadScoreHistogram: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  /** Owned scanners by age: the replacement market. Buckets "0-2", "3-5", "6-9", "10+", "unknown". */
  scannerAge: z.array(z.object({ bucket: z.string(), count: z.number().int() })),
  byManufacturer: z.array(z.object({ manufacturer: z.string(), count: z.number().int() })),
  /** Top states by lead count. */
  byState: z.array(z.object({ state: z.string(), count: z.number().int() })),
  jobs: z.object({
    pending: z.number().int(),
    running: z.number().int(),
    completedLast24h: z.number().int(),
    failedLast24h: z.number().int(),
  }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

/** GET /api/activity?limit=: the newest entries of activity_log, newest first. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  practiceId: z.number().int().nullable(),
  metadata: z.unknown().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * Concurrent edits: GET /api/practices/:id answers with an ETag `"v<version>"` and the lead's `version`; the web
 * sends PATCH with `If-Match: "v<version>"`. A lead changed since answers 412 with this text, and nothing is written.
 */
export const LEAD_CHANGED_MESSAGE =
  "This lead was changed by someone else since you opened it. Close it and open it again to see their changes.";

/** DELETE /api/practices/clear: the leads go to the recycle bin (restorable by an admin for 30 days). */
export const clearPracticesResponseSchema = z.object({
  deleted: z.number().int(),
  /** The recycle-bin batch an admin restores. */
  batchId: z.string(),
});
export type ClearPracticesResult = z.infer<typeof clearPracticesResponseSchema>;

export const RECYCLE_BIN_DAYS = 30;

/** GET /api/admin/recycle-bin (admins): cleared batches still restorable. POST .../:batchId/restore restores one. */
export const recycleBinBatchSchema = z.object({
  batchId: z.string(),
  count: z.number().int(),
  clearedAt: z.string(),
  clearedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type RecycleBinBatch = z.infer<typeof recycleBinBatchSchema>;

/** A sort the table asked for without an order reads naturally: names and places A-Z, numbers and dates high first. */
export function defaultSortOrder(sort: PracticeSortColumn): SortOrder {
  return sort === "practiceName" || sort === "location" ? "asc" : "desc";
}

const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** The table's sort and extra filter parameters on GET /api/practices and GET /api/export/practices. */
export const practiceSortQuerySchema = z.object({
  sort: z.preprocess(
    blankToUndefined,
    z.enum(PRACTICE_SORT_COLUMNS, { message: `sort must be one of ${PRACTICE_SORT_COLUMNS.join(", ")}` }).optional(),
  ),
  order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { message: "order must be asc or desc" }).optional()),
  state: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "state must be a two-letter state code")
      .transform((s) => s.toUpperCase())
      .optional(),
  ),
});

/** The most rows one table page asks for; larger limits remain for callers of spec 7 that load everything. */
export const MAX_TABLE_PAGE_SIZE = 100;

/** GET /api/activity?limit= (1-100, default 20). */
export const activityQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ message: "limit must be a whole number between 1 and 100" })
      .int("limit must be a whole number between 1 and 100")
      .min(1, "limit must be a whole number between 1 and 100")
      .max(100, "limit must be a whole number between 1 and 100")
      .default(20),
  ),
});

/** Google Maps directions URLs take an origin, a destination and up to 8 waypoints everywhere (fewer on mobile). */
export const MAX_ROUTE_STOPS = 10;

/** POST /api/practices/route-plan: a driving route through the selected leads. */
export const routePlanRequestSchema = z.object({
  practiceIds: z
    .array(z.number().int().positive(), { message: "practiceIds must be a list of practice ids" })
    .min(1, "Select at least one lead to plan a route")
    .max(500, "Select at most 500 leads to plan a route"),
});
export type RoutePlanRequest = z.infer<typeof routePlanRequestSchema>;

export const routePlanResponseSchema = z.object({
  /** The multi-stop directions URL (opens Google Maps; no key). Null when no lead could be routed. */
  url: z.string().nullable(),
  /** The leads on the route, in driving order. */
  stops: z.array(z.object({ id: z.number().int(), practiceName: z.string(), address: z.string() })),
  /** Leads left out, with why (no address, not found, over the stop limit). */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type RoutePlan = z.infer<typeof routePlanResponseSchema>;
