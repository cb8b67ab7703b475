import type { PipelineResult } from "@cbct/core/contracts/pipeline";
import type { Db } from "@cbct/shared/db/client";
import { type SavedDiscovery, saveDiscoveredPractice } from "@cbct/shared/aggregates/leads/index";
import {
  cancelRun,
  completeRun,
  emptyPipelineResult,
  failRun,
  getPipelineRun,
  markRunRunning,
  scrapeJobIdsOf,
  tallyScrapeJobs,
} from "@cbct/shared/aggregates/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import { cancelPipelineScrapes } from "@cbct/shared/aggregates/scrape-jobs";
import type { Queues } from "@cbct/shared/jobs/catalog";
import { BACKGROUND_ENQUEUE_TIMEOUT_MS } from "@cbct/shared/jobs/enqueue";
import { UnrecoverableError } from "bullmq";
import type { Discovery } from "../discovery/create-discovery.ts";
import { ProviderError } from "../discovery/provider-error.ts";
import { providerMeter } from "../discovery/provider-http.ts";
import { describeArea, type SearchArea } from "../discovery/search-area.ts";
import { mapLimit } from "../pacing/index.ts";
import { enqueueSiteScrapes } from "../pipeline/enqueue-site-scrapes.ts";
import { organizeRunSheets } from "../pipeline/organize-run-sheets.ts";
import { createRunReporter, type RunReporter } from "../pipeline/run-reporter.ts";
import { scrapeOutcome } from "../pipeline/run-summary.ts";
import { type AutoSync, type AutoSyncOutcome, createAutoSync, SYNC_NOT_CONFIGURED } from "../pipeline/auto-sync.ts";
import { type JobEventSource, waitForJobs } from "../pipeline/wait-for-jobs.ts";
import type { JobProcessor, ProcessorFactory } from "./job-processor.ts";
import { settlePipelineScrapeCharge } from "@cbct/shared/jobs/pipeline-scrape-charge";
import { createUsageCounter } from "@cbct/shared/jobs/usage-counter";
import type { Redis } from "ioredis";

export type RunPipelineDeps = {
  db: Db;
  queues: Queues;
  discovery: Discovery;
  allowHosts: string[];
  log: (message: string) => void;
  /** The upload-and-sync step when auto-sync is on (pipeline/auto-sync.ts). Absent: "not configured". */
  autoSync?: AutoSync;
  /**
   * The user's budgets, when Redis is there: the run's unused scrape reservation goes back to SCRAPE_MAX_PER_HOUR,
   * and each provider request counts against the user's hourly discovery budget.
   */
  limits?: { redis: Redis; queuePrefix: string; discoveryMaxPerHour: number };
  /** Longest wait for the run's scrapes; past it the run ends with what is done and says so. */
  scrapeBudgetMs?: number;
  /** The scrape queue's completion events (QueueEvents): the run wakes when one of its scrapes ends. */
  scrapeEvents?: JobEventSource | null;
  /** Longest gap between two checks of the scrape rows without an event (a missed event cannot hang the run). */
  waitCheckMs?: number;
  now?: () => Date;
};

export { SYNC_NOT_CONFIGURED };

const SAVE_CONCURRENCY = 6;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function areaOf(run: PipelineRun): SearchArea {
  return run.mode === "zipcode"
    ? { kind: "zipcode", zipCode: run.zipCode ?? "" }
    : { kind: "city-state", city: run.city ?? "", state: run.state ?? "" };
}

/**
 * run-pipeline: locate the area, discover practices in the registries, de-duplicate them into leads, fan out one
 * scrape-site job per website and wait for them, build the organised sheets, then upload/sync (not configured yet).
 * Progress lives in the pipeline_runs row. The run resumes from that row after a crash: once the scrapes are queued,
 * a retry only waits for them again.
 */
export function createRunPipelineProcessor(deps: RunPipelineDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const waitCheckMs = deps.waitCheckMs ?? 15_000;
  const scrapeBudgetMs = deps.scrapeBudgetMs ?? 30 * 60_000;
  const limits = deps.limits;
  const discoveryUse = limits
    ? createUsageCounter(limits.redis, `${limits.queuePrefix}:discovery-requests:user`, 3600)
    : null;

  /**
   * Counts this run's provider requests and charges them to its user's hourly budget. Past the budget a provider
   * call fails like an unreachable provider would: a warning, and the run goes on with what it has.
   */
  function discoveryMeter(run: PipelineRun) {
    const meter = { requests: 0, refused: 0 };
    const fn = async (provider: string) => {
      if (discoveryUse && limits && run.userId !== null) {
        const use = await discoveryUse.take(String(run.userId), limits.discoveryMaxPerHour);
        if (!use.granted) {
          meter.refused += 1;
          const minutes = Math.max(1, Math.ceil(use.resetSeconds / 60));
          throw new ProviderError(
            provider,
            `not asked: your account's ${limits.discoveryMaxPerHour} discovery requests for this hour are used up (more in ${plural(minutes, "minute")})`,
            false,
          );
        }
      }
      meter.requests += 1;
    };
    return { meter, fn };
  }

  /** Gives back the part of the run's scrape reservation it did not use (once per run; a no-op without Redis). */
  async function settleScrapes(run: PipelineRun, queued: number) {
    if (!limits) return;
    try {
      const back = await settlePipelineScrapeCharge(limits.redis, limits.queuePrefix, run, queued);
      if (back >= 0)
        deps.log(`run-pipeline ${run.id}: ${queued} scrapes charged to user ${run.userId}, ${back} given back`);
    } catch (err) {
      deps.log(
        `run-pipeline ${run.id}: could not settle the scrape charge: ${err instanceof Error ? err.message : err}`,
      );
    }
  }

  async function discoverAndSave(run: PipelineRun, reporter: RunReporter, warnings: string[]) {
    const { meter, fn } = discoveryMeter(run);
    const saved = await providerMeter.run(fn, () => discoverAndSaveMetered(run, reporter, warnings, meter));
    deps.log(
      `run-pipeline ${run.id}: ${plural(meter.requests, "provider request")} for user ${run.userId}` +
        (meter.refused ? ` (${meter.refused} refused: hourly discovery budget used up)` : ""),
    );
    return { saved, providerRequests: meter.requests };
  }

  async function discoverAndSaveMetered(
    run: PipelineRun,
    reporter: RunReporter,
    warnings: string[],
    meter: { requests: number },
  ) {
    const area = areaOf(run);
    await reporter.report({
      step: "locate",
      currentStep: `Locating ${describeArea(area)}...`,
      stepDetails: null,
      progress: 5,
    });
    const { located, warnings: locateWarnings } = await deps.discovery.locate(area, reporter.signal);
    warnings.push(...locateWarnings);
    await reporter.report({
      step: "discover",
      currentStep: "Discovering dental practices...",
      stepDetails: `Searching the NPI Registry${located ? ", OpenStreetMap and Google Places" : ""} around ${located?.displayName ?? describeArea(area)}`,
      progress: 10,
    });
    const found = await deps.discovery.discover(area, located, run.maxResults, reporter.signal);
    warnings.push(...found.warnings);
    await reporter.report({
      step: "deduplicate",
      currentStep: "Removing duplicates and matching existing leads...",
      stepDetails: `${plural(found.candidates.length, "listing")} (NPI Registry ${found.found.nppes}, OpenStreetMap ${found.found.osm}, Google Places ${found.found.places}; ${plural(meter.requests, "provider request")}) -> ${plural(found.practices.length, "practice")}`,
      progress: 20,
      warnings,
    });
    // Merged practices never share a site or an NPI, so a few can be saved at once without racing each other.
    const saved = await mapLimit(found.practices, SAVE_CONCURRENCY, (practice) =>
      reporter.signal.aborted ? Promise.resolve(null) : saveDiscoveredPractice(db, practice),
    ).then((rows) => rows.filter((r): r is SavedDiscovery => r !== null));
    const created = saved.filter((s) => s.created).length;
    const withoutSite = saved.filter((s) => !s.website).length;
    await reporter.report({
      stepDetails: `${plural(saved.length, "lead")}: ${created} new, ${saved.length - created} already known; ${withoutSite} without a website kept from registry data`,
      practiceIds: saved.map((s) => s.practiceId),
      progress: 22,
    });
    return saved;
  }

  /**
   * Waits for the run's scrapes by their jobs' completion events (each one re-reads the rows and reports progress);
   * without an event the rows are checked every `waitCheckMs`.
   */
  async function waitForScrapes(run: PipelineRun, reporter: RunReporter, ids: number[]) {
    const jobIds = new Set(await scrapeJobIdsOf(db, ids));
    const outcome = await waitForJobs({
      events: deps.scrapeEvents ?? null,
      concerns: (jobId) => jobIds.has(jobId),
      check: async () => {
        const t = await tallyScrapeJobs(db, ids);
        // A cancelled scrape is done too: one this run only waited for can be cancelled by the run that queued it.
        const done = t.completed + t.failed + t.cancelled;
        await reporter.report({
          step: "scrape",
          currentStep: "Scraping websites and scoring leads...",
          stepDetails: `${done} of ${plural(ids.length, "website")} done (${t.completed} scored, ${t.failed} failed, ${t.running} in progress)`,
          progress: 25 + Math.floor((65 * done) / Math.max(1, ids.length)),
        });
        return done >= ids.length ? true : null;
      },
      fallbackMs: waitCheckMs,
      deadline: Date.now() + scrapeBudgetMs,
      signal: reporter.signal,
    });
    if (!("timedOut" in outcome)) return { timedOut: false };
    const t = await tallyScrapeJobs(db, ids);
    return { timedOut: true, left: ids.length - t.completed - t.failed - t.cancelled };
  }

  async function execute(
    run: PipelineRun,
    reporter: RunReporter,
  ): Promise<{ result: PipelineResult; stopped: boolean; providerRequests: number | null; glide: string | null }> {
    const warnings = [...run.warnings];
    let practiceIds = run.practiceIds;
    let scrapingJobIds = run.scrapingJobIds;
    const resuming = run.step === "scrape" || run.step === "organize" || run.step === "upload";
    let providerRequests: number | null = null;
    if (!resuming) {
      const discovered = await discoverAndSave(run, reporter, warnings);
      const saved = discovered.saved;
      providerRequests = discovered.providerRequests;
      practiceIds = saved.map((s) => s.practiceId);
      if (!reporter.signal.aborted) {
        const scrapeDeps = {
          db,
          queues: deps.queues,
          redis: deps.limits?.redis,
          allowHosts: deps.allowHosts,
          enqueueTimeoutMs: BACKGROUND_ENQUEUE_TIMEOUT_MS,
        };
        const queued = await enqueueSiteScrapes(scrapeDeps, run.id, run.userId, saved);
        await settleScrapes(run, queued.queued);
        warnings.push(...queued.warnings);
        scrapingJobIds = queued.scrapingJobIds;
        await reporter.report({ step: "scrape", scrapingJobIds, warnings, progress: 25 });
      }
    }
    // Stopped before any scrape was queued: the whole reservation goes back (a no-op if it was settled above).
    await settleScrapes(run, 0);
    if (!reporter.signal.aborted) {
      const waited = await waitForScrapes(run, reporter, scrapingJobIds);
      if (waited.timedOut)
        warnings.push(
          `${plural(waited.left ?? 0, "website")} were still being scraped when the run's time budget ran out`,
        );
    }
    const stopped = reporter.signal.aborted;
    if (stopped) await cancelPipelineScrapes(db, deps.queues, run.id, scrapingJobIds);

    await reporter.report({
      step: "organize",
      currentStep: "Organizing lead sheets...",
      stepDetails: null,
      progress: 92,
    });
    const sheets = await organizeRunSheets(db, practiceIds, now());
    const outcome = await scrapeOutcome(db, scrapingJobIds);
    let synced: AutoSyncOutcome = { driveUploaded: false, driveFolder: null, warnings: [], glide: null };
    if (!stopped) {
      await reporter.report({
        step: "upload",
        currentStep: run.autoSync ? "Uploading to Google Drive and syncing to Glide..." : "Finishing...",
        stepDetails: `${plural(sheets.sheetCount, "sheet")} with ${plural(sheets.leadCount, "lead")}`,
        progress: 96,
      });
      if (run.autoSync) {
        if (deps.autoSync) {
          synced = await deps.autoSync(run, sheets, reporter.signal);
          warnings.push(...synced.warnings);
        } else {
          warnings.push(SYNC_NOT_CONFIGURED);
        }
      }
    }
    return {
      stopped,
      providerRequests,
      glide: synced.glide,
      result: {
        leadsFound: practiceIds.length,
        processed: outcome.processed,
        sheetsGenerated: sheets.leadCount > 0,
        driveUploaded: synced.driveUploaded,
        driveFolder: synced.driveFolder,
        errors: [...warnings, ...outcome.warnings],
        summary: outcome.summary,
      },
    };
  }

  return {
    async process(_job, payload, { isFinal, log }): Promise<PipelineResult | null> {
      const runId = payload.pipelineRunId;
      const run = await markRunRunning(db, runId);
      if (!run) {
        log.info("its run already ended; skipping", { pipelineRunId: runId });
        return null;
      }
      const reporter = createRunReporter(db, runId, deps.log);
      try {
        if (run.cancelRequested) {
          await settleScrapes(run, 0);
          await cancelRun(db, runId, emptyPipelineResult([]));
          return null;
        }
        const { result, stopped, providerRequests, glide } = await execute(run, reporter);
        reporter.close();
        const summary =
          `${plural(result.leadsFound, "lead")} found, ${result.processed} processed` +
          (providerRequests === null ? "" : `, ${plural(providerRequests, "provider request")}`) +
          (glide ? `; ${glide}` : "");
        if (stopped) await cancelRun(db, runId, result, summary);
        else await completeRun(db, runId, result, summary);
        return result;
      } catch (err) {
        reporter.close();
        const message = err instanceof Error ? err.message : String(err);
        const last = isFinal || err instanceof UnrecoverableError;
        deps.log(`run-pipeline ${runId}: ${message}${last ? "" : " (will retry)"}`);
        if (last) {
          await settleScrapes(run, 0);
          await failRun(db, runId, message, emptyPipelineResult([message]));
        }
        throw err;
      } finally {
        reporter.close();
      }
    },

    // BullMQ gave up on the run outside `process` (it stalled too often: its workers died).
    async markFailed(payload, message) {
      // A run given up on before it queued its scrapes gives its reservation back (a no-op once settled).
      const run = limits ? await getPipelineRun(db, payload.pipelineRunId) : null;
      if (run && limits) {
        await settlePipelineScrapeCharge(limits.redis, limits.queuePrefix, run, run.scrapingJobIds.length).catch(
          () => undefined,
        );
      }
      await failRun(db, payload.pipelineRunId, message);
    },
  } satisfies JobProcessor<"run-pipeline">;
}

/** The registry's entry: the worker's dependencies, and auto-sync (Drive upload and a Glide sync the run waits for). */
export const runPipelineProcessor: ProcessorFactory<"run-pipeline"> = (deps) =>
  createRunPipelineProcessor({
    db: deps.db,
    queues: deps.queues,
    discovery: deps.discovery,
    allowHosts: deps.config.SCRAPER_ALLOW_HOSTS,
    log: (m) => deps.log.info(m),
    ...(deps.redis
      ? {
          limits: {
            redis: deps.redis,
            queuePrefix: deps.config.QUEUE_PREFIX,
            discoveryMaxPerHour: deps.config.DISCOVERY_MAX_REQUESTS_PER_USER_PER_HOUR,
          },
        }
      : {}),
    scrapeEvents: deps.events?.scrape ?? null,
    waitCheckMs: deps.config.PIPELINE_WAIT_CHECK_MS,
    autoSync: createAutoSync({
      db: deps.db,
      queues: deps.queues,
      config: deps.config,
      glideEvents: deps.events?.glide ?? null,
      log: (m) => deps.log.warn(m),
    }),
  });
