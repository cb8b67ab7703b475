import type { ScrapeJobView } from "@cbct/shared/contracts/scraping";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ACTIVE_SCRAPE_POLL_MS, PRACTICES_POLL_MS, practicesQueryKey, scrapingJobsQueryKey } from "./lead-queries.ts";
import { type Lead, leadsOf, type PracticesResponse } from "./lead-types.ts";

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
 * The Qualified Leads list (spec 7: polled every 30 s), faster while a scrape is under way. When the last active
 * job finishes, one more read picks up the lead it wrote.
 */
export function useLeads(hasActiveJobs: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery<PracticesResponse, Error, Lead[]>({
    queryKey: practicesQueryKey,
    select: leadsOf,
    refetchInterval: hasActiveJobs ? ACTIVE_SCRAPE_POLL_MS : PRACTICES_POLL_MS,
  });
  const wasActive = useRef(hasActiveJobs);
  useEffect(() => {
    if (wasActive.current && !hasActiveJobs) void queryClient.invalidateQueries({ queryKey: practicesQueryKey });
    wasActive.current = hasActiveJobs;
  }, [hasActiveJobs, queryClient]);
  return { ...query, leads: query.data ?? [] };
}
