import { JOBS, type JobName, type QueueName } from "@cbct/shared/jobs/catalog";
import { type Job, UnrecoverableError } from "bullmq";
import type { JobProcessor, WorkerDeps } from "./job-processor.ts";
import { PROCESSORS } from "./registry.ts";

type AnyProcessor = JobProcessor<JobName>;

/** The catalog's job names that run on `queue`. */
export function jobsOn(queue: QueueName): JobName[] {
  return (Object.keys(JOBS) as JobName[]).filter((name) => JOBS[name].queue === queue);
}

/**
 * BullMQ's side of one queue: `process` routes each job to its processor by name (after parsing its payload with
 * the catalog's schema), and `failed` maps BullMQ's final failure to the job's row state, once for every job kind.
 */
export function dispatchJobs(queue: QueueName, deps: WorkerDeps) {
  const processors = new Map<string, AnyProcessor>(
    jobsOn(queue).map((name) => [name, (PROCESSORS[name] as (d: WorkerDeps) => AnyProcessor)(deps)]),
  );

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
        const result = await found.processor.process(
          job,
          found.payload,
          deps.log.child({ job: job.name, jobId: job.id }),
        );
        stop?.({ outcome: "completed" });
        return result;
      } catch (err) {
        stop?.({ outcome: "failed" });
        throw err;
      }
    },

    async failed(job: Job | undefined, err: Error): Promise<void> {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === "UnrecoverableError";
      const log = deps.log.child({ job: job.name, jobId: job.id });
      log.warn(final ? "job failed" : "job attempt failed", { attemptsMade: job.attemptsMade, error: err.message });
      const found = parse(job);
      if (!final || !found.ok) return;
      await found.processor.markFailed(found.payload, err.message).catch((e) => log.error("mark failed", { error: e }));
    },
  };
}
