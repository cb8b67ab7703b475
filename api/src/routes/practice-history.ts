import { practiceHistoryResponseSchema } from "@cbct/core/contracts/practice-history";
import { getPracticeHistory } from "@cbct/shared/db/queries/practice-history";
import { getPractice } from "@cbct/shared/db/queries/practices";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { intParam } from "../http/validate.ts";

/** GET /api/practices/:id/history: the lead's CBCT detections and activity (refresh changes included). */
export function practiceHistoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/:id/history", async (c) => {
    const id = intParam(c, "id", "Practice id");
    if (!(await getPractice(deps.db, id))) throw new AppError("not_found", "Practice not found");
    return c.json(practiceHistoryResponseSchema.parse(await getPracticeHistory(deps.db, id)));
  });
}
