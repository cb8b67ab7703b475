import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  PipelineResult,
  PipelineRunStatus,
  PipelineRunView,
  PipelineSearchMode,
  PipelineStep,
} from "../../contracts/pipeline.ts";
import type { Db } from "../client.ts";
import { type JobStatus, scrapingJobs } from "../schema/jobs.ts";
import { type PipelineRun, pipelineRuns } from "../schema/pipeline-runs.ts";

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

/** Ends the run once; a run already ended is left as it is. */
export async function finishRun(
  db: Db,
  id: number,
  end: {
    status: Exclude<PipelineRunStatus, "queued" | "running">;
    result: PipelineResult | null;
    errorMessage?: string | null;
    currentStep: string;
    stepDetails?: string | null;
  },
): Promise<boolean> {
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
