import { endpoints } from "@cbct/core/contracts/endpoints";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { fetchLeadPage, type LeadListParams } from "./lead-list-query.ts";

/**
 * Query keys of the leads feature: structured arrays, most general first, so invalidating a prefix refreshes
 * everything under it (`leadKeys.all` refreshes every list page, every open lead, its history and the map).
 */
export const leadKeys = {
  all: ["leads"] as const,
  lists: () => [...leadKeys.all, "list"] as const,
  list: (params: LeadListParams) => [...leadKeys.lists(), params] as const,
  detail: (id: number) => [...leadKeys.all, "detail", id] as const,
  history: (id: number) => [...leadKeys.detail(id), "history"] as const,
  map: () => [...leadKeys.all, "map"] as const,
};

export const scrapingKeys = {
  all: ["scraping-jobs"] as const,
  /** The signed-in user's own recent jobs (the jobs panel and the finish toasts). */
  mine: () => [...scrapingKeys.all, "mine"] as const,
  /** The jobs of one bulk batch the dashboard follows. */
  batch: (batchId: number, jobIds: readonly string[]) => [...scrapingKeys.all, "batch", batchId, jobIds] as const,
};

export const workspaceKeys = {
  metrics: ["dashboard-metrics"] as const,
  activity: ["activity"] as const,
};

/** Short names for the keys a change invalidates (the Lead Details save path uses them). */
export const practicesQueryKey = leadKeys.all;
export const scrapingJobsQueryKey = scrapingKeys.mine();
export const dashboardMetricsQueryKey = workspaceKeys.metrics;
export const activityQueryKey = workspaceKeys.activity;

/** Spec 9: leads are polled every 30 s; while a scrape is queued or running, every 2 s so new leads show up. */
export const PRACTICES_POLL_MS = 30_000;
export const ACTIVE_SCRAPE_POLL_MS = 2_000;

export const ACTIVITY_SHOWN = 8;
const RECENT_JOBS = 50;

const isActive = (job: ScrapeJobView) => job.status === "pending" || job.status === "running";

/** The reads of the leads workspace, one factory each (key, fetch and polling in one place). */
export const leadQueries = {
  /**
   * One server page of the Qualified Leads table (spec 7: polled every 30 s), faster while a scrape is under way. The
   * previous page stays on screen while the next loads, so paging never flashes empty.
   */
  page: (params: LeadListParams, hasActiveJobs: boolean) =>
    queryOptions({
      queryKey: leadKeys.list(params),
      queryFn: ({ signal }) => fetchLeadPage(params, signal),
      placeholderData: keepPreviousData,
      refetchInterval: hasActiveJobs ? ACTIVE_SCRAPE_POLL_MS : PRACTICES_POLL_MS,
    }),

  /** What changed on one lead over time (read fresh whenever the dialog shows it). */
  history: (id: number) =>
    queryOptions({
      queryKey: leadKeys.history(id),
      queryFn: ({ signal }) => api.call(endpoints.practiceHistory, { params: { id }, signal }),
      staleTime: 0,
    }),

  /** Recent scraping jobs; polled every 2 s while any is queued or running so progress shows without a reload. */
  myJobs: () =>
    queryOptions({
      queryKey: scrapingKeys.mine(),
      queryFn: ({ signal }) =>
        api.call(endpoints.scrapingJobs, { query: { mine: "true", limit: RECENT_JOBS }, signal }),
      refetchInterval: (q) => (q.state.data?.some(isActive) ? ACTIVE_SCRAPE_POLL_MS : PRACTICES_POLL_MS),
    }),

  /** GET /api/dashboard/metrics, refreshed with the leads (spec 7: after a scrape starts, and every 30 s). */
  metrics: () =>
    queryOptions({
      queryKey: workspaceKeys.metrics,
      queryFn: ({ signal }) => api.call(endpoints.dashboardMetrics, { signal }),
      refetchInterval: PRACTICES_POLL_MS,
    }),

  /** GET /api/activity: the newest activity_log entries. */
  activity: () =>
    queryOptions({
      queryKey: workspaceKeys.activity,
      queryFn: ({ signal }) => api.call(endpoints.activity, { query: { limit: ACTIVITY_SHOWN }, signal }),
      refetchInterval: PRACTICES_POLL_MS,
    }),
};
