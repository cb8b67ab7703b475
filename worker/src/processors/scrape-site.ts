import type { SecondOpinion } from "@cbct/shared/ai/cbct-second-opinion";
import type { WorkerConfig } from "@cbct/shared/config";
import type { Db } from "@cbct/shared/db/client";
import {
  completeScrape,
  markJobFailed,
  markJobRetrying,
  markJobRunning,
} from "@cbct/shared/db/queries/scrape-lifecycle";
import { detectCbct } from "@cbct/shared/domain/cbct/index";
import { extractPractice } from "@cbct/shared/domain/extraction/index";
import { JOBS } from "@cbct/shared/jobs/catalog";
import { type Job, UnrecoverableError } from "bullmq";
import { CrawlError } from "../crawl/crawl-error.ts";
import type { Crawler } from "../crawl/crawl-site.ts";
import { settleCbct } from "./cbct-settling.ts";
import { practiceFromScrape } from "./practice-from-scrape.ts";

export type ScrapeSiteDeps = {
  db: Db;
  crawler: Crawler;
  config: WorkerConfig;
  secondOpinion: SecondOpinion | null;
  log: (message: string) => void;
  now?: () => Date;
};

export type ScrapeSiteResult = { practiceId: number; cbctStatus: string; leadScore: number };

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * scrape-site: crawl the practice's site (HTTP first, Chromium for JavaScript shells), extract the practice, detect
 * CBCT, score, and upsert the lead. Permanent failures (DNS, robots.txt, 404, refused address...) fail at once with
 * UnrecoverableError; transient ones go back to pending and BullMQ retries them with exponential backoff.
 */
export function createScrapeSiteProcessor(deps: ScrapeSiteDeps) {
  const { db, crawler, config } = deps;
  const now = deps.now ?? (() => new Date());

  return async function processScrapeSite(job: Job): Promise<ScrapeSiteResult | null> {
    const parsed = JOBS["scrape-site"].payload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid scrape-site payload: ${parsed.error.message}`);
    const payload = parsed.data;
    const attempts = job.opts.attempts ?? 1;
    if (!(await markJobRunning(db, payload.scrapingJobId, job.attemptsMade))) {
      deps.log(`scrape-site ${job.id}: its row is already completed or failed; skipping`);
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
      const extracted = extractPractice(site, { now: at });
      let detection = detectCbct(site.pages, { now: at, practiceName: extracted.practiceName });
      if (deps.secondOpinion) {
        detection = await deps.secondOpinion({
          practiceName: extracted.practiceName ?? payload.websiteDomain,
          detection,
          text: site.pages.map((p) => p.text).join("\n"),
        });
      }
      const outcome = practiceFromScrape({ site, websiteDomain: payload.websiteDomain, extracted, detection, now: at });
      const practice = await completeScrape(db, payload.scrapingJobId, outcome);
      return { practiceId: practice.id, cbctStatus: practice.cbctStatus, leadScore: practice.leadScore };
    } catch (err) {
      const message = budget.signal.aborted ? "The site took too long to scrape" : describe(err);
      const permanent = err instanceof CrawlError && err.permanent;
      if (permanent || job.attemptsMade + 1 >= attempts) {
        await markJobFailed(db, payload.scrapingJobId, message, job.attemptsMade);
      } else {
        await markJobRetrying(
          db,
          payload.scrapingJobId,
          job.attemptsMade + 1,
          `Attempt ${job.attemptsMade + 1} of ${attempts} failed: ${message}. Retrying.`,
        );
      }
      if (permanent) throw new UnrecoverableError(message);
      throw err instanceof Error ? err : new Error(message);
    } finally {
      clearTimeout(timer);
    }
  };
}
