import type { WorkerConfig } from "@cbct/shared/config";
import type { Db } from "@cbct/shared/db/client";
import {
  describeGlideSync,
  failGlideSync,
  getGlideSync,
  glideSyncJobId,
  requestGlideSync,
} from "@cbct/shared/aggregates/glide-syncs";
import type { GlideSync } from "@cbct/shared/db/schema/glide-syncs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import type { OrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { enqueueGlideSync } from "@cbct/shared/integrations/glide/enqueue-glide-sync";
import { isGlideConfigured } from "@cbct/shared/integrations/glide/glide-settings";
import { type AutoUploadOutcome, autoUploadSheets } from "@cbct/shared/integrations/google-drive/auto-upload-sheets";
import { isDriveConfigured } from "@cbct/shared/integrations/google-drive/google-oauth";
import type { Queues } from "@cbct/shared/jobs/catalog";
import { type JobEventSource, waitForJobs } from "./wait-for-jobs.ts";

export const SYNC_NOT_CONFIGURED = "Auto-sync skipped: Google Drive and Glide are not configured";

export type AutoSyncOutcome = {
  driveUploaded: boolean;
  driveFolder: string | null;
  /** Readable problems for the run's result (a skipped upload, a Glide sync that failed or did not end in time). */
  warnings: string[];
  /** What Glide took, for the run's summary ("Glide: 120 rows sent, 118 added/updated, 2 failed"); null: no Glide. */
  glide: string | null;
};

export type AutoSyncDeps = {
  db: Db;
  queues: Queues;
  config: WorkerConfig;
  /** The Glide queue's completion events (QueueEvents); null: the wait checks the row every PIPELINE_WAIT_CHECK_MS. */
  glideEvents: JobEventSource | null;
  log: (message: string) => void;
};

export type AutoSync = (run: PipelineRun, sheets: OrganizedSheets, signal: AbortSignal) => Promise<AutoSyncOutcome>;

const ENDED = new Set(["completed", "failed"]);
const minutes = (ms: number) => `${Math.round(ms / 60_000) || 1} min`;

/**
 * A pipeline run's upload-and-sync step when auto-sync is on: the run's sheets to its user's own Google Drive, and a
 * Glide sync of every lead that the run waits for, so the run reports what Glide really took instead of success
 * before Glide has the rows. Anything that stops either is a warning for the run's result, never a failed run (the
 * leads are found and scored; the sheets stay downloadable, and the Glide page can sync again).
 */
export function createAutoSync(deps: AutoSyncDeps): AutoSync {
  const { db, config } = deps;

  /** Waits for the sync's row to end (its job's events wake the wait). Null: the run stopped or the wait timed out. */
  async function waitForSync(id: number, signal: AbortSignal): Promise<GlideSync | null> {
    const jobId = glideSyncJobId(id);
    const outcome = await waitForJobs({
      events: deps.glideEvents,
      concerns: (j) => j === jobId,
      check: async () => {
        const row = await getGlideSync(db, id);
        return row && ENDED.has(row.status) ? row : null;
      },
      fallbackMs: config.PIPELINE_WAIT_CHECK_MS,
      deadline: Date.now() + config.PIPELINE_GLIDE_WAIT_MS,
      signal,
    });
    return "done" in outcome ? outcome.done : null;
  }

  async function syncToGlide(run: PipelineRun, signal: AbortSignal): Promise<{ line: string; warning?: string }> {
    let { sync, created } = await requestGlideSync(db, { requestedBy: run.userId, pipelineRunId: run.id });
    if (!created && sync.status === "running") {
      // A sync already under way may have read the leads before this run wrote them: let it end, then ask again.
      await waitForSync(sync.id, signal);
      ({ sync, created } = await requestGlideSync(db, { requestedBy: run.userId, pipelineRunId: run.id }));
    }
    try {
      await enqueueGlideSync(deps.queues, sync);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      if (created) await failGlideSync(db, sync.id, `The job queue was unavailable: ${why}`);
      const line = `Glide sync failed: the job queue was unavailable (${why})`;
      return { line, warning: line };
    }
    const ended = await waitForSync(sync.id, signal);
    if (!ended) {
      const line = signal.aborted
        ? "Glide sync still running when the pipeline was stopped"
        : `Glide sync still running after ${minutes(config.PIPELINE_GLIDE_WAIT_MS)}; see the Glide page for its result`;
      return { line, warning: line };
    }
    const line = describeGlideSync(ended);
    return ended.status === "failed" || ended.rowsFailed > 0 ? { line, warning: line } : { line };
  }

  return async (run, sheets, signal) => {
    const drive = isDriveConfigured(config);
    const glide = isGlideConfigured(config);
    if (!drive && !glide)
      return { driveUploaded: false, driveFolder: null, warnings: [SYNC_NOT_CONFIGURED], glide: null };
    const warnings: string[] = [];
    let uploaded: AutoUploadOutcome = { driveUploaded: false, driveFolder: null, warning: null };
    if (drive) {
      // The run's user's own Drive connection; nobody else's tokens are ever used.
      const driveDeps = { db, config, clock: () => new Date(), log: deps.log };
      uploaded = await autoUploadSheets(driveDeps, run.userId, sheets);
      if (uploaded.warning) warnings.push(uploaded.warning);
    }
    let line: string | null = null;
    if (glide) {
      const synced = await syncToGlide(run, signal);
      line = synced.line;
      if (synced.warning) warnings.push(synced.warning);
    }
    return { driveUploaded: uploaded.driveUploaded, driveFolder: uploaded.driveFolder, warnings, glide: line };
  };
}
