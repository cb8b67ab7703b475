/** Query keys of the leads feature; each key is also the URL the default query function reads. */
export const practicesQueryKey = ["/api/practices"] as const;
/** The signed-in user's own recent jobs, with the lead each one wrote (the jobs panel and the finish toasts). */
export const scrapingJobsQueryKey = ["/api/scraping/jobs?mine=true&limit=50"] as const;
export const dashboardMetricsQueryKey = ["/api/dashboard/metrics"] as const;
export const activityQueryKey = ["/api/activity"] as const;

/** Spec 9: leads are polled every 30 s; while a scrape is queued or running, every 2 s so new leads show up. */
export const PRACTICES_POLL_MS = 30_000;
export const ACTIVE_SCRAPE_POLL_MS = 2_000;
