import { JOBS, type JobName, type QueueName } from "@cbct/shared/jobs/catalog";
import { type Job, UnrecoverableError } from "bullmq";
import type { JobAttempt, JobProcessor, WorkerDeps } from "./job-processor.ts";
import { PROCESSORS } from "./registry.ts";

type AnyProcessor = JobProcessor<JobName>;

/** The catalog's job names that run on `queue`. */
export function jobsOn(queue: QueueName): JobName[] {
  return (Object.keys(JOBS) as JobName[]).filter((name) => JOBS[name].queue === queue);
}

/**
 * Which attempt a job is on, the one place that decides "is this the final attempt". While the job runs,
 * `attemptsMade` counts the attempts before this one; in the `failed` event BullMQ has already counted this one
 * (`after: "failed"`). An UnrecoverableError is final whatever the count.
 */
export function attemptOf(
  job: Pick<Job, "attemptsMade" | "opts">,
  after: "running" | "failed" = "running",
  err?: Error,
): Omit<JobAttempt, "log"> {
  const attempts = Math.max(1, job.opts.attempts ?? 1);
  const attempt = after === "failed" ? job.attemptsMade : job.attemptsMade + 1;
  return { attempt, attempts, isFinal: attempt >= attempts || err?.name === "UnrecoverableError" };
}

/**
 * BullMQ's side of one queue: `process` routes each job to its processor by name (after parsing its payload with
 * the catalog's schema), and `failed` maps BullMQ's final failure to the job's row state, once for every job kind.
 */
export function dispatchJobs(queue: QueueName, deps: WorkerDeps) {
  const processors = jobsOn(queue).map((name) => [name, PROCESSORS[name](deps as WorkerDeps)] as const);
  return createDispatcher(queue, processors, deps);
}

/**
 * The dispatcher over a given set of processors (dispatchJobs gives it the registry's; a test may give it one
 * processor built with test settings, and still go through the same parsing and attempt counting).
 */
export function createDispatcher<N extends JobName>(
  queue: QueueName,
  entries: readonly (readonly [N, JobProcessor<N>])[],
  deps: Pick<WorkerDeps, "log" | "metrics">,
) {
  const processors = new Map<string, AnyProcessor>(entries.map(([name, p]) => [name, p as unknown as AnyProcessor]));

  function parse(job: Job) {
    const processor = processors.get(job.name);
    if (!processor) return { ok: false as const, error: `No processor for job "${job.name}" on queue "${queue}"` };
    const parsed = JOBS[job.name as JobName].payload.safeParse(job.data);
    if (!parsed.success) return { ok: false as const, error: `Invalid ${job.name} payload: ${parsed.error.message}` };
    return { ok: true as const, processor, payload: parsed.data };
  }

  return {
    async process(job: Job): Promise<unknown> {
      const found = parse(job);
      if (!found.ok) throw new UnrecoverableError(found.error);
      const stop = deps.metrics?.jobDuration.startTimer({ job: job.name });
      try {
        const result = await found.processor.process(job, found.payload, {
          ...attemptOf(job),
          log: deps.log.child({ job: job.name, jobId: job.id }),
        });
        stop?.({ outcome: "completed" });
        return result;
      } catch (err) {
        stop?.({ outcome: "failed" });
        throw err;
      }
    },

    async failed(job: Job | undefined, err: Error): Promise<void> {
      if (!job) return;
      const final = attemptOf(job, "failed", err).isFinal;
      const log = deps.log.child({ job: job.name, jobId: job.id });
      log.warn(final ? "job failed" : "job attempt failed", { attemptsMade: job.attemptsMade, error: err.message });
      const found = parse(job);
      if (!final || !found.ok) return;
      await found.processor.markFailed(found.payload, err.message).catch((e) => log.error("mark failed", { error: e }));
    },
  };
}
