CREATE INDEX IF NOT EXISTS "scraping_jobs_requested_by_idx" ON "scraping_jobs" USING btree ("requested_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "practices_live_added_idx" ON "dental_practices" USING btree ("id") WHERE "dental_practices"."deleted_at" is null;
