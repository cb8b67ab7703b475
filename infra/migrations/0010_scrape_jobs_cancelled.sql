-- Issue 20: a stopped scrape gets a status of its own. Until now a pipeline stop stored its queued scrapes as
-- 'failed' with a "Cancelled:" prefix that readers had to parse; those rows become 'cancelled', keeping the reason
-- without the prefix. Rows that are not active are outside the partial unique index, so this touches no index entry
-- that decides "Already scraping".
UPDATE "scraping_jobs"
  SET "status" = 'cancelled',
      "error_message" = CASE
        WHEN "error_message" = 'Cancelled: the pipeline was stopped'
          THEN 'The pipeline was stopped before this site was scraped'
        ELSE btrim(substr("error_message", length('Cancelled:') + 1))
      END
  WHERE "status" = 'failed' AND "error_message" LIKE 'Cancelled:%';--> statement-breakpoint
-- The states a scrape job can be in (shared/src/aggregates/scrape-jobs.ts lists the transitions): a misspelt status
-- written by a future path fails loudly instead of hiding a row from every count.
ALTER TABLE "scraping_jobs" ADD CONSTRAINT "scraping_jobs_status_check"
  CHECK ("status" IN ('pending', 'running', 'completed', 'failed', 'cancelled'));
