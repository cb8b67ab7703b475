/**
 * Kept for the callers that import from here: a stopped run's scrapes are cancelled by the scrape job aggregate
 * (shared/src/aggregates/scrape-jobs.ts), which owns every status write of a scrape job.
 */
export { cancelPipelineScrapes, pipelineScrapeJobId } from "../aggregates/scrape-jobs.ts";
