import { matchAgedScanners, matchHistoryAlerts } from "@cbct/shared/db/queries/alerts";
import type { ProcessorFactory } from "./job-processor.ts";

/** A backlog is read in batches; one run reads at most this many before leaving the rest to the next run. */
const MAX_PASSES = 20;

/**
 * match-territory-alerts (scheduled every ALERTS_EVERY_MINUTES, see schedule-alerts.ts): turns the lead history
 * written since the last run into territory alerts, then checks which scanners passed a territory's age. Both are
 * idempotent inserts, so a run repeated or overlapping another never doubles an alert.
 */
export const matchTerritoryAlertsProcessor: ProcessorFactory<"match-territory-alerts"> = (deps) => ({
  markFailed: async () => {},

  async process(_job, _payload, { log }) {
    const now = deps.now?.() ?? new Date();
    let created = 0;
    let readUpTo = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const result = await matchHistoryAlerts(deps.db);
      created += result.created;
      if (result.readUpTo === readUpTo) break;
      readUpTo = result.readUpTo;
    }
    const aged = await matchAgedScanners(deps.db, now);
    if (created + aged > 0) log.info("territory alerts", { fromHistory: created, aged, readUpTo });
    return { created: created + aged, readUpTo };
  },
});
