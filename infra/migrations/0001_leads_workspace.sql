-- The leads table's quick search uses a trigram index (pg_trgm ships with Postgres contrib, embedded and Debian alike).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "practices_lead_score_idx";--> statement-breakpoint
DROP INDEX "practices_cbct_status_idx";--> statement-breakpoint
DROP INDEX "practices_lead_type_idx";--> statement-breakpoint
DROP INDEX "practices_city_state_idx";--> statement-breakpoint
DROP INDEX "practices_last_updated_idx";--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "deleted_batch" text;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("dental_practices"."practice_name", '') || ' ' || coalesce("dental_practices"."doctor_name", '') || ' ' || coalesce("dental_practices"."city", '') || ' ' || coalesce("dental_practices"."state", '') || ' ' || coalesce("dental_practices"."zip_code", '') || ' ' || coalesce("dental_practices"."website_domain", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD CONSTRAINT "dental_practices_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practices_live_lead_score_idx" ON "dental_practices" USING btree ("lead_score","last_updated","id") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_name_idx" ON "dental_practices" USING btree (lower("practice_name"),"id") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_cbct_rank_idx" ON "dental_practices" USING btree ((case "cbct_status" when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end),"lead_score","id") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_location_idx" ON "dental_practices" USING btree ("state","city","id") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_last_updated_idx" ON "dental_practices" USING btree ("last_updated","id") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_cbct_status_idx" ON "dental_practices" USING btree ("cbct_status","lead_score") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_lead_type_idx" ON "dental_practices" USING btree ("lead_type","lead_score") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_city_idx" ON "dental_practices" USING btree (lower("city"),"state") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_search_idx" ON "dental_practices" USING gin ("search_text" gin_trgm_ops) WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_manufacturer_idx" ON "dental_practices" USING btree (lower("cbct_manufacturer")) WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_cbct_age_idx" ON "dental_practices" USING btree ("cbct_age") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_etag_idx" ON "dental_practices" USING btree ("id","version","last_updated") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_metrics_idx" ON "dental_practices" USING btree ("cbct_status","lead_type","lead_score","cbct_age","state","cbct_manufacturer","lead_quality_category") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_deleted_batch_idx" ON "dental_practices" USING btree ("deleted_batch") WHERE "dental_practices"."deleted_batch" is not null;