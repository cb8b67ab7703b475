import { Piscina } from "piscina";
import { AppError } from "../http/app-error.ts";

export const ANALYSIS_TIMED_OUT = "The analysis took too long and was stopped. Try a shorter text.";
export const ANALYZER_BUSY = "The analyzer is busy. Try again shortly.";

/** Analyses waiting for a thread beyond which new ones are refused at once (each holds up to 500,000 characters). */
const MAX_QUEUED = 16;
/** An idle thread exits after this long, so an API nobody tests analyses on holds no extra memory. */
const IDLE_MS = 60_000;

export type AnalysisPool = {
  /** Runs one task on a thread; a task past `timeoutMs` (queue wait included) has its thread terminated. */
  run<R>(task: unknown): Promise<R>;
  close(): Promise<void>;
};

/**
 * CPU-heavy analysis (CBCT detection, extraction, scoring) off the API's event loop, in worker threads. Threads start
 * on first use, so building the API (and every test file) costs nothing until an analysis runs.
 */
export function createAnalysisPool(options: {
  threads: number;
  timeoutMs: number;
  /** The thread's entry file; tests pass one that never finishes. */
  filename?: string;
}): AnalysisPool {
  const pool = new Piscina({
    filename: options.filename ?? new URL("./analyze-thread.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUED,
  });
  let closed = false;
  return {
    async run<R>(task: unknown): Promise<R> {
      if (closed) throw new AppError("service_unavailable", ANALYZER_BUSY);
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return (await pool.run(task, { signal })) as R;
      } catch (err) {
        if (signal.aborted) throw new AppError("service_unavailable", ANALYSIS_TIMED_OUT);
        if (err instanceof Error && err.message === "Task queue is at limit") {
          throw new AppError("service_unavailable", ANALYZER_BUSY);
        }
        throw err;
      }
    },
    async close() {
      closed = true;
      // destroy, not close: a running analysis has no one left to answer once the server is shutting down.
      await pool.destroy();
    },
  };
}
