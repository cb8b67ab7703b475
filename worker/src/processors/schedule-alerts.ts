import type { WorkerConfig } from "@cbct/shared/config";
import type { Queues } from "@cbct/shared/jobs/catalog";

export const ALERTS_SCHEDULER = "match-territory-alerts";
export const DIGEST_SCHEDULER = "send-alert-digests";

/**
 * Registers the deployment's territory-alert schedulers (idempotent, like the lead refresh's): the matcher every
 * ALERTS_EVERY_MINUTES (0 removes it) and the digest every day at DIGEST_HOUR_UTC:00 UTC. The digest scheduler
 * stays even without mail configured: the job then sends nothing, and mail set up later just works.
 */
export async function scheduleAlerts(
  queues: Queues,
  config: Pick<WorkerConfig, "ALERTS_EVERY_MINUTES" | "DIGEST_HOUR_UTC">,
): Promise<void> {
  const opts = { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };
  if (config.ALERTS_EVERY_MINUTES === 0) {
    await queues.alerts.removeJobScheduler(ALERTS_SCHEDULER);
    await queues.alerts.removeJobScheduler(DIGEST_SCHEDULER);
    return;
  }
  await queues.alerts.upsertJobScheduler(
    ALERTS_SCHEDULER,
    { every: config.ALERTS_EVERY_MINUTES * 60_000 },
    { name: "match-territory-alerts", data: {}, opts },
  );
  await queues.alerts.upsertJobScheduler(
    DIGEST_SCHEDULER,
    { pattern: `0 ${config.DIGEST_HOUR_UTC} * * *`, tz: "UTC" },
    {
      name: "send-alert-digests",
      data: {},
      opts: { ...opts, attempts: 4, backoff: { type: "exponential", delay: 60_000 } },
    },
  );
}
