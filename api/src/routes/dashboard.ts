import { jobMetrics, type LeadMetrics, leadMetrics } from "@cbct/shared/db/queries/dashboard-metrics";
import { practicesRevision } from "@cbct/shared/db/queries/practice-list";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { ifNoneMatchHits, weakEtag } from "../http/conditional.ts";

/**
 * GET /api/dashboard/metrics: the sales manager's numbers (live leads only) and the scrape jobs in flight.
 *
 * Polled every 30 s. The lead counts read every live lead (~180 ms at 200,000) but change only when a lead does, so
 * they are kept for the leads' revision (the counter the table's ETag uses, moved by any write to a lead) and
 * recounted when it moves; the job counts are read each time. The answer carries an ETag: an unchanged poll is a 304.
 */
export function dashboardRoutes(deps: AppDeps) {
  let kept: { revision: number; leads: LeadMetrics } | null = null;

  return new Hono<AppEnv>().get("/metrics", async (c) => {
    c.header("Cache-Control", "private, no-cache");
    const [revision, jobs] = await Promise.all([practicesRevision(deps.db), jobMetrics(deps.db, deps.clock())]);
    const etag = weakEtag("dashboard-metrics", revision, jobs);
    c.header("ETag", etag);
    if (ifNoneMatchHits(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    let leads = kept?.revision === revision ? kept.leads : null;
    if (!leads) {
      leads = await leadMetrics(deps.db);
      kept = { revision, leads };
    }
    return c.json({ ...leads, jobs });
  });
}
