import {
  LEAD_CHANGED_MESSAGE,
  routePlanRequestSchema,
  TOTAL_COUNT_HEADER,
} from "@cbct/shared/contracts/leads-workspace";
import { practiceListQuerySchema } from "@cbct/shared/contracts/practices";
import {
  applyPracticeScore,
  getPractice,
  countPractices,
  FROM_END_OFFSET,
  listPractices,
  type PracticeListItem,
  type PracticeSetSummary,
  selectsAll,
  summarizeLivePractices,
  updatePractice,
  type WriteResult,
} from "@cbct/shared/db/queries/practices";
import { clearPractices } from "@cbct/shared/db/queries/recycle-bin";
import { routableLeads, saveRoutePlan } from "@cbct/shared/db/queries/route-plan";
import { planRoute } from "@cbct/shared/domain/route/plan-route";
import { scorePractice, toScoringInput } from "@cbct/shared/domain/scoring/index";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { ifMatchVersion, ifNoneMatchHits, versionEtag, weakEtag } from "../http/conditional.ts";
import { intParam, readBody, validate } from "../http/validate.ts";
import { applyHasCbctRule, practicePatchSchema } from "../practices/practice-patch-schema.ts";
import { resolveListRequest } from "../practices/practice-list-request.ts";

const practiceNotFound = () => new AppError("not_found", "Practice not found");

/** The practice a write produced, or the 404/409 it ran into. */
function written(result: WriteResult) {
  if (result.ok) return result.practice;
  if (result.reason === "changed") throw new AppError("conflict", LEAD_CHANGED_MESSAGE);
  throw practiceNotFound();
}

export function practiceRoutes(deps: AppDeps) {
  const { db } = deps;
  const userId = (user: { id: number } | null) => user?.id ?? null;

  return (
    new Hono<AppEnv>()
      // A page of leads; X-Total-Count says how many match. The ETag fingerprints the query and the live leads'
      // state, so the table's 30-second poll of an unchanged page costs one index-only aggregate and a 304.
      .get("/", async (c) => {
        const query = validate(practiceListQuerySchema, c.req.query());
        const { filters, sort, reading } = await resolveListRequest(deps, query, userId(c.get("user")));
        const page = { limit: query.limit, offset: query.offset, sort };
        // The live leads' summary makes the ETag (and is the unfiltered total). A conditional request (the 30 s
        // poll) waits for it alone and usually ends in a 304; any other request runs it alongside the page.
        const summary = summarizeLivePractices(db);
        summary.catch(() => {}); // awaited below; this only keeps an early failure elsewhere from going unhandled
        const ifNoneMatch = c.req.header("If-None-Match");
        c.header("Cache-Control", "private, no-cache");
        if (ifNoneMatch !== undefined) {
          const etag = weakEtag(filters, page, reading, (await summary).fingerprint);
          c.header("ETag", etag);
          if (ifNoneMatchHits(ifNoneMatch, etag)) return c.body(null, 304);
        }
        // A very deep page is read from whichever end is nearer, which needs the total first.
        const fromEitherEnd = page.offset >= FROM_END_OFFSET;
        let live: PracticeSetSummary;
        let total: number;
        let rows: PracticeListItem[];
        if (selectsAll(filters)) {
          if (fromEitherEnd) {
            live = await summary;
            rows = await listPractices(db, filters, { ...page, total: live.count });
          } else {
            [live, rows] = await Promise.all([summary, listPractices(db, filters, page)]);
          }
          total = live.count;
        } else if (fromEitherEnd) {
          total = await countPractices(db, filters);
          [live, rows] = await Promise.all([summary, listPractices(db, filters, { ...page, total })]);
        } else {
          [live, total, rows] = await Promise.all([
            summary,
            countPractices(db, filters),
            listPractices(db, filters, page),
          ]);
        }
        c.header("ETag", weakEtag(filters, page, reading, live.fingerprint));
        c.header(TOTAL_COUNT_HEADER, String(total));
        if (!reading) return c.json(rows);
        const { filters: understood, explanation, confidence, notUnderstood, method, aiNotice } = reading;
        return c.json({
          isSmartSearch: true,
          practices: rows,
          searchInfo: {
            explanation,
            confidence,
            resultCount: total,
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
      // If-Match: "v<version>" makes the save conditional: a lead written since it was read answers 409 and nothing
      // is written. Without If-Match (spec 7's client) the save is accepted as before.
      .patch("/:id", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const expected = ifMatchVersion(c.req.header("If-Match"));
        if (expected === null) throw new AppError("conflict", LEAD_CHANGED_MESSAGE);
        const changes = applyHasCbctRule(await readBody(c, practicePatchSchema));
        const practice = written(
          await updatePractice(db, id, changes, {
            at: deps.clock(),
            userId: userId(c.get("user")),
            expectedVersion: expected === "any" ? undefined : expected,
          }),
        );
        c.header("ETag", versionEtag(practice.version));
        return c.json(practice);
      })
      .post("/:id/recalculate-score", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const stored = await getPractice(db, id);
        if (!stored) throw practiceNotFound();
        const now = deps.clock();
        const scores = scorePractice(toScoringInput(stored), { now });
        const practice = written(await applyPracticeScore(db, id, scores, { at: now, userId: userId(c.get("user")) }));
        c.header("ETag", versionEtag(practice.version));
        return c.json(practice);
      })
  );
}
