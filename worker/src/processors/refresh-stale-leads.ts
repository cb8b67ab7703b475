import { findStaleLeads } from "@cbct/shared/db/queries/stale-leads";
import { startScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import { BACKGROUND_ENQUEUE_TIMEOUT_MS } from "@cbct/shared/jobs/enqueue";
import { UnrecoverableError } from "bullmq";
import type { ProcessorFactory } from "./job-processor.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Below every scrape a user starts (BullMQ's default priority 0 comes first). */
export const REFRESH_PRIORITY = 100;

/**
 * refresh-stale-leads (run by the job scheduler, see schedule-lead-refresh.ts): starts a re-scrape of the stalest
 * leads, at most LEAD_REFRESH_BATCH per run, as low-priority scrape jobs. The scrape itself keeps the detection
 * history and records what changed (completeScrape); politeness per site holds as for any scrape.
 */
export const refreshStaleLeadsProcessor: ProcessorFactory<"refresh-stale-leads"> = (deps) => ({
  // The scheduler's next run is the retry; there is no row to end.
  markFailed: async () => {},

  async process(_job, _payload, { log }) {
    const { db, config, queues, redis } = deps;
    if (!queues || !redis) throw new UnrecoverableError("refresh-stale-leads needs the worker's queues");
    if (config.LEAD_REFRESH_DAYS === 0) return { started: 0 };
    const now = deps.now?.() ?? new Date();
    const stale = await findStaleLeads(
      db,
      new Date(now.getTime() - config.LEAD_REFRESH_DAYS * DAY_MS),
      config.LEAD_REFRESH_BATCH,
    );
    const startDeps = {
      db,
      redis,
      queues,
      allowHosts: config.SCRAPER_ALLOW_HOSTS,
      enqueueTimeoutMs: BACKGROUND_ENQUEUE_TIMEOUT_MS,
      log,
    };
    // One bulk start for the batch (one enqueue round trip); a lead already being scraped is left to that scrape.
    const answers = await startScrapes(
      startDeps,
      stale.map((lead) => ({ url: lead.url, requestedBy: null })),
      { priority: REFRESH_PRIORITY },
    );
    let started = 0;
    for (const [i, answer] of answers.entries()) {
      if (answer.ok && !answer.existing) started++;
      else if (!answer.ok) log.warn("refresh not started", { practiceId: stale[i]?.id, error: answer.error });
    }
    log.info("stale leads refresh", { stale: stale.length, started });
    return { started };
  },
});
