CREATE INDEX IF NOT EXISTS "scraping_jobs_requested_by_idx" ON "scraping_jobs" USING btree ("requested_by","created_at" DESC NULLS LAST);
