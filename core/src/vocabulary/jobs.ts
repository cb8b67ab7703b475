/**
 * A scraping job's states: pending until a worker takes it, then running, then completed, failed or cancelled (a
 * pipeline stopped before the site was scraped). The state machine is in shared/src/aggregates/scrape-jobs.ts.
 */
export const JOB_STATUSES = ["pending", "running", "completed", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The states the partial unique index counts as "this site is being scraped". */
export const ACTIVE_JOB_STATUSES = ["pending", "running"] as const satisfies readonly JobStatus[];
