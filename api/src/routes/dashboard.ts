import { dashboardMetrics } from "@cbct/shared/db/queries/dashboard-metrics";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";

/** GET /api/dashboard/metrics: the sales manager's numbers (live leads only) and the scrape jobs in flight. */
export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json(await dashboardMetrics(deps.db, deps.clock()));
  });
}
