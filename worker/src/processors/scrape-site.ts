import { completeScrape, markJobFailed, markJobRetrying, markJobRunning } from "@cbct/shared/aggregates/scrape-jobs";
import { buildLead, readSite } from "@cbct/core/domain/lead/index";
import { worldPlaces } from "@cbct/shared/geo/places";
import { UnrecoverableError } from "bullmq";
import { CrawlError } from "../crawl/crawl-error.ts";
import { settleCbct } from "./cbct-settling.ts";
import type { ProcessorFactory } from "./job-processor.ts";

export type ScrapeSiteResult = { practiceId: number; cbctStatus: string; leadScore: number };

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * scrape-site: crawl the practice's site (HTTP first, Chromium for JavaScript shells), build the lead (extraction,
 * detection, scoring: the same builder the CBCT tester uses) and upsert it. Permanent failures (DNS, robots.txt, 404,
 * refused address...) fail at once with UnrecoverableError; transient ones go back to pending and BullMQ retries them
 * with exponential backoff.
 */
export const scrapeSiteProcessor: ProcessorFactory<"scrape-site"> = (deps) => {
  const { db, crawler, config } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    markFailed: async (payload, message) => {
      await markJobFailed(db, payload.scrapingJobId, message);
    },

    async process(job, payload, { attempt, attempts, isFinal, log }): Promise<ScrapeSiteResult | null> {
      // The row counts attempts before this one (0 on the first run).
      const before = attempt - 1;
      if (!(await markJobRunning(db, payload.scrapingJobId, before))) {
        log.info("its row is already completed or failed; skipping", { scrapingJobId: payload.scrapingJobId });
        return null;
      }

      // The crawler keeps its own budget; this outer one also covers extraction, detection and the database.
      const budget = new AbortController();
      const timer = setTimeout(() => budget.abort(), config.SCRAPER_JOB_TIMEOUT_MS + 15_000);
      try {
        const site = await crawler.crawlSite(payload.url, {
          maxPages: config.SCRAPER_MAX_PAGES,
          jobTimeoutMs: config.SCRAPER_JOB_TIMEOUT_MS,
          pageTimeoutMs: config.SCRAPER_PAGE_TIMEOUT_MS,
          browserMode: config.SCRAPER_BROWSER_MODE,
          signal: budget.signal,
          onProgress: (p) => void job.updateProgress({ pagesFetched: p.pagesFetched, currentUrl: p.currentUrl }),
          more: settleCbct(Math.max(config.SCRAPER_MAX_PAGES, config.SCRAPER_MAX_PAGES_UNSETTLED), now),
        });
        const at = now();
        // The gazetteer is read on the first scrape (a few hundred ms) and kept: cities of addresses outside the US.
        const reading = readSite(site, at, { places: worldPlaces() });
        if (deps.secondOpinion) {
          const opinion = await deps.secondOpinion({
            practiceName: reading.extracted.practiceName ?? payload.websiteDomain,
            detection: reading.detection,
            text: site.pages.map((p) => p.text).join("\n"),
            userId: payload.requestedBy ?? null,
          });
          reading.detection = opinion.detection;
          if (opinion.aiNotice) log.info("AI second opinion skipped", { url: payload.url, reason: opinion.aiNotice });
        }
        const lead = buildLead({ site, websiteDomain: payload.websiteDomain, now: at, reading });
        const practice = await completeScrape(db, payload.scrapingJobId, lead);
        const browserPages = site.pages.filter((p) => p.renderedWithBrowser).length;
        deps.metrics?.pages.inc({ via: "browser" }, browserPages);
        deps.metrics?.pages.inc({ via: "fetch" }, site.pages.length - browserPages);
        deps.metrics?.detections.inc({ status: practice.cbctStatus });
        log.info("lead saved", {
          url: payload.url,
          pages: site.pages.length,
          practiceId: practice.id,
          cbctStatus: practice.cbctStatus,
          leadScore: practice.leadScore,
        });
        return { practiceId: practice.id, cbctStatus: practice.cbctStatus, leadScore: practice.leadScore };
      } catch (err) {
        const message = budget.signal.aborted ? "The site took too long to scrape" : describe(err);
        const permanent = err instanceof CrawlError && err.permanent;
        if (permanent || isFinal) {
          await markJobFailed(db, payload.scrapingJobId, message, before);
        } else {
          await markJobRetrying(
            db,
            payload.scrapingJobId,
            attempt,
            `Attempt ${attempt} of ${attempts} failed: ${message}. Retrying.`,
          );
        }
        if (permanent) throw new UnrecoverableError(message);
        throw err instanceof Error ? err : new Error(message);
      } finally {
        clearTimeout(timer);
      }
    },
  };
};
