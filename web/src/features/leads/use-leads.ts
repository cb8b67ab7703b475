import {
  type ActivityEntry,
  activityEntrySchema,
  type DashboardMetrics,
  dashboardMetricsSchema,
} from "@cbct/shared/contracts/leads-workspace";
import type { ScrapeJobView } from "@cbct/shared/contracts/scraping";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiJson } from "../../lib/api-client.ts";
import {
  ACTIVE_SCRAPE_POLL_MS,
  activityQueryKey,
  dashboardMetricsQueryKey,
  PRACTICES_POLL_MS,
  practicesQueryKey,
  scrapingJobsQueryKey,
} from "./lead-queries.ts";
import { fetchLeadPage, type LeadListParams, leadPageQueryKey } from "./lead-list-query.ts";

const isActive = (job: ScrapeJobView) => job.status === "pending" || job.status === "running";

/** Recent scraping jobs; polled every 2 s while any is queued or running so progress shows without a reload. */
export function useScrapingJobs() {
  const query = useQuery<ScrapeJobView[]>({
    queryKey: scrapingJobsQueryKey,
    refetchInterval: (q) => (q.state.data?.some(isActive) ? ACTIVE_SCRAPE_POLL_MS : PRACTICES_POLL_MS),
  });
  const jobs = query.data ?? [];
  return { ...query, jobs, hasActiveJobs: jobs.some(isActive) };
}

/**
 * One server page of the Qualified Leads table (spec 7: polled every 30 s), faster while a scrape is under way.
 * The previous page stays on screen while the next loads, so paging never flashes empty. When the last active job
 * finishes, one more read of leads, metrics and activity picks up what it wrote.
 */
export function useLeadPage(params: LeadListParams, hasActiveJobs: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: leadPageQueryKey(params),
    queryFn: ({ signal }) => fetchLeadPage(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: hasActiveJobs ? ACTIVE_SCRAPE_POLL_MS : PRACTICES_POLL_MS,
  });
  const wasActive = useRef(hasActiveJobs);
  useEffect(() => {
    if (wasActive.current && !hasActiveJobs) {
      for (const queryKey of [practicesQueryKey, dashboardMetricsQueryKey, activityQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    wasActive.current = hasActiveJobs;
  }, [hasActiveJobs, queryClient]);
  return query;
}

/** GET /api/dashboard/metrics, refreshed with the leads (spec 7: after a scrape starts, and every 30 s). */
export function useDashboardMetrics() {
  return useQuery<DashboardMetrics>({
    queryKey: dashboardMetricsQueryKey,
    queryFn: () => apiJson("GET", dashboardMetricsQueryKey[0], dashboardMetricsSchema),
    refetchInterval: PRACTICES_POLL_MS,
  });
}

export const ACTIVITY_SHOWN = 8;

/** GET /api/activity: the newest activity_log entries. */
export function useRecentActivity() {
  return useQuery<ActivityEntry[]>({
    queryKey: activityQueryKey,
    queryFn: () => apiJson("GET", `${activityQueryKey[0]}?limit=${ACTIVITY_SHOWN}`, activityEntrySchema.array()),
    refetchInterval: PRACTICES_POLL_MS,
  });
}
