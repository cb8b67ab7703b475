import { activityQuerySchema } from "@cbct/core/contracts/leads-workspace";
import { recentActivity } from "@cbct/shared/db/queries/dashboard-metrics";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../http/validate.ts";

/** GET /api/activity?limit=: the newest activity_log entries, newest first. */
export function activityRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { limit } = validate(activityQuerySchema, c.req.query());
    c.header("Cache-Control", "private, no-cache");
    return c.json(await recentActivity(deps.db, limit));
  });
}
