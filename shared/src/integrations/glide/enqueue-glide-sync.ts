import { glideSyncJobId } from "../../aggregates/glide-syncs.ts";
import type { GlideSync } from "../../db/schema/glide-syncs.ts";
import { enqueue, type Queues } from "../../jobs/catalog.ts";
import { type EnqueueDeps, enqueueWithin } from "../../jobs/enqueue.ts";

/**
 * Queues the job of a `glide_syncs` row (made by requestGlideSync) and returns its job id. One job per row (the job id
 * is the row's), so queueing a row that already has its job is a no-op in BullMQ.
 */
export async function enqueueGlideSync(
  queues: Queues,
  sync: GlideSync,
  /** While someone waits for the answer (the API's Sync button): fail fast and give up in time, see enqueue.ts. */
  within?: Omit<EnqueueDeps, "queues">,
): Promise<string> {
  const payload = { glideSyncId: sync.id, requestedBy: sync.requestedBy };
  const options = { jobId: glideSyncJobId(sync.id) };
  const job = within
    ? await enqueueWithin({ queues, ...within }, "glide-sync", payload, options)
    : await enqueue(queues, "glide-sync", payload, options);
  if (!job.id) throw new Error("The queue returned no job id");
  return job.id;
}
