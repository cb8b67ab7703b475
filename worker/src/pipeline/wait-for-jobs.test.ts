import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { type JobEventSource, waitForJobs } from "./wait-for-jobs.ts";

const HOUR = 3_600_000;

/** A check that is done once `done` says so, counting its calls. */
function checker(done: () => boolean) {
  const calls = { n: 0 };
  return { calls, check: async () => (calls.n++, done() ? "done" : null) };
}

describe("waitForJobs", () => {
  it("wakes on a completion event of one of its jobs, not of someone else's", async () => {
    const events = new EventEmitter();
    let finished = false;
    const { calls, check } = checker(() => finished);
    const waiting = waitForJobs({
      events: events as unknown as JobEventSource,
      concerns: (id) => id === "mine",
      check,
      // No fallback within the test's time: only the event can end this wait.
      fallbackMs: HOUR,
      minGapMs: 0,
      deadline: Date.now() + HOUR,
      signal: new AbortController().signal,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.n).toBe(1);
    finished = true;
    events.emit("completed", { jobId: "someone-else" });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.n).toBe(1);
    events.emit("failed", { jobId: "mine" });
    await expect(waiting).resolves.toEqual({ done: "done" });
    expect(calls.n).toBe(2);
    // Its listeners are gone once it ended.
    expect(events.listenerCount("completed") + events.listenerCount("failed") + events.listenerCount("removed")).toBe(
      0,
    );
  });

  it("still ends by its fallback check when no event comes (a missed event cannot hang it)", async () => {
    let n = 0;
    const outcome = await waitForJobs({
      events: null,
      concerns: () => true,
      check: async () => (++n >= 3 ? n : null),
      fallbackMs: 5,
      deadline: Date.now() + HOUR,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ done: 3 });
  });

  it("ends at once when its run is stopped, and at its deadline", async () => {
    const stop = new AbortController();
    const events = new EventEmitter();
    const waiting = waitForJobs({
      events: events as unknown as JobEventSource,
      concerns: () => true,
      check: async () => null,
      fallbackMs: HOUR,
      deadline: Date.now() + HOUR,
      signal: stop.signal,
    });
    stop.abort();
    await expect(waiting).resolves.toEqual({ aborted: true });
    await expect(
      waitForJobs({
        events: null,
        concerns: () => true,
        check: async () => null,
        fallbackMs: HOUR,
        deadline: Date.now() - 1,
        signal: new AbortController().signal,
      }),
    ).resolves.toEqual({ timedOut: true });
  });
});
