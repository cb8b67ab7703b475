import { LEAD_CHANGED_MESSAGE, routePlanRequestSchema, TOTAL_COUNT_HEADER } from "@cbct/core/contracts/leads-workspace";
import { practiceListQuerySchema } from "@cbct/core/contracts/practices";
import {
  getPractice,
  countPractices,
  FROM_END_OFFSET,
  listPractices,
  type PracticeListItem,
  practicesRevision,
} from "@cbct/shared/db/queries/practices";
import {
  clearPractices,
  rescorePractice,
  saveRoutePlan,
  updatePractice,
  type WriteResult,
} from "@cbct/shared/aggregates/leads/index";
import { LEAD_TABLES, vacuumAnalyzeLater } from "@cbct/shared/db/vacuum";
import { routableLeads } from "@cbct/shared/db/queries/route-plan";
import { planRoute } from "@cbct/core/domain/route/plan-route";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { ifMatchVersion, ifNoneMatchHits, versionEtag, weakEtag } from "../http/conditional.ts";
import { intParam, readBody, validate } from "../http/validate.ts";
import { practicePatchSchema } from "../practices/practice-patch-schema.ts";
import { resolveListRequest } from "../practices/practice-list-request.ts";
import { createCountCache } from "../practices/count-cache.ts";

const practiceNotFound = () => new AppError("not_found", "Practice not found");

/** The practice a write produced, or the 404/412 it ran into. */
function written(result: WriteResult) {
  if (result.ok) return result.practice;
  if (result.reason === "changed") throw new AppError("precondition_failed", LEAD_CHANGED_MESSAGE);
  throw practiceNotFound();
}

/**
 * The version an If-Match asks for: undefined without one (spec 7's client: the write is unconditional) or for "*".
 * A tag that is not a version of ours can never match: 412, as for a stale version (RFC 9110 13.1.1).
 */
function expectedVersion(header: string | undefined): number | undefined {
  const expected = ifMatchVersion(header);
  if (expected === null) throw new AppError("precondition_failed", LEAD_CHANGED_MESSAGE);
  return expected === "any" ? undefined : expected;
}

export function practiceRoutes(deps: AppDeps) {
  const { db } = deps;
  const userId = (user: { id: number } | null) => user?.id ?? null;
  const counts = createCountCache();

  return (
    new Hono<AppEnv>()
      // A page of leads; X-Total-Count says how many match. The ETag is the query and the leads' revision (a counter
      // a trigger moves on every write), so the table's 30-second poll of an unchanged page costs one primary-key read
      // and a 304, at any table size and whether or not the table has been vacuumed.
      .get("/", async (c) => {
        const query = validate(practiceListQuerySchema, c.req.query());
        const { filters, sort, reading } = await resolveListRequest(deps, query, userId(c.get("user")));
        const page = { limit: query.limit, offset: query.offset, sort };
        const revision = await practicesRevision(db);
        const etag = weakEtag(filters, page, reading, revision);
        c.header("Cache-Control", "private, no-cache");
        c.header("ETag", etag);
        if (ifNoneMatchHits(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
        // The count is kept per filters and revision: paging through one list, or polling it, counts it once.
        const filterKey = JSON.stringify(filters);
        const total = () => counts.get(filterKey, revision, () => countPractices(db, filters));
        // A very deep page is read from whichever end is nearer, which needs the total first. When the last count
        // known for these filters puts the page in the front half, it is read forward while this revision's count
        // runs beside it (the first deep page after a write costs the slower of the two, not both); an estimate
        // gone stale only makes that read slower, never different.
        const estimate = counts.lastKnown(filterKey);
        const readForward = page.offset < FROM_END_OFFSET || (estimate !== undefined && page.offset <= estimate / 2);
        let count: number;
        let rows: PracticeListItem[];
        if (!readForward) {
          count = await total();
          rows = await listPractices(db, filters, { ...page, total: count });
        } else {
          [count, rows] = await Promise.all([total(), listPractices(db, filters, page)]);
        }
        c.header(TOTAL_COUNT_HEADER, String(count));
        if (!reading) return c.json(rows);
        const { filters: understood, explanation, confidence, notUnderstood, method, aiNotice } = reading;
        return c.json({
          isSmartSearch: true,
          practices: rows,
          searchInfo: {
            explanation,
            confidence,
            resultCount: count,
            filters: understood,
            notUnderstood,
            method,
            ...(aiNotice ? { aiNotice } : {}),
          },
        });
      })
      // Before "/:id" so "clear" is never read as an id. The leads go to the recycle bin (admins restore them).
      .delete("/clear", async (c) => {
        const user = c.get("user");
        const result = await clearPractices(db, {
          userId: userId(user),
          userName: user?.name ?? null,
          at: deps.clock(),
        });
        // Every live lead was rewritten: vacuum now rather than whenever autovacuum comes (see vacuumAnalyze).
        vacuumAnalyzeLater(db, LEAD_TABLES, (error) => deps.log.warn("vacuum after Clear All failed", { error }));
        return c.json(result);
      })
      .post("/route-plan", async (c) => {
        const { practiceIds } = await readBody(c, routePlanRequestSchema);
        const plan = planRoute(practiceIds, await routableLeads(db, practiceIds));
        await saveRoutePlan(db, plan, { at: deps.clock(), userId: userId(c.get("user")) });
        return c.json({
          url: plan.url,
          stops: plan.stops.map(({ id, practiceName, address }) => ({ id, practiceName, address })),
          skipped: plan.skipped,
        });
      })
      .get("/:id", async (c) => {
        const practice = await getPractice(db, intParam(c, "id", "Practice id"));
        if (!practice) throw practiceNotFound();
        c.header("ETag", versionEtag(practice.version));
        c.header("Cache-Control", "private, no-cache");
        return c.json(practice);
      })
      // Save (spec 7's PATCH and its recalculation, as one write): the edited columns are validated, the Has CBCT
      // rule applied and the lead rescored by the shared scoring module, in one transaction with one version bump
      // and one activity row. Scores and other derived columns in the body are ignored (practicePatchSchema).
      // If-Match: "v<version>" makes the save conditional: a lead written since it was read answers 412 and nothing
      // is written. Without If-Match (spec 7's client) the save is accepted as before.
      .patch("/:id", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const expected = expectedVersion(c.req.header("If-Match"));
        const changes = await readBody(c, practicePatchSchema);
        const practice = written(
          await updatePractice(db, id, changes, {
            at: deps.clock(),
            userId: userId(c.get("user")),
            expectedVersion: expected,
          }),
        );
        c.header("ETag", versionEtag(practice.version));
        return c.json(practice);
      })
      // Spec 7's follow-up call, kept for its clients: cheap when the save already scored the lead (nothing written,
      // the lead answered as it is); otherwise the same rescore, one bump and one activity row. Honours If-Match.
      .post("/:id/recalculate-score", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const expected = expectedVersion(c.req.header("If-Match"));
        const practice = written(
          await rescorePractice(db, id, {
            at: deps.clock(),
            userId: userId(c.get("user")),
            expectedVersion: expected,
          }),
        );
        c.header("ETag", versionEtag(practice.version));
        return c.json(practice);
      })
  );
}
