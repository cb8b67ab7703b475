import { and, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { scrapingJobs } from "../db/schema/jobs.ts";
import type { Queues } from "./catalog.ts";

/** BullMQ job ids of the scrapes a run started: the prefix tells them from scrapes other people started. */
export const pipelineScrapeJobId = (runId: number, uuid: string) => `pipeline-${runId}-${uuid}`;

/**
 * Cancels the scrapes a pipeline run started that have not begun: their queued jobs are removed and their rows
 * failed as cancelled. Scrapes already running finish and keep their lead (spec: what was processed stays).
 * Returns how many were cancelled.
 */
export async function cancelPipelineScrapes(db: Db, queues: Queues, runId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const pending = await db
    .select({ id: scrapingJobs.id, jobId: scrapingJobs.jobId })
    .from(scrapingJobs)
    .where(
      and(
        inArray(scrapingJobs.id, ids),
        eq(scrapingJobs.status, "pending"),
        like(scrapingJobs.jobId, `pipeline-${runId}-%`),
      ),
    );
  let cancelled = 0;
  for (const row of pending) {
    const job = await queues.scrape.getJob(row.jobId);
    // remove() refuses a job a worker holds: that one is running now and will finish.
    const removed = job
      ? await job.remove().then(
          () => true,
          () => false,
        )
      : true;
    if (!removed) continue;
    const rows = await db
      .update(scrapingJobs)
      .set({ status: "failed", errorMessage: "Cancelled: the pipeline was stopped", completedAt: new Date() })
      .where(and(eq(scrapingJobs.id, row.id), eq(scrapingJobs.status, "pending")))
      .returning({ id: scrapingJobs.id });
    cancelled += rows.length;
  }
  return cancelled;
}
