import { practiceExportQuerySchema } from "@cbct/shared/contracts/practices";
import { cursorPractices } from "@cbct/shared/db/queries/practice-list";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { practicesCsvStream } from "../export/practices-csv.ts";
import { validate } from "../http/validate.ts";
import { resolveListRequest } from "../practices/practice-list-request.ts";

export function exportRoutes(deps: AppDeps) {
  // The selected leads (practiceIds), or every lead matching the table's filters and smart search, in the table's
  // order; streamed from a database cursor, so 200,000 leads never sit in memory.
  return new Hono<AppEnv>().get("/practices", async (c) => {
    const query = validate(practiceExportQuerySchema, c.req.query());
    const { filters, sort } = await resolveListRequest(deps, query);
    if (query.practiceIds) filters.ids = filters.ids ? [] : query.practiceIds;
    const day = deps.clock().toISOString().slice(0, 10);
    return c.body(practicesCsvStream(cursorPractices(deps.db, filters, sort)), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="dental-leads-${day}.csv"`,
      "cache-control": "no-store",
    });
  });
}
