import type { WorkerConfig } from "@cbct/shared/config";
import type { Queues } from "@cbct/shared/jobs/catalog";

export const LEAD_REFRESH_SCHEDULER = "lead-refresh";
/** How often the scheduler looks for stale leads; each run starts at most LEAD_REFRESH_BATCH scrapes. */
export const LEAD_REFRESH_EVERY_MS = 3600_000;

/**
 * Registers (or, with LEAD_REFRESH_DAYS=0, removes) the deployment's one lead-refresh scheduler. Idempotent: every
 * worker process calls it at start and BullMQ keeps a single scheduler under this id, so N workers never refresh N
 * times. Called from the process entry (main.ts), not startWorker, so tests only get it when they ask.
 */
export async function scheduleLeadRefresh(
  queues: Queues,
  config: Pick<WorkerConfig, "LEAD_REFRESH_DAYS">,
): Promise<void> {
  if (config.LEAD_REFRESH_DAYS === 0) {
    await queues.refresh.removeJobScheduler(LEAD_REFRESH_SCHEDULER);
    return;
  }
  await queues.refresh.upsertJobScheduler(
    LEAD_REFRESH_SCHEDULER,
    { every: LEAD_REFRESH_EVERY_MS },
    {
      name: "refresh-stale-leads",
      data: {},
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
}
