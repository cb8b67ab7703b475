import { createPipelineRun, failRun, type NewPipelineRun } from "@cbct/shared/aggregates/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import { enqueueWithin } from "@cbct/shared/jobs/enqueue";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";
import { QUEUE_UNAVAILABLE } from "../scraping/start-scrape.ts";

export const RUN_IN_PROGRESS =
  "A pipeline is already running for your account. Wait for it to finish or stop it first.";

/**
 * Records the run and queues its job. One active run per user: a second is a 409. If Redis will not take the job the
 * run is failed at once (nothing waits for a worker that will not come) and the caller gets a 503.
 */
export async function startPipelineRun(deps: AppDeps, input: NewPipelineRun): Promise<PipelineRun> {
  const run = await createPipelineRun(deps.db, input);
  if (!run) throw new AppError("conflict", RUN_IN_PROGRESS);
  try {
    const within = { queues: deps.queues, redis: deps.redis, timeoutMs: deps.config.ENQUEUE_TIMEOUT_MS };
    await enqueueWithin(within, "run-pipeline", { pipelineRunId: run.id }, { jobId: `run-${run.id}` });
  } catch (err) {
    deps.log.error("pipeline enqueue failed", { runId: run.id, error: err });
    await failRun(deps.db, run.id, QUEUE_UNAVAILABLE);
    throw new AppError("service_unavailable", QUEUE_UNAVAILABLE);
  }
  return run;
}
