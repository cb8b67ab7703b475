import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type GlideSync, type GlideSyncStatus, glideSyncs } from "../db/schema/glide-syncs.ts";

/**
 * The Glide-sync aggregate: every status and count write of a `glide_syncs` row is a function of this module.
 *
 *   queued ──startGlideSync──> running ──completeGlideSync──> completed
 *     │                          │  └──failGlideSync──────────> failed   (last attempt, or a refusal retrying won't fix)
 *     └──failGlideSync (the queue would not take the job, BullMQ gave up) ──> failed
 *
 * - requestGlideSync creates the `queued` row, or returns the sync already queued or running (one active sync for
 *   the deployment: a partial unique index), so the page's button and a pipeline run's auto-sync never run two;
 * - `running` again on a retry (startGlideSync accepts a running row); the counts then start over, because the
 *   retry sends every lead again (rows added before the failure keep their row id and are updated, not re-added);
 * - ended states are final: the first writer wins.
 */

const ACTIVE: GlideSyncStatus[] = ["queued", "running"];

export type GlideCounts = { sent: number; added: number; updated: number; unchanged: number };

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function activeSync(db: Db): Promise<GlideSync | null> {
  const [row] = await db
    .select()
    .from(glideSyncs)
    .where(inArray(glideSyncs.status, ACTIVE))
    .orderBy(desc(glideSyncs.id))
    .limit(1);
  return row ?? null;
}

/**
 * The sync to wait for: a new `queued` row, or the one already queued or running (`created` false). A pipeline run
 * joining a sync that is already running learns it from `status` (that sync may have read the leads before the run
 * wrote them).
 */
export async function requestGlideSync(
  db: Db,
  input: { requestedBy: number | null; pipelineRunId?: number | null },
): Promise<{ sync: GlideSync; created: boolean }> {
  for (let tries = 0; tries < 3; tries++) {
    const existing = await activeSync(db);
    if (existing) return { sync: existing, created: false };
    try {
      const [row] = await db
        .insert(glideSyncs)
        .values({ requestedBy: input.requestedBy, pipelineRunId: input.pipelineRunId ?? null, status: "queued" })
        .returning();
      if (row) return { sync: row, created: true };
    } catch (err) {
      // Another request created the active row between our read and insert: read it again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error("Could not record the Glide sync");
}

export async function getGlideSync(db: Db, id: number): Promise<GlideSync | null> {
  const [row] = await db.select().from(glideSyncs).where(eq(glideSyncs.id, id));
  return row ?? null;
}

/** queued (or running, on a retry) -> running; null when the sync already ended (nothing to do). */
export async function startGlideSync(db: Db, id: number): Promise<GlideSync | null> {
  const [row] = await db
    .update(glideSyncs)
    .set({
      status: "running",
      startedAt: sql`coalesce(${glideSyncs.startedAt}, now())`,
      rowsSent: 0,
      rowsAdded: 0,
      rowsUpdated: 0,
      rowsUnchanged: 0,
      rowsFailed: 0,
      error: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(glideSyncs.id, id), inArray(glideSyncs.status, ACTIVE)))
    .returning();
  return row ?? null;
}

const countsSet = (c: GlideCounts) => ({
  rowsSent: c.sent,
  rowsAdded: c.added,
  rowsUpdated: c.updated,
  rowsUnchanged: c.unchanged,
});

/** The counts so far of a running sync (the page shows them while it runs). */
export async function recordGlideSyncProgress(db: Db, id: number, counts: GlideCounts): Promise<void> {
  await db
    .update(glideSyncs)
    .set({ ...countsSet(counts), updatedAt: sql`now()` })
    .where(and(eq(glideSyncs.id, id), eq(glideSyncs.status, "running")));
}

/** running -> completed, with what Glide took. */
export async function completeGlideSync(db: Db, id: number, counts: GlideCounts): Promise<boolean> {
  const rows = await db
    .update(glideSyncs)
    .set({ ...countsSet(counts), rowsFailed: 0, status: "completed", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(glideSyncs.id, id), inArray(glideSyncs.status, ACTIVE)))
    .returning({ id: glideSyncs.id });
  return rows.length > 0;
}

/**
 * queued or running -> failed. With `counts` (the sync got as far as sending rows), the rows sent that Glide did
 * not confirm are the failed ones; without, the counts recorded so far stay.
 */
export async function failGlideSync(db: Db, id: number, error: string, counts?: GlideCounts): Promise<boolean> {
  const rows = await db
    .update(glideSyncs)
    .set({
      ...(counts
        ? { ...countsSet(counts), rowsFailed: Math.max(0, counts.sent - counts.added - counts.updated) }
        : {
            rowsFailed: sql`greatest(0, ${glideSyncs.rowsSent} - ${glideSyncs.rowsAdded} - ${glideSyncs.rowsUpdated})`,
          }),
      status: "failed",
      error,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(glideSyncs.id, id), inArray(glideSyncs.status, ACTIVE)))
    .returning({ id: glideSyncs.id });
  return rows.length > 0;
}

/** The BullMQ job id of a sync (one job per row; the id is how the page asks for it). */
export const glideSyncJobId = (id: number) => `glide-sync-${id}`;
/** The row id in a job id, or null for anything else (an old random job id included). */
export function glideSyncIdOf(jobId: string): number | null {
  const m = /^glide-sync-(\d{1,10})$/.exec(jobId);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * What Glide really took, in one line for a pipeline run's summary and warnings, e.g.
 * "Glide: 120 rows sent, 118 added/updated, 2 failed" or "Glide sync failed: <why> (120 rows sent, 0 added/updated, 120 failed)".
 */
export function describeGlideSync(sync: GlideSync): string {
  const counts =
    `${plural(sync.rowsSent, "row")} sent, ${sync.rowsAdded + sync.rowsUpdated} added/updated` +
    (sync.rowsFailed > 0 ? `, ${sync.rowsFailed} failed` : "") +
    (sync.rowsUnchanged > 0 ? `, ${sync.rowsUnchanged} unchanged` : "");
  if (sync.status === "failed") return `Glide sync failed: ${sync.error ?? "unknown error"} (${counts})`;
  return `Glide: ${counts}`;
}
