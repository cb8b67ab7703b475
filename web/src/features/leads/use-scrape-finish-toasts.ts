import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { useEffect, useRef } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { scrapeOutcome } from "./scrape-outcome.ts";

const isActive = (status: ScrapeJobView["status"]) => status === "pending" || status === "running";

/**
 * The jobs this page has seen waiting or running, by job id, with the status last seen. Shared by every list that
 * follows jobs (the jobs panel's poll, a batch's poll), so a job's finish is announced once, whichever sees it first.
 */
const seen = new Map<string, ScrapeJobView["status"]>();

/** Marks jobs just started (the start answer), so their finish is announced even if no poll saw them running. */
export function watchJobs(jobs: readonly Pick<ScrapeJobView, "jobId" | "status">[]): void {
  for (const job of jobs) if (isActive(job.status) && !seen.has(job.jobId)) seen.set(job.jobId, job.status);
}

export type FinishHandlers = { onView: (leadId: number) => void; onRetry: (url: string) => void };

/** Announces each watched job that has now finished: the outcome with View lead, or the reason with Retry. */
export function announceFinished(jobs: readonly ScrapeJobView[], handlers: FinishHandlers): void {
  for (const job of jobs) {
    const before = seen.get(job.jobId);
    if (before === undefined) {
      // Seen for the first time: only follow it if it is still under way (old finished jobs are history).
      if (isActive(job.status)) seen.set(job.jobId, job.status);
      continue;
    }
    seen.set(job.jobId, job.status);
    if (!isActive(before) || isActive(job.status)) continue;
    const outcome = scrapeOutcome(job);
    if (!outcome) continue;
    if (outcome.kind === "lead") {
      const { leadId } = outcome;
      toast({
        title: outcome.title,
        description: outcome.description,
        type: "success",
        action: { label: "View lead", onClick: () => handlers.onView(leadId) },
      });
    } else if (outcome.kind === "failed") {
      const { url } = outcome;
      toast({
        title: outcome.title,
        description: outcome.description,
        type: "error",
        action: { label: "Retry", onClick: () => handlers.onRetry(url) },
      });
    } else {
      toast({ title: outcome.title, description: outcome.description, type: "success" });
    }
  }
}

/** Announces finished jobs of a polled list (the user's recent jobs). */
export function useScrapeFinishToasts(jobs: readonly ScrapeJobView[] | undefined, handlers: FinishHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (jobs) {
      announceFinished(jobs, {
        onView: (id) => latest.current.onView(id),
        onRetry: (url) => latest.current.onRetry(url),
      });
    }
  }, [jobs]);
}
