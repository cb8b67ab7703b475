import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

export type WorkerMetrics = {
  registry: Registry;
  /** Times one job and counts its outcome, by job name. */
  jobDuration: Histogram<"job" | "outcome">;
  /** Pages read, by how: plain HTTP ("fetch") or rendered in Chromium ("browser"). */
  pages: Counter<"via">;
  /** CBCT detection outcomes of completed scrapes (confirmed, likely, uncertain, not_detected). */
  detections: Counter<"status">;
};

/**
 * One worker process's Prometheus registry, served on WORKER_HEALTH_PORT at /metrics. Queue depths and finished
 * counts of the whole deployment are the API's (/api/metrics, read from Redis); these are what only this process
 * sees. Prometheus adds an `instance` label per scraped worker.
 */
export function createWorkerMetrics(): WorkerMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: "worker" });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    jobDuration: new Histogram({
      name: "cbct_job_duration_seconds",
      help: "Job processing time by job name and outcome (completed, failed)",
      labelNames: ["job", "outcome"] as const,
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 90, 120, 300],
      registers: [registry],
    }),
    pages: new Counter({
      name: "cbct_pages_total",
      help: "Pages read by scrapes, by how they were read (fetch or browser)",
      labelNames: ["via"] as const,
      registers: [registry],
    }),
    detections: new Counter({
      name: "cbct_detections_total",
      help: "CBCT detection outcomes of completed scrapes",
      labelNames: ["status"] as const,
      registers: [registry],
    }),
  };
}
