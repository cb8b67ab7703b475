import { type SheetsExportResponse, sheetsExportQuerySchema } from "@cbct/core/contracts/sheets";
import {
  EXPORT_LEADS_ORDER,
  exportLeadsWhere,
  listExportLeads,
  MAX_EXPORT_LEADS,
  sheetsFilterCondition,
} from "@cbct/shared/db/queries/export-leads";
import { buildOrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { practicesCsvStream } from "../export/practices-csv.ts";
import { validate } from "../http/validate.ts";

const INSTRUCTIONS = [
  "Download each CSV file, or use Download All.",
  "In Google Sheets choose File > Import > Upload and select a file; pick 'Insert new sheet(s)' to keep them together.",
  "All Leads has every lead by lead score; CBCT Confirmed lists practices that own a scanner; High Priority the premium and hot leads to call first.",
  "By State groups leads by state for territory planning; Summary has the counts and the average lead score.",
  "Or connect Google Drive on the Drive Upload tab to upload them as Google Sheets in one step.",
];

/** GET /api/sheets/export: the organised sheets as JSON, or one CSV file of the matching leads. */
export function sheetsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/export", async (c) => {
    const query = validate(sheetsExportQuerySchema, c.req.query());
    const now = deps.clock();
    if (query.format === "single-csv") {
      const csv = await practicesCsvStream(deps.db, {
        where: exportLeadsWhere(sheetsFilterCondition(query)),
        orderBy: EXPORT_LEADS_ORDER,
        limit: MAX_EXPORT_LEADS,
      });
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="dental-leads-${now.toISOString().slice(0, 10)}.csv"`,
        "cache-control": "no-store",
      });
    }
    const leads = await listExportLeads(deps.db, sheetsFilterCondition(query));
    const body: SheetsExportResponse = {
      ...buildOrganizedSheets(leads, now),
      template: { instructions: INSTRUCTIONS },
    };
    return c.json(body, 200, { "cache-control": "no-store" });
  });
}
