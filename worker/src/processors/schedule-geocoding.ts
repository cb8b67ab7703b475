import type { WorkerConfig } from "@cbct/shared/config";
import type { Queues } from "@cbct/shared/jobs/catalog";

export const GEOCODING_SCHEDULER = "geocode-leads";

/**
 * Registers (or, with GEOCODE_BATCH=0, removes) the deployment's one geocoding scheduler: every
 * GEOCODE_EVERY_MINUTES a geocode-leads job places the next batch of leads without a point. Idempotent, like the
 * lead refresh's: every worker process calls it at start and BullMQ keeps one scheduler under this id.
 */
export async function scheduleGeocoding(
  queues: Queues,
  config: Pick<WorkerConfig, "GEOCODE_BATCH" | "GEOCODE_EVERY_MINUTES">,
): Promise<void> {
  if (config.GEOCODE_BATCH === 0) {
    await queues.refresh.removeJobScheduler(GEOCODING_SCHEDULER);
    return;
  }
  await queues.refresh.upsertJobScheduler(
    GEOCODING_SCHEDULER,
    { every: config.GEOCODE_EVERY_MINUTES * 60_000 },
    {
      name: "geocode-leads",
      data: {},
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
}
