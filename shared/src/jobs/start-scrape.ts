/**
 * Kept for the callers that import startScrape from here: scrapes start in the scrape job aggregate
 * (shared/src/aggregates/scrape-jobs.ts: startScrapes for many, startScrape for one).
 */
export {
  type ScrapeRequest,
  type ScrapeStart,
  type StartScrapeDeps,
  type StartScrapeResult,
  startScrape,
  startScrapes,
} from "../aggregates/scrape-jobs.ts";
export { QUEUE_UNAVAILABLE } from "./enqueue.ts";
