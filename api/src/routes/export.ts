import { practiceExportQuerySchema } from "@cbct/shared/contracts/practices";
import { listPractices } from "@cbct/shared/db/queries/practices";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { practicesCsv } from "../export/practices-csv.ts";
import { validate } from "../http/validate.ts";

const MAX_EXPORT_ROWS = 50_000;

export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/practices", async (c) => {
    const query = validate(practiceExportQuerySchema, c.req.query());
    const rows = await listPractices(deps.db, {
      ids: query.practiceIds,
      cbctStatus: query.cbctStatus,
      leadType: query.leadType,
      limit: MAX_EXPORT_ROWS,
      offset: 0,
    });
    const day = deps.clock().toISOString().slice(0, 10);
    return c.body(practicesCsv(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="dental-leads-${day}.csv"`,
      "cache-control": "no-store",
    });
  });
}
