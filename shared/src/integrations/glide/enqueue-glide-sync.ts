import { glideSyncJobId } from "../../db/queries/glide-syncs.ts";
import type { GlideSync } from "../../db/schema/glide-syncs.ts";
import { enqueue, type Queues } from "../../jobs/catalog.ts";

/**
 * Queues the job of a `glide_syncs` row (made by requestGlideSync) and returns its job id. One job per row (the job id is the row's), so queueing a row
 * that already has its job is a no-op in BullMQ.
 */
export async function enqueueGlideSync(queues: Queues, sync: GlideSync): Promise<string> {
  const job = await enqueue(
    queues,
    "glide-sync",
    { glideSyncId: sync.id, requestedBy: sync.requestedBy },
    { jobId: glideSyncJobId(sync.id) },
  );
  if (!job.id) throw new Error("The queue returned no job id");
  return job.id;
}
