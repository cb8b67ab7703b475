import { endpoints } from "@cbct/core/contracts/endpoints";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { ApiError, api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { ACTIVE_SCRAPE_POLL_MS, scrapingKeys } from "./lead-queries.ts";
import { refreshLeadWorkspace } from "./use-lead-actions.ts";
import { announceFinished, type FinishHandlers, watchJobs } from "./use-scrape-finish-toasts.ts";

/** A site of the batch that never became a job, and why (refused by the server, or the hourly limit). */
export type NotStarted = { url: string; error: string };

export type BatchProgress = { done: number; failed: number; remaining: number; total: number };

/** Job ids per status read (the jobs API takes at most 200 ids a call). */
const IDS_PER_READ = 200;
/** While the waiting-or-running limit is reached, wait this long before offering the next part again. */
const FULL_QUEUE_WAIT_MS = 5_000;
/** Give up on the rest of a batch the server keeps refusing as full after this long. */
const FULL_QUEUE_GIVE_UP_MS = 10 * 60_000;

const isActive = (job: ScrapeJobView) => job.status === "pending" || job.status === "running";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The batch's jobs as they are now, read in parts of 200 ids. */
async function readJobs(jobIds: readonly string[]): Promise<ScrapeJobView[]> {
  const parts: string[][] = [];
  for (let i = 0; i < jobIds.length; i += IDS_PER_READ) parts.push(jobIds.slice(i, i + IDS_PER_READ));
  const lists = await Promise.all(
    parts.map((ids) => api.call(endpoints.scrapingJobs, { query: { jobIds: ids, limit: ids.length } })),
  );
  return lists.flat();
}

/**
 * Starts a list of websites through POST /api/scraping/bulk-start, `bulkMax` at a time, and follows the jobs until
 * every one has finished: done / failed / remaining for the progress line, each job's finish announced like a
 * single scrape's. When the user's waiting-or-running limit is full the rest waits for room (it never fails a site
 * for being queued behind others); anything the server refuses is listed with its reason. The batch lives as long as
 * the dashboard is open (closing the dialog does not stop it).
 */
export function useScrapeBatch(handlers: FinishHandlers) {
  const queryClient = useQueryClient();
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [notStarted, setNotStarted] = useState<NotStarted[]>([]);
  const [total, setTotal] = useState(0);
  const [starting, setStarting] = useState(false);
  const [batchId, setBatchId] = useState(0);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const jobs = useQuery({
    queryKey: scrapingKeys.batch(batchId, jobIds),
    queryFn: async () => {
      const list = await readJobs(jobIds);
      announceFinished(list, {
        onView: (id) => handlersRef.current.onView(id),
        onRetry: (url) => handlersRef.current.onRetry(url),
      });
      return list;
    },
    enabled: jobIds.length > 0,
    refetchInterval: (q) => (starting || (q.state.data ?? []).some(isActive) ? ACTIVE_SCRAPE_POLL_MS : false),
  });

  const start = useCallback(
    async (urls: string[], bulkMax: number) => {
      setBatchId((n) => n + 1);
      setJobIds([]);
      setNotStarted([]);
      setTotal(urls.length);
      setStarting(true);
      try {
        let fullSince: number | null = null;
        for (let i = 0; i < urls.length;) {
          const part = urls.slice(i, i + bulkMax);
          try {
            const answer = await api.call(endpoints.bulkStartScrape, { body: { urls: part } });
            watchJobs(answer.jobs);
            setJobIds((ids) => [...ids, ...answer.jobs.map((j) => j.jobId).filter((id) => !ids.includes(id))]);
            setNotStarted((list) => [...list, ...answer.rejected]);
            await refreshLeadWorkspace(queryClient);
            i += part.length;
            fullSince = null;
          } catch (err) {
            const status = err instanceof ApiError ? err.status : null;
            const reason = serverErrorText(err) ?? (err instanceof Error ? err.message : "An error occurred");
            const waiting = status === 429 && /waiting or running/.test(reason);
            fullSince ??= Date.now();
            if (waiting && Date.now() - fullSince < FULL_QUEUE_GIVE_UP_MS) {
              await sleep(FULL_QUEUE_WAIT_MS);
              continue;
            }
            // Refused outright (hourly limit, every URL invalid, queue down): the rest is not started, with why.
            const rest = urls.slice(i);
            setNotStarted((list) => [...list, ...rest.map((url) => ({ url, error: reason }))]);
            break;
          }
        }
      } finally {
        setStarting(false);
      }
    },
    [queryClient],
  );

  const list = jobs.data ?? [];
  const done = list.filter((j) => j.status === "completed").length;
  // A cancelled job (a stopped pipeline's scrape this batch shared) will not finish either: it is not remaining.
  const failedJobs = list.filter((j) => j.status === "failed" || j.status === "cancelled").length;
  const failed = failedJobs + notStarted.length;
  const progress: BatchProgress = { done, failed, remaining: Math.max(0, total - done - failed), total };
  const running = total > 0 && (starting || progress.remaining > 0);
  const finished = total > 0 && !running;
  const reset = useCallback(() => {
    setJobIds([]);
    setNotStarted([]);
    setTotal(0);
  }, []);
  return { start, reset, jobs: list, notStarted, progress, running, finished, starting };
}
