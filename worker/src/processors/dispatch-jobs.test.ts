import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { JOBS, type JobName, QUEUE_NAMES } from "@cbct/shared/jobs/catalog";
import { createLogger } from "@cbct/shared/log/create-logger";
import type { Job } from "bullmq";
import { describe, expect, it } from "vitest";
import { attemptOf, createDispatcher, dispatchJobs, jobsOn } from "./dispatch-jobs.ts";
import type { JobAttempt, JobProcessor } from "./job-processor.ts";
import type { WorkerDeps } from "./job-processor.ts";
import { PROCESSORS } from "./registry.ts";

const config = parseConfig(workerConfigSchema, { DATABASE_URL: "postgres://unused/db", REDIS_URL: "redis://unused" });
// Nothing here reaches a processor's I/O: every job below is refused before it runs.
const deps = { config, log: createLogger("error", "worker"), secondOpinion: null } as unknown as WorkerDeps;
const job = (name: string, data: unknown) => ({ name, data, id: "1", opts: {}, attemptsMade: 0 }) as unknown as Job;

describe("dispatchJobs", () => {
  it("has a processor for every job of the catalog, and every queue's jobs are the catalog's", () => {
    expect(Object.keys(PROCESSORS).sort()).toEqual(Object.keys(JOBS).sort());
    const onQueues = Object.values(QUEUE_NAMES).flatMap((q) => jobsOn(q));
    expect(onQueues.sort()).toEqual((Object.keys(JOBS) as JobName[]).sort());
  });

  it("fails a job with a name the queue does not run, permanently", async () => {
    const dispatch = dispatchJobs(QUEUE_NAMES.scrape, deps);
    await expect(dispatch.process(job("no-such-job", {}))).rejects.toMatchObject({
      name: "UnrecoverableError",
      message: 'No processor for job "no-such-job" on queue "scrape"',
    });
  });

  it("fails a job whose payload breaks the catalog's schema, permanently", async () => {
    const dispatch = dispatchJobs(QUEUE_NAMES.scrape, deps);
    await expect(dispatch.process(job("scrape-site", { url: "not a url" }))).rejects.toMatchObject({
      name: "UnrecoverableError",
      message: expect.stringMatching(/^Invalid scrape-site payload/),
    });
  });

  it("passes each processor the parsed payload and which attempt it is on, final on the last one", async () => {
    const seen: { payload: unknown; run: Omit<JobAttempt, "log"> }[] = [];
    const failedWith: string[] = [];
    const processor: JobProcessor<"run-pipeline"> = {
      async process(_job, payload, { log: _log, ...run }) {
        seen.push({ payload, run });
        throw new Error("boom");
      },
      markFailed: async (_payload, message) => void failedWith.push(message),
    };
    const dispatch = createDispatcher(QUEUE_NAMES.pipeline, [["run-pipeline", processor]], deps);
    const attempt = (attemptsMade: number) =>
      ({
        name: "run-pipeline",
        data: { pipelineRunId: 7 },
        id: "run-7",
        opts: { attempts: 3 },
        attemptsMade,
      }) as unknown as Job;
    for (const made of [0, 1, 2]) await expect(dispatch.process(attempt(made))).rejects.toThrow("boom");
    expect(seen).toEqual([
      { payload: { pipelineRunId: 7 }, run: { attempt: 1, attempts: 3, isFinal: false } },
      { payload: { pipelineRunId: 7 }, run: { attempt: 2, attempts: 3, isFinal: false } },
      { payload: { pipelineRunId: 7 }, run: { attempt: 3, attempts: 3, isFinal: true } },
    ]);
    // BullMQ's failed event: attemptsMade already counts the attempt that failed. Only the last one ends the row.
    await dispatch.failed(attempt(2), new Error("second failure"));
    expect(failedWith).toEqual([]);
    await dispatch.failed(attempt(3), new Error("gave up"));
    expect(failedWith).toEqual(["gave up"]);
  });

  it("counts an UnrecoverableError as final, and a job without attempts as one attempt", () => {
    const unrecoverable = Object.assign(new Error("no"), { name: "UnrecoverableError" });
    expect(attemptOf({ attemptsMade: 1, opts: { attempts: 3 } }, "failed", unrecoverable).isFinal).toBe(true);
    expect(attemptOf({ attemptsMade: 0, opts: {} })).toEqual({ attempt: 1, attempts: 1, isFinal: true });
  });
});
