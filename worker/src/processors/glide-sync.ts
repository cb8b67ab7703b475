import type { Db } from "@cbct/shared/db/client";
import { logActivity } from "@cbct/shared/db/queries/activity";
import {
  completeGlideSync,
  failGlideSync,
  recordGlideSyncProgress,
  startGlideSync,
} from "@cbct/shared/aggregates/glide-syncs";
import { GlideError } from "@cbct/shared/integrations/glide/glide-client";
import { type GlideSettings, glideClientFromConfig } from "@cbct/shared/integrations/glide/glide-settings";
import {
  type GlideSyncOptions,
  type GlideSyncResult,
  type GlideSyncTally,
  syncLeadsToGlide,
} from "@cbct/shared/integrations/glide/sync-leads-to-glide";
import { UnrecoverableError } from "bullmq";
import type { JobProcessor, ProcessorFactory } from "./job-processor.ts";

export type GlideSyncDeps = {
  db: Db;
  config: GlideSettings;
  /** Tests shorten the per-request backoff and chunk sizes; production uses the client's and the sync's defaults. */
  retry?: { attempts?: number; baseDelayMs?: number };
  sync?: Omit<GlideSyncOptions, "onProgress" | "tally">;
};

// A bad key, a missing table or a column the table lacks will not fix itself by retrying the job.
const PERMANENT = new Set([
  "request_error",
  "table_not_found",
  "table_not_big_table",
  "column_id_not_found",
  "column_has_invalid_value",
  "column_id_reserved",
  "payment_required",
]);

/**
 * glide-sync: upserts every lead into the configured Glide table (added rows keep their Glide row id, so the next sync
 * updates them). Its `glide_syncs` row carries the status and what Glide took, written through the glide-syncs
 * aggregate: the Glide page and a pipeline run waiting for the sync read that row.
 */
export function createGlideSyncProcessor(deps: GlideSyncDeps): JobProcessor<"glide-sync"> {
  const { db } = deps;
  return {
    async process(job, payload, { isFinal, log }): Promise<GlideSyncResult | null> {
      const id = payload.glideSyncId;
      if (!(await startGlideSync(db, id))) {
        log.info("its glide_syncs row already ended; skipping", { glideSyncId: id });
        return null;
      }
      const client = glideClientFromConfig(deps.config, deps.retry);
      if (!client) throw new UnrecoverableError("Glide is not configured (GLIDE_API_KEY and GLIDE_TABLE_ID)");
      const tally: GlideSyncTally = { sent: 0, added: 0, updated: 0, unchanged: 0 };
      try {
        const result = await syncLeadsToGlide(db, client, {
          ...deps.sync,
          tally,
          onProgress: async (done, counts) => {
            await job.updateProgress({ done });
            await recordGlideSyncProgress(db, id, counts);
          },
        });
        await completeGlideSync(db, id, tally);
        await logActivity(db, {
          type: "glide_sync",
          message: result.message,
          metadata: { added: result.added, updated: result.updated, userId: payload.requestedBy, glideSyncId: id },
        });
        log.info(result.message, { glideSyncId: id });
        return result;
      } catch (err) {
        const permanent = err instanceof GlideError && PERMANENT.has(err.type);
        const message = permanent
          ? `Glide refused the sync: ${err.message}`
          : err instanceof Error
            ? err.message
            : String(err);
        // A retry sends every lead again, so only the last attempt's counts are the sync's.
        if (permanent || isFinal) await failGlideSync(db, id, message, tally);
        else await recordGlideSyncProgress(db, id, tally);
        if (permanent) throw new UnrecoverableError(message);
        throw err;
      }
    },
    // BullMQ gave up without the processor's own catch (a stalled job): end the row, keeping the counts it has.
    markFailed: async (payload, message) => {
      await failGlideSync(db, payload.glideSyncId, message);
    },
  };
}

export const glideSyncProcessor: ProcessorFactory<"glide-sync"> = (deps) =>
  createGlideSyncProcessor({ db: deps.db, config: deps.config });
