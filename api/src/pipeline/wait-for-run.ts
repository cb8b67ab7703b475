import { getPipelineRun } from "@cbct/shared/aggregates/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import type { AppDeps } from "../deps.ts";

const ENDED = new Set(["completed", "failed", "cancelled"]);

/**
 * Waits for a run to end (polling its row, which any worker process updates), for at most `maxMs` or until the
 * client goes away. The run itself never depends on this wait: it goes on in the workers either way.
 */
export async function waitForRun(
  deps: AppDeps,
  runId: number,
  options: { maxMs: number; signal?: AbortSignal; pollMs?: number },
): Promise<PipelineRun | null> {
  const deadline = Date.now() + options.maxMs;
  const pollMs = options.pollMs ?? 500;
  for (;;) {
    const run = await getPipelineRun(deps.db, runId);
    if (!run || ENDED.has(run.status) || Date.now() >= deadline || options.signal?.aborted) return run;
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now())));
      options.signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
    });
  }
}
