import type { PipelineStep } from "@cbct/core/contracts/pipeline";
import type { Db } from "@cbct/shared/db/client";
import { type RunProgress, updateRunProgress } from "@cbct/shared/aggregates/pipeline-runs";

export type RunReporter = {
  /** Records progress now (and keeps it for the heartbeat). */
  report(update: RunProgress & { step?: PipelineStep }): Promise<void>;
  /** Aborted when a stop is requested (or the run ended elsewhere); long steps pass it to their requests. */
  signal: AbortSignal;
  close(): void;
};

/**
 * Writes a run's progress to its row and, every second, a heartbeat (so status readers see it move at least every
 * 2 s, and the worker learns of a stop request within a second even in the middle of a long request).
 */
export function createRunReporter(db: Db, runId: number, log: (m: string) => void, heartbeatMs = 1_000): RunReporter {
  const controller = new AbortController();
  let state: RunProgress = {};
  let writing: Promise<void> = Promise.resolve();
  const write = (update: RunProgress) => {
    writing = writing
      .then(() => updateRunProgress(db, runId, update))
      .then(({ cancelRequested }) => {
        if (cancelRequested && !controller.signal.aborted) controller.abort(new Error("The pipeline was stopped"));
      })
      .catch((err) => log(`pipeline ${runId}: progress not saved: ${err instanceof Error ? err.message : err}`));
    return writing;
  };
  const timer = setInterval(() => void write({ ...state }), heartbeatMs);
  return {
    signal: controller.signal,
    report(update) {
      state = { ...state, ...update };
      return write(update);
    },
    close: () => clearInterval(timer),
  };
}
