import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import type { ApiMetrics } from "../observability/api-metrics.ts";

/** GET /api/metrics: Prometheus text format, for admins or a scraper presenting METRICS_TOKEN. */
export function metricsRoutes(metrics: ApiMetrics) {
  return new Hono<AppEnv>().get("/", async (c) => {
    metrics.authorize(c);
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
  });
}
