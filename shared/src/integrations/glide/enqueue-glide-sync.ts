import { randomUUID } from "node:crypto";
import { enqueue, GLIDE_SYNC_DEDUPLICATION_ID, type Queues } from "../../jobs/catalog.ts";

/**
 * Queues a sync of every lead to Glide and returns its job id. While a sync is waiting or running, the existing job's
 * id comes back instead (BullMQ deduplication), so the API's button and the pipeline's auto-sync never run two at once.
 */
export async function enqueueGlideSync(queues: Queues, requestedBy: number | null): Promise<string> {
  const job = await enqueue(
    queues,
    "glide-sync",
    { requestedBy },
    { jobId: `glide-sync-${randomUUID()}`, deduplication: { id: GLIDE_SYNC_DEDUPLICATION_ID } },
  );
  if (!job.id) throw new Error("The queue returned no job id");
  return job.id;
}
