import { z } from "zod";
import type { CbctStatus, LeadType } from "../db/schema/practices.ts";
import { practiceSortQuerySchema } from "./leads-workspace.ts";

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

export type { ClearPracticesResult as ClearPracticesResponse } from "./leads-workspace.ts";

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
      if (parts.length > 5000 || parts.some((p) => !/^\d{1,9}$/.test(p))) {
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
