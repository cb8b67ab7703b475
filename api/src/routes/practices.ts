import { practiceListQuerySchema } from "@cbct/shared/contracts/practices";
import {
  applyPracticeScore,
  clearPractices,
  getPractice,
  listPractices,
  updatePractice,
} from "@cbct/shared/db/queries/practices";
import { scorePractice, toScoringInput } from "@cbct/shared/domain/scoring/index";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { intParam, readBody, validate } from "../http/validate.ts";
import { applyHasCbctRule, practicePatchSchema } from "../practices/practice-patch-schema.ts";

const practiceNotFound = () => new AppError("not_found", "Practice not found");

export function practiceRoutes(deps: AppDeps) {
  const { db } = deps;
  const userId = (user: { id: number } | null) => user?.id ?? null;

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const query = validate(practiceListQuerySchema, c.req.query());
        const rows = await listPractices(db, {
          search: query.search?.trim() || query.smartSearch?.trim() || undefined,
          cbctStatus: query.cbctStatus,
          leadType: query.leadType,
          city: query.city,
          limit: query.limit,
          offset: query.offset,
        });
        return c.json(rows);
      })
      // Before "/:id" so "clear" is never read as an id.
      .delete("/clear", async (c) => {
        const deleted = await clearPractices(db, { userId: userId(c.get("user")) });
        return c.json({ deleted });
      })
      .get("/:id", async (c) => {
        const practice = await getPractice(db, intParam(c, "id", "Practice id"));
        if (!practice) throw practiceNotFound();
        return c.json(practice);
      })
      .patch("/:id", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const changes = applyHasCbctRule(await readBody(c, practicePatchSchema));
        const practice = await updatePractice(db, id, changes, { at: deps.clock(), userId: userId(c.get("user")) });
        if (!practice) throw practiceNotFound();
        return c.json(practice);
      })
      .post("/:id/recalculate-score", async (c) => {
        const id = intParam(c, "id", "Practice id");
        const stored = await getPractice(db, id);
        if (!stored) throw practiceNotFound();
        const now = deps.clock();
        const scores = scorePractice(toScoringInput(stored), { now });
        const practice = await applyPracticeScore(db, id, scores, { at: now, userId: userId(c.get("user")) });
        if (!practice) throw practiceNotFound();
        return c.json(practice);
      })
  );
}
