import { z } from "zod";

/** Spec 9: the spreadsheet page's filter values and formats. */
export const SHEETS_CBCT_FILTERS = ["Confirmed", "Likely", "Unlikely"] as const;
export type SheetsCbctFilter = (typeof SHEETS_CBCT_FILTERS)[number];
export const SHEETS_LEAD_TYPE_FILTERS = ["high-priority", "qualified", "cbct-replacement"] as const;
export type SheetsLeadTypeFilter = (typeof SHEETS_LEAD_TYPE_FILTERS)[number];
export const SHEETS_FORMATS = ["organized", "single-csv"] as const;
export type SheetsFormat = (typeof SHEETS_FORMATS)[number];

const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** GET /api/sheets/export (spec 7). */
export const sheetsExportQuerySchema = z.object({
  cbctStatus: z.preprocess(
    blankToUndefined,
    z.enum(SHEETS_CBCT_FILTERS, { message: `cbctStatus must be one of ${SHEETS_CBCT_FILTERS.join(", ")}` }).optional(),
  ),
  leadType: z.preprocess(
    blankToUndefined,
    z
      .enum(SHEETS_LEAD_TYPE_FILTERS, { message: `leadType must be one of ${SHEETS_LEAD_TYPE_FILTERS.join(", ")}` })
      .optional(),
  ),
  format: z.preprocess(
    (v) => (v === undefined || v === "" ? "organized" : v),
    z.enum(SHEETS_FORMATS, { message: `format must be one of ${SHEETS_FORMATS.join(", ")}` }),
  ),
});
export type SheetsExportQuery = z.infer<typeof sheetsExportQuerySchema>;

/** The organized answer (spec 3): the five sheets as CSV text, and how to use them. */
export const sheetsExportResponseSchema = z.object({
  sheetCount: z.number().int(),
  leadCount: z.number().int(),
  csvFiles: z.record(z.string(), z.string()),
  template: z.object({ instructions: z.array(z.string()) }),
});
export type SheetsExportResponse = z.infer<typeof sheetsExportResponseSchema>;
