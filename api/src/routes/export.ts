import { practiceExportBodySchema, practiceExportQuerySchema } from "@cbct/core/contracts/practices";
import { practiceListWhere, practiceOrderBy } from "@cbct/shared/db/queries/practice-list";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { practicesCsvStream } from "../export/practices-csv.ts";
import { readBody, validate } from "../http/validate.ts";
import { type PracticeListParams, resolveListRequest } from "../practices/practice-list-request.ts";

type ExportRequest = PracticeListParams & { practiceIds?: number[] | undefined };

export function exportRoutes(deps: AppDeps) {
  // The selected leads (practiceIds), or every lead matching the table's filters and smart search, in the table's
  // order; written by Postgres (COPY ... CSV) and streamed, so 200,000 leads never sit in memory.
  async function exportCsv(c: Context<AppEnv>, request: ExportRequest) {
    const { filters, sort } = await resolveListRequest(deps, request, c.get("user")?.id ?? null);
    if (request.practiceIds) filters.ids = filters.ids ? [] : request.practiceIds;
    const day = deps.clock().toISOString().slice(0, 10);
    const csv = await practicesCsvStream(deps.db, {
      where: practiceListWhere(filters),
      orderBy: practiceOrderBy(sort),
    });
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="dental-leads-${day}.csv"`,
      "cache-control": "no-store",
    });
  }

  return (
    new Hono<AppEnv>()
      .get("/practices", (c) => exportCsv(c, validate(practiceExportQuerySchema, c.req.query())))
      // A selection of thousands of ids does not fit in a URL: the same export with the request in a JSON body.
      .post("/practices", async (c) => exportCsv(c, await readBody(c, practiceExportBodySchema)))
  );
}
