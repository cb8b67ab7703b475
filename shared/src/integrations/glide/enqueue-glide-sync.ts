import { randomUUID } from "node:crypto";
import { enqueue, GLIDE_SYNC_DEDUPLICATION_ID, type Queues } from "../../jobs/catalog.ts";
import { type EnqueueDeps, enqueueWithin } from "../../jobs/enqueue.ts";

/**
 * Queues a sync of every lead to Glide and returns its job id. While a sync is waiting or running, the existing job's
 * id comes back instead (BullMQ deduplication), so the API's button and the pipeline's auto-sync never run two at once.
 */
export async function enqueueGlideSync(
  queues: Queues,
  requestedBy: number | null,
  /** While someone waits for the answer (the API's Sync button): fail fast and give up in time, see enqueue.ts. */
  within?: Omit<EnqueueDeps, "queues">,
): Promise<string> {
  const options = { jobId: `glide-sync-${randomUUID()}`, deduplication: { id: GLIDE_SYNC_DEDUPLICATION_ID } };
  const job = within
    ? await enqueueWithin({ queues, ...within }, "glide-sync", { requestedBy }, options)
    : await enqueue(queues, "glide-sync", { requestedBy }, options);
  if (!job.id) throw new Error("The queue returned no job id");
  return job.id;
}
