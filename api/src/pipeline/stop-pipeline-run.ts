import { cancelRun, emptyPipelineResult, getPipelineRun, requestRunStop } from "@cbct/shared/aggregates/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import { cancelPipelineScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import type { AppDeps } from "../deps.ts";
import { waitForRun } from "./wait-for-run.ts";

/**
 * Stops the user's active run: flags it (its worker sees the flag within a second, cancels the scrapes that have not
 * begun and ends the run with what was processed), removes its queued scrapes at once in case no worker is alive,
 * and ends a run no worker has taken yet. Waits a few seconds for the worker to wind down.
 */
export async function stopPipelineRun(deps: AppDeps, userId: number): Promise<PipelineRun | null> {
  const run = await requestRunStop(deps.db, userId);
  if (!run) return null;
  if (run.status === "queued") {
    const job = await deps.queues.pipeline.getJob(`run-${run.id}`);
    await job?.remove().catch(() => {});
    await cancelRun(deps.db, run.id, emptyPipelineResult([]));
  }
  await cancelPipelineScrapes(deps.db, deps.queues, run.id, run.scrapingJobIds);
  return (await waitForRun(deps, run.id, { maxMs: 5_000, pollMs: 200 })) ?? (await getPipelineRun(deps.db, run.id));
}
