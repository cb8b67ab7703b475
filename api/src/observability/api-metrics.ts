import { timingSafeEqual } from "node:crypto";
import type { Queues } from "@cbct/shared/jobs/catalog";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AppEnv } from "../env.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";

const JOB_STATES = ["waiting", "active", "delayed", "prioritized", "waiting-children", "failed", "completed"] as const;

export type ApiMetrics = {
  registry: Registry;
  /** Times every request by its route pattern (never the raw path, so ids do not explode the label set). */
  observe: MiddlewareHandler<AppEnv>;
  /** Admins (session) or a bearer METRICS_TOKEN. */
  authorize: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => void;
};

/**
 * The API's Prometheus registry: HTTP latencies by route, queue depths and job outcomes of every queue (read from
 * BullMQ in Redis at scrape time, so they cover every worker process on every machine), and Node's own process
 * metrics. Each worker also serves its own /metrics (job durations, fetch versus browser pages, detection outcomes).
 */
export function createApiMetrics(options: { queues: Queues; metricsToken?: string | undefined }): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: "api" });
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: "cbct_http_request_duration_seconds",
    help: "API request duration by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: "cbct_http_requests_total",
    help: "API requests by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "cbct_queue_jobs",
    help: "Jobs in each queue by state (BullMQ)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      await Promise.all(
        Object.values(options.queues).map(async (queue) => {
          const counts = await queue.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
  new Gauge({
    name: "cbct_queue_jobs_finished",
    help: "Jobs finished per queue and outcome since the queue's metrics began (BullMQ worker metrics)",
    labelNames: ["queue", "outcome"] as const,
    registers: [registry],
    async collect() {
      await Promise.all(
        Object.values(options.queues).flatMap((queue) =>
          (["completed", "failed"] as const).map(async (outcome) => {
            const metrics = await queue.getMetrics(outcome, 0, 0);
            this.set({ queue: queue.name, outcome }, metrics.meta.count);
          }),
        ),
      );
    },
  });

  const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const labels = { method: c.req.method, route: routeLabel(c), status: String(c.res.status) };
      http.observe(labels, seconds);
      requests.inc(labels);
    }
  };

  const token = options.metricsToken ? Buffer.from(options.metricsToken) : null;
  const authorize: ApiMetrics["authorize"] = (c) => {
    const header = c.req.header("authorization") ?? "";
    const presented = header.startsWith("Bearer ") ? Buffer.from(header.slice(7)) : null;
    if (token && presented && presented.length === token.length && timingSafeEqual(presented, token)) return;
    const user = c.get("user");
    if (!user) throw notAuthenticated();
    if (user.role !== "admin") throw new AppError("forbidden", "Administrator access required");
  };

  return { registry, observe, authorize };
}

/** After the handler ran, the current route index points at the route that answered. */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    const pattern = routePath(c);
    // Unmatched paths (404s, the SPA's files) share one label.
    return pattern && pattern !== "*" && pattern !== "/*" ? pattern : "unmatched";
  } catch {
    return "unmatched";
  }
}
