import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { LeadListParams } from "./lead-list-query.ts";
import { leadKeys, leadQueries, workspaceKeys } from "./lead-queries.ts";

export { ACTIVITY_SHOWN } from "./lead-queries.ts";

/** Recent scraping jobs; polled every 2 s while any is queued or running so progress shows without a reload. */
export function useScrapingJobs() {
  const query = useQuery(leadQueries.myJobs());
  const jobs = query.data ?? [];
  return { ...query, jobs, hasActiveJobs: jobs.some((job) => job.status === "pending" || job.status === "running") };
}

/**
 * One server page of the Qualified Leads table. When the last active job finishes, one more read of leads, metrics
 * and activity picks up what it wrote.
 */
export function useLeadPage(params: LeadListParams, hasActiveJobs: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery(leadQueries.page(params, hasActiveJobs));
  const wasActive = useRef(hasActiveJobs);
  useEffect(() => {
    if (wasActive.current && !hasActiveJobs) {
      for (const queryKey of [leadKeys.all, workspaceKeys.metrics, workspaceKeys.activity]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    wasActive.current = hasActiveJobs;
  }, [hasActiveJobs, queryClient]);
  return query;
}

/** GET /api/dashboard/metrics. */
export function useDashboardMetrics() {
  return useQuery(leadQueries.metrics());
}

/** GET /api/activity: the newest activity_log entries. */
export function useRecentActivity() {
  return useQuery(leadQueries.activity());
}
