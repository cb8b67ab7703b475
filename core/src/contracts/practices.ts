import { z } from "zod";
import { type CbctStatus, type LeadType } from "../vocabulary/lead.ts";
import { clearPracticesResponseSchema, practiceSortQuerySchema, searchInfoSchema } from "./leads-workspace.ts";
import { type PracticeRow, practiceRowSchema, type Wire } from "./wire-row.ts";

const CBCT_STATUS_VALUES = [
  "confirmed",
  "likely",
  "uncertain",
  "not_detected",
] as const satisfies readonly CbctStatus[];
const LEAD_TYPE_VALUES = ["premium", "hot", "cold"] as const satisfies readonly LeadType[];

/** Filter controls send "" or "all" for "no filter"; both mean the parameter is absent. */
const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

const intInRange = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ message: `${name} must be a whole number between ${min} and ${max}` })
      .int(`${name} must be a whole number between ${min} and ${max}`)
      .min(min, `${name} must be a whole number between ${min} and ${max}`)
      .max(max, `${name} must be a whole number between ${min} and ${max}`)
      .default(fallback),
  );

/** GET /api/practices query (spec 7), plus the table's sort and state filter (leads-workspace.ts). */
export const practiceListQuerySchema = practiceSortQuerySchema.extend({
  search: z.string().max(200, "search is too long").optional(),
  /** A sentence read into filters (searchInfo says how it was understood). */
  smartSearch: z.string().max(500, "smartSearch is too long").optional(),
  cbctStatus: z.preprocess(
    blankToUndefined,
    z.enum(CBCT_STATUS_VALUES, { message: `cbctStatus must be one of ${CBCT_STATUS_VALUES.join(", ")}` }).optional(),
  ),
  leadType: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_TYPE_VALUES, { message: `leadType must be one of ${LEAD_TYPE_VALUES.join(", ")}` }).optional(),
  ),
  city: z.string().max(200, "city is too long").optional(),
  limit: intInRange("limit", 1, 5000, 1000),
  offset: intInRange("offset", 0, 10_000_000, 0),
});
export type PracticeListQuery = z.infer<typeof practiceListQuerySchema>;

/** Internal columns no route answers with: the search text, the recycle-bin bookkeeping, the de-duplication key. */
const INTERNAL = { searchText: true, deletedAt: true, deletedBatch: true, deletedBy: true, identityKey: true } as const;
/** One lead as every practices route answers it (the row, timestamps as ISO strings). */
export const practiceSchema = practiceRowSchema.omit(INTERNAL);
/** A lead in a list: the bulky rawData stays out (GET /api/practices/:id has it). */
export const practiceListItemSchema = practiceSchema.extend({ rawData: z.unknown().optional() });
/** A lead as the web holds it: from a list (no rawData) or GET /api/practices/:id (with it). */
export type PracticeView = Wire<Omit<PracticeRow, keyof typeof INTERNAL | "rawData">> & { rawData?: unknown };

/** Spec 7: GET /api/practices answers a list, or the smart-search envelope. */
export const practicesResponseSchema = z.union([
  z.array(practiceListItemSchema),
  z.object({
    isSmartSearch: z.boolean(),
    practices: z.array(practiceListItemSchema),
    searchInfo: searchInfoSchema.optional(),
  }),
]);
export type PracticesResponse = z.infer<typeof practicesResponseSchema>;

export const clearPracticesResponse = clearPracticesResponseSchema;
export type ClearPracticesResponse = z.infer<typeof clearPracticesResponse>;

/** At most this many selected leads in one export (a selection, not a territory: "Export All" takes filters). */
export const MAX_SELECTED_EXPORT = 5000;

/** GET /api/export/practices (spec 7): the selected practices, or those matching the table's filters, as CSV. */
export const practiceExportQuerySchema = practiceSortQuerySchema.extend({
  search: z.string().max(200, "search is too long").optional(),
  smartSearch: z.string().max(500, "smartSearch is too long").optional(),
  city: z.string().max(200, "city is too long").optional(),
  format: z.preprocess(
    (v) => (v === undefined || v === "" ? "csv" : v),
    z.literal("csv", { message: "format must be csv" }),
  ),
  practiceIds: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return undefined;
      const parts = v.split(",").map((p) => p.trim());
      if (parts.length > MAX_SELECTED_EXPORT || parts.some((p) => !/^\d{1,9}$/.test(p))) {
        ctx.addIssue({ code: "custom", message: "practiceIds must be a comma-separated list of practice ids" });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
  cbctStatus: z.preprocess(
    blankToUndefined,
    z.enum(CBCT_STATUS_VALUES, { message: `cbctStatus must be one of ${CBCT_STATUS_VALUES.join(", ")}` }).optional(),
  ),
  leadType: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_TYPE_VALUES, { message: `leadType must be one of ${LEAD_TYPE_VALUES.join(", ")}` }).optional(),
  ),
});

const IDS_MESSAGE = "practiceIds must be a list of practice ids";

/**
 * POST /api/export/practices: the same export with the selection in a JSON body. A selection of thousands of ids
 * does not fit in a URL (Node refuses request heads over 16 KB), so the web posts selections and links to the GET
 * for filtered and full exports.
 */
export const practiceExportBodySchema = practiceExportQuerySchema.omit({ practiceIds: true }).extend({
  practiceIds: z
    .array(
      z
        .number({ message: IDS_MESSAGE })
        .int({ message: IDS_MESSAGE })
        .positive({ message: IDS_MESSAGE })
        .max(999_999_999, { message: IDS_MESSAGE }),
      { message: IDS_MESSAGE },
    )
    .min(1, "practiceIds must name at least one practice")
    .max(MAX_SELECTED_EXPORT, `practiceIds can name at most ${MAX_SELECTED_EXPORT} practices`)
    .optional(),
});
