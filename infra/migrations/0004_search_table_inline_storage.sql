CREATE TABLE "practice_search" (
	"practice_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "practices_live_search_idx";--> statement-breakpoint
DROP INDEX "practices_live_name_idx";--> statement-breakpoint
DROP INDEX "practices_live_cbct_rank_idx";--> statement-breakpoint
DROP INDEX "practices_live_location_idx";--> statement-breakpoint
ALTER TABLE "practice_search" ADD CONSTRAINT "practice_search_practice_id_dental_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."dental_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_search_text_idx" ON "practice_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practices_live_name_idx" ON "dental_practices" USING btree (lower("practice_name"),"id","practice_name") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_cbct_rank_idx" ON "dental_practices" USING btree ((case "cbct_status" when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end),"lead_score","id","cbct_status") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_live_location_idx" ON "dental_practices" USING btree ("state",lower("city"),"id","city") WHERE "dental_practices"."deleted_at" is null;--> statement-breakpoint
-- practice_search holds one row per live lead (deleted_at IS NULL). Inserts are copied once per statement (a COPY
-- of 200,000 leads is one INSERT ... SELECT); updates only when the search text or the recycle-bin state changes.
CREATE FUNCTION "practice_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "practice_search" ("practice_id", "search_text")
    SELECT "id", coalesce("search_text", '') FROM "new_rows" WHERE "deleted_at" IS NULL
    ON CONFLICT ("practice_id") DO UPDATE SET "search_text" = EXCLUDED."search_text";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_search_on_insert" AFTER INSERT ON "dental_practices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_search_insert"();--> statement-breakpoint
CREATE FUNCTION "practice_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."deleted_at" IS NULL THEN
    INSERT INTO "practice_search" ("practice_id", "search_text") VALUES (NEW."id", coalesce(NEW."search_text", ''))
      ON CONFLICT ("practice_id") DO UPDATE SET "search_text" = EXCLUDED."search_text";
  ELSE
    DELETE FROM "practice_search" WHERE "practice_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_search_on_update" AFTER UPDATE ON "dental_practices" FOR EACH ROW
  WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text" OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "practice_search_update"();--> statement-breakpoint
INSERT INTO "practice_search" ("practice_id", "search_text")
  SELECT "id", coalesce("search_text", '') FROM "dental_practices" WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- A lead's sales text stays in its row (compressed when that saves space) instead of moving to the TOAST table:
-- reading a lead then costs one page instead of one TOAST lookup per long field, which made the 200,000-lead export
-- 3x slower (24 s -> 8 s in Postgres). rawData, large and read one lead at a time, keeps the default. Applies to
-- rows written from now on; `VACUUM FULL dental_practices` rewrites older ones.
ALTER TABLE "dental_practices" ALTER COLUMN "practice_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "doctor_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "website_link" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "website" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "telephone" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "phone" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "email" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "state" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sub_region" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "region" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "address" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "city" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "zip_code" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "practice_address" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "practice_city" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "practice_state" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "practice_zip_code" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "google_maps_link" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "services" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "lead_quality" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "lead_type" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "purchase_timeline" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "lead_quality_category" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "purchase_readiness_timeframe" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "follow_up_notes" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "owner" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "admin_row_owner" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "company" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "color_tag" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "opportunity_stage" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "closed_status" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_reference" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_manufacturer" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_model" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "replacement_priority" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "manufacturer_options" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_status" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_detection_method" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "cbct_evidence" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "website_platform" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "modernization_level" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "detected_technology" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "practice_establishment" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "age_indicators" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "modernization_need" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "age_analysis_reasoning" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "ai_remarks" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "ai_summary" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_likelihood_reasoning" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_likelihood_key_factors" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_likelihood_risk_factors" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_likelihood_timeframe" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_likelihood_approach" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "expected_budget_range" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "decision_maker_profile" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_approach" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "key_talking_points" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "competitor_analysis" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "urgency_factors" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "recommended_timeline" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "proposed_solution" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "objection_handling" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "sales_next_steps" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "route_address" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "route_builder_helper" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "route_summary" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "route_join_key" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "multi_route_url" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "address_for_multi_route" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "build_route" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "route_url" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "map_display_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "weighted_value_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "weighted_value_display" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "website_domain" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "npi_number" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "discovery_source" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "phone_e164" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "country" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "field_sources" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "other_locations" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "deleted_batch" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "glide_row_id" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "dental_practices" ALTER COLUMN "glide_row_hash" SET STORAGE MAIN;
