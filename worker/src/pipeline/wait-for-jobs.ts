import type { QueueEvents } from "bullmq";

/** The part of BullMQ's QueueEvents a wait listens to (tests pass an EventEmitter). */
export type JobEventSource = Pick<QueueEvents, "on" | "off">;

export type WaitForJobsOptions<T> = {
  /** The queue's global events (QueueEvents, read from the queue's Redis stream); null: fallback checks only. */
  events: JobEventSource | null;
  /** Whether an event's job is one this wait is about (other people's jobs on the same queue are ignored). */
  concerns: (jobId: string) => boolean;
  /** Reads the real state (Postgres rows): a value ends the wait, null keeps waiting. */
  check: () => Promise<T | null>;
  /** Longest gap between two checks without an event: a missed event (a restart, a row ended after its event) cannot hang the wait. */
  fallbackMs: number;
  /** Shortest gap between two checks, so a burst of events costs one query, not one each. */
  minGapMs?: number;
  deadline: number;
  signal: AbortSignal;
};

const RECHECK_AFTER_EVENT_MS = 1_000;

export type WaitOutcome<T> = { done: T } | { timedOut: true } | { aborted: true };

/**
 * Waits for jobs by their completion events instead of a tight poll: a job that completes, fails (an attempt or for
 * good) or is removed wakes the wait, which then reads the rows (the rows are the truth: a processor writes its row
 * before BullMQ publishes the event). Between events only the `fallbackMs` check runs.
 */
export async function waitForJobs<T>(o: WaitForJobsOptions<T>): Promise<WaitOutcome<T>> {
  const minGapMs = o.minGapMs ?? 200;
  let dirty: boolean;
  let wake: (() => void) | null = null;
  let woken = false;
  const onEvent = (args: { jobId: string }) => {
    if (!o.concerns(args.jobId)) return;
    dirty = true;
    woken = true;
    wake?.();
  };
  const onAbort = () => wake?.();
  o.events?.on("completed", onEvent);
  o.events?.on("failed", onEvent);
  o.events?.on("removed", onEvent);
  o.signal.addEventListener("abort", onAbort);
  const pause = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (wakeable) wake = done;
    });
  try {
    for (;;) {
      dirty = false;
      const checkedAt = Date.now();
      const value = await o.check();
      if (value !== null) return { done: value };
      if (o.signal.aborted) return { aborted: true };
      const left = o.deadline - Date.now();
      if (left <= 0) return { timedOut: true };
      // An event that came in while checking is acted on now; otherwise sleep until one comes or the fallback. Right
      // after an event the rows are looked at again within a second: a job BullMQ gave up on outside its processor
      // (stalled too often) has its row ended by the worker's `failed` handler just after the event was published.
      const afterEvent = woken;
      woken = false;
      if (!dirty) await pause(Math.min(afterEvent ? RECHECK_AFTER_EVENT_MS : o.fallbackMs, o.fallbackMs, left), true);
      if (o.signal.aborted) continue;
      const gap = checkedAt + minGapMs - Date.now();
      if (gap > 0) await pause(gap, false);
    }
  } finally {
    o.events?.off("completed", onEvent);
    o.events?.off("failed", onEvent);
    o.events?.off("removed", onEvent);
    o.signal.removeEventListener("abort", onAbort);
  }
}
