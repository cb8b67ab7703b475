/**
 * The pipeline-run aggregate: every status write of a `pipeline_runs` row is a function of this module (issue 20), so
 * a reviewer can read the whole state machine here. Other files may read runs, never set their status.
 *
 *   queued ──markRunRunning──> running ──completeRun──> completed
 *     │                          │ ├────cancelRun────> cancelled   (a stop the worker saw)
 *     │                          │ └────failRun──────> failed      (last attempt, unrecoverable, BullMQ gave up)
 *     ├──cancelRun (stopped before a worker took it) ──> cancelled
 *     └──failRun (the queue would not take its job) ───> failed
 *
 * - created `queued` by createPipelineRun (one active run per user: a partial unique index);
 * - `running` again after a crash: markRunRunning accepts a running row, so a retry resumes from the row;
 * - ended states are final: every end is guarded by `status in (queued, running)`, so the first writer wins and a
 *   late one (the API's stop racing the worker's completion) changes nothing;
 * - `cancelRequested` is a flag, not a state: the stop sets it, the worker sees it through updateRunProgress.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  PipelineResult,
  PipelineRunStatus,
  PipelineRunView,
  PipelineSearchMode,
  PipelineStep,
} from "@cbct/core/contracts/pipeline";
import type { Db } from "../db/client.ts";
import { type JobStatus, scrapingJobs } from "../db/schema/jobs.ts";
import { type PipelineRun, pipelineRuns } from "../db/schema/pipeline-runs.ts";

const ACTIVE: PipelineRunStatus[] = ["queued", "running"];

export type NewPipelineRun = {
  userId: number;
  mode: PipelineSearchMode;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  maxResults: number;
  autoSync: boolean;
};

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** The new run, or null when the user already has one queued or running (the partial unique index decides). */
export async function createPipelineRun(db: Db, input: NewPipelineRun): Promise<PipelineRun | null> {
  try {
    const [row] = await db
      .insert(pipelineRuns)
      .values({ ...input, status: "queued" })
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function getPipelineRun(db: Db, id: number): Promise<PipelineRun | null> {
  const [row] = await db.select().from(pipelineRuns).where(eq(pipelineRuns.id, id));
  return row ?? null;
}

/** The user's active run, else their latest one. */
export async function currentOrLastRun(db: Db, userId: number): Promise<PipelineRun | null> {
  const [row] = await db
    .select()
    .from(pipelineRuns)
    .where(eq(pipelineRuns.userId, userId))
    .orderBy(
      sql`${pipelineRuns.status} in ('queued', 'running') desc`,
      desc(pipelineRuns.createdAt),
      desc(pipelineRuns.id),
    )
    .limit(1);
  return row ?? null;
}

export async function listPipelineRuns(db: Db, userId: number, limit: number): Promise<PipelineRun[]> {
  return db
    .select()
    .from(pipelineRuns)
    .where(eq(pipelineRuns.userId, userId))
    .orderBy(desc(pipelineRuns.createdAt), desc(pipelineRuns.id))
    .limit(limit);
}

/** The worker takes the run (first time or after a crash). False when it already ended: nothing to do. */
export async function markRunRunning(db: Db, id: number): Promise<PipelineRun | null> {
  const [row] = await db
    .update(pipelineRuns)
    .set({ status: "running", startedAt: sql`coalesce(${pipelineRuns.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(pipelineRuns.id, id), inArray(pipelineRuns.status, ACTIVE)))
    .returning();
  return row ?? null;
}

export type RunProgress = {
  step?: PipelineStep;
  currentStep?: string;
  stepDetails?: string | null;
  progress?: number;
  scrapingJobIds?: number[];
  practiceIds?: number[];
  warnings?: string[];
};

/** Progress of a running run; returns whether a stop was requested meanwhile (so the worker can wind down). */
export async function updateRunProgress(
  db: Db,
  id: number,
  progress: RunProgress,
): Promise<{ cancelRequested: boolean }> {
  const [row] = await db
    .update(pipelineRuns)
    .set({ ...progress, updatedAt: sql`now()` })
    .where(and(eq(pipelineRuns.id, id), eq(pipelineRuns.status, "running")))
    .returning({ cancelRequested: pipelineRuns.cancelRequested });
  // A run that is no longer running (stopped while queued, failed by another attempt) must stop too.
  return { cancelRequested: row?.cancelRequested ?? true };
}

type RunEnd = {
  status: Exclude<PipelineRunStatus, "queued" | "running">;
  result: PipelineResult | null;
  errorMessage?: string | null;
  currentStep: string;
  stepDetails?: string | null;
};

/** The step texts of an ended run (the page shows them as the run's last step). */
export const RUN_END_TEXT = {
  completed: "Pipeline complete",
  cancelled: "Pipeline stopped",
  failed: "Pipeline failed",
} as const;

/** Ends the run once; a run already ended is left as it is (returns false). */
async function endRun(db: Db, id: number, end: RunEnd): Promise<boolean> {
  const rows = await db
    .update(pipelineRuns)
    .set({
      status: end.status,
      result: end.result,
      errorMessage: end.errorMessage ?? null,
      currentStep: end.currentStep,
      stepDetails: end.stepDetails ?? null,
      step: "done",
      progress: 100,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pipelineRuns.id, id), inArray(pipelineRuns.status, ACTIVE)))
    .returning({ id: pipelineRuns.id });
  return rows.length > 0;
}

/** A result with nothing in it but `errors`: a run that ended before it found anything. */
export function emptyPipelineResult(errors: string[]): PipelineResult {
  return {
    leadsFound: 0,
    processed: 0,
    sheetsGenerated: false,
    driveUploaded: false,
    driveFolder: null,
    errors,
    summary: { cbctConfirmed: 0, highPriority: 0, totalScore: 0 },
  };
}

/** running -> completed, with its result and the one-line summary the page's toast shows. */
export function completeRun(db: Db, id: number, result: PipelineResult, summary: string): Promise<boolean> {
  return endRun(db, id, { status: "completed", result, currentStep: RUN_END_TEXT.completed, stepDetails: summary });
}

/** queued or running -> cancelled: a stop request, with what was processed until then. */
export function cancelRun(db: Db, id: number, result: PipelineResult, summary?: string): Promise<boolean> {
  return endRun(db, id, {
    status: "cancelled",
    result,
    currentStep: RUN_END_TEXT.cancelled,
    stepDetails: summary ?? null,
  });
}

/**
 * queued or running -> failed: the queue would not take the job, the worker's last attempt threw, or BullMQ gave up
 * on the job (stalled too often). `result` is what the run had when it failed, if anything.
 */
export function failRun(db: Db, id: number, message: string, result: PipelineResult | null = null): Promise<boolean> {
  return endRun(db, id, { status: "failed", result, errorMessage: message, currentStep: RUN_END_TEXT.failed });
}

/** Marks the user's active run for stopping; returns it (null when none is active). */
export async function requestRunStop(db: Db, userId: number): Promise<PipelineRun | null> {
  const [row] = await db
    .update(pipelineRuns)
    .set({ cancelRequested: true, updatedAt: sql`now()` })
    .where(and(eq(pipelineRuns.userId, userId), inArray(pipelineRuns.status, ACTIVE)))
    .returning();
  return row ?? null;
}

export type ScrapeTally = Record<JobStatus, number>;

export async function tallyScrapeJobs(db: Db, ids: number[]): Promise<ScrapeTally> {
  const tally: ScrapeTally = { pending: 0, running: 0, completed: 0, failed: 0, cancelled: 0 };
  if (ids.length === 0) return tally;
  const rows = await db
    .select({ status: scrapingJobs.status, n: sql<number>`count(*)::int` })
    .from(scrapingJobs)
    .where(inArray(scrapingJobs.id, ids))
    .groupBy(scrapingJobs.status);
  for (const r of rows) tally[r.status] = r.n;
  return tally;
}

/** The BullMQ job ids of a run's scrape rows (its wait listens for their completion events). */
export async function scrapeJobIdsOf(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ jobId: scrapingJobs.jobId }).from(scrapingJobs).where(inArray(scrapingJobs.id, ids));
  return rows.map((r) => r.jobId);
}

export function toPipelineRunView(run: PipelineRun): PipelineRunView {
  return {
    id: run.id,
    status: run.status,
    mode: run.mode,
    zipCode: run.zipCode,
    city: run.city,
    state: run.state,
    maxResults: run.maxResults,
    autoSync: run.autoSync,
    step: run.step,
    currentStep: run.currentStep,
    stepDetails: run.stepDetails,
    progress: run.progress,
    result: run.result ?? null,
    errorMessage: run.errorMessage,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
