import type { Db } from "@cbct/shared/db/client";
import { logActivity } from "@cbct/shared/db/queries/activity";
import { GlideError } from "@cbct/shared/integrations/glide/glide-client";
import { type GlideSettings, glideClientFromConfig } from "@cbct/shared/integrations/glide/glide-settings";
import {
  type GlideSyncOptions,
  type GlideSyncResult,
  syncLeadsToGlide,
} from "@cbct/shared/integrations/glide/sync-leads-to-glide";
import { JOBS } from "@cbct/shared/jobs/catalog";
import { type Job, UnrecoverableError } from "bullmq";
import type { ProcessorFactory } from "./job-processor.ts";

export type GlideSyncDeps = {
  db: Db;
  config: GlideSettings;
  log: (message: string) => void;
  /** Tests shorten the per-request backoff and chunk sizes; production uses the client's and the sync's defaults. */
  retry?: { attempts?: number; baseDelayMs?: number };
  sync?: Omit<GlideSyncOptions, "onProgress">;
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
 * updates them). The job's return value carries the counts and the message the page shows.
 */
export function createGlideSyncProcessor(deps: GlideSyncDeps) {
  return async (job: Job): Promise<GlideSyncResult> => {
    const parsed = JOBS["glide-sync"].payload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Bad glide-sync payload: ${parsed.error.message}`);
    const client = glideClientFromConfig(deps.config, deps.retry);
    if (!client) throw new UnrecoverableError("Glide is not configured (GLIDE_API_KEY and GLIDE_TABLE_ID)");
    try {
      const result = await syncLeadsToGlide(deps.db, client, {
        ...deps.sync,
        onProgress: (done) => job.updateProgress({ done }),
      });
      await logActivity(deps.db, {
        type: "glide_sync",
        message: result.message,
        metadata: { added: result.added, updated: result.updated, userId: parsed.data.requestedBy },
      });
      deps.log(`glide-sync ${job.id}: ${result.message}`);
      return result;
    } catch (err) {
      if (err instanceof GlideError && PERMANENT.has(err.type)) {
        throw new UnrecoverableError(`Glide refused the sync: ${err.message}`);
      }
      throw err;
    }
  };
}

/** The registry's view: a sync has no row of its own to end (its job's state is what the page reads). */
export const glideSyncProcessor: ProcessorFactory<"glide-sync"> = (deps) => {
  const processor = createGlideSyncProcessor({ db: deps.db, config: deps.config, log: (m) => deps.log.info(m) });
  return { process: (job) => processor(job), markFailed: async () => {} };
};
