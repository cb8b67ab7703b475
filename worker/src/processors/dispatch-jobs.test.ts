import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { JOBS, type JobName, QUEUE_NAMES } from "@cbct/shared/jobs/catalog";
import { createLogger } from "@cbct/shared/log/create-logger";
import type { Job } from "bullmq";
import { describe, expect, it } from "vitest";
import { dispatchJobs, jobsOn } from "./dispatch-jobs.ts";
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
});
