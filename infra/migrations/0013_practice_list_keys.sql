-- Deep pages, first counts and the dashboard recount without VACUUM (issue 21): the list's sort and filter keys and
-- the dashboard's counted columns of each live lead, in a narrow table (~130 bytes a row instead of a ~4 KB lead).
-- Before VACUUM sets the visibility map an index-only scan visits the heap for every entry it passes: over the leads
-- that is one 8 KB page of sales text per skipped row (2-3 s for a page at offset 100,000 of 200,000); over this
-- table the same walk touches a heap of ~30 MB that stays in shared buffers. The columns carry the names and types of
-- dental_practices' own, so the list's conditions and ORDER BY apply to either table unchanged.
CREATE TABLE "practice_list_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"lead_score" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"practice_name" text NOT NULL,
	"cbct_status" text NOT NULL,
	"lead_type" text NOT NULL,
	"lead_quality_category" text NOT NULL,
	"state" text,
	"city" text,
	"cbct_manufacturer" text,
	"cbct_age" integer,
	"replacement_priority" text,
	"has_implants" boolean NOT NULL,
	"has_implant_placement" boolean NOT NULL,
	"has_oral_surgery" boolean NOT NULL,
	"has_ortho" boolean NOT NULL,
	"has_traditional_ortho" boolean NOT NULL,
	"is_ortho_specialist" boolean NOT NULL,
	"has_invisalign" boolean NOT NULL,
	"has_invisalign_only" boolean NOT NULL,
	"has_endo" boolean NOT NULL,
	"has_sedation" boolean NOT NULL,
	"has_sleep" boolean NOT NULL,
	"has_intraoral_scanner" boolean NOT NULL,
	"has_io_scanner" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_list_keys" ADD CONSTRAINT "practice_list_keys_id_dental_practices_id_fk" FOREIGN KEY ("id") REFERENCES "public"."dental_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept like practice_search: a row for every lead whose deleted_at is null. Inserts are copied once per statement;
-- an update rewrites the row only when one of its columns or the recycle-bin state changed (a scrape that moves
-- neither score, status nor anything else listed here still bumps last_updated, so most writes do rewrite it).
CREATE FUNCTION "practice_list_keys_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "practice_list_keys" SELECT "id", "lead_score", "last_updated", "practice_name", "cbct_status",
      "lead_type", "lead_quality_category", "state", "city", "cbct_manufacturer", "cbct_age", "replacement_priority",
      "has_implants", "has_implant_placement", "has_oral_surgery", "has_ortho", "has_traditional_ortho",
      "is_ortho_specialist", "has_invisalign", "has_invisalign_only", "has_endo", "has_sedation", "has_sleep",
      "has_intraoral_scanner", "has_io_scanner"
    FROM "new_rows" WHERE "deleted_at" IS NULL
    ON CONFLICT ("id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_list_keys_on_insert" AFTER INSERT ON "dental_practices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "practice_list_keys_insert"();--> statement-breakpoint
CREATE FUNCTION "practice_list_keys_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."deleted_at" IS NULL THEN
    INSERT INTO "practice_list_keys" VALUES (NEW."id", NEW."lead_score", NEW."last_updated", NEW."practice_name",
        NEW."cbct_status", NEW."lead_type", NEW."lead_quality_category", NEW."state", NEW."city",
        NEW."cbct_manufacturer", NEW."cbct_age", NEW."replacement_priority", NEW."has_implants",
        NEW."has_implant_placement", NEW."has_oral_surgery", NEW."has_ortho", NEW."has_traditional_ortho",
        NEW."is_ortho_specialist", NEW."has_invisalign", NEW."has_invisalign_only", NEW."has_endo", NEW."has_sedation",
        NEW."has_sleep", NEW."has_intraoral_scanner", NEW."has_io_scanner")
      ON CONFLICT ("id") DO UPDATE SET "lead_score" = EXCLUDED."lead_score", "last_updated" = EXCLUDED."last_updated",
        "practice_name" = EXCLUDED."practice_name", "cbct_status" = EXCLUDED."cbct_status",
        "lead_type" = EXCLUDED."lead_type", "lead_quality_category" = EXCLUDED."lead_quality_category",
        "state" = EXCLUDED."state", "city" = EXCLUDED."city", "cbct_manufacturer" = EXCLUDED."cbct_manufacturer",
        "cbct_age" = EXCLUDED."cbct_age", "replacement_priority" = EXCLUDED."replacement_priority",
        "has_implants" = EXCLUDED."has_implants", "has_implant_placement" = EXCLUDED."has_implant_placement",
        "has_oral_surgery" = EXCLUDED."has_oral_surgery", "has_ortho" = EXCLUDED."has_ortho",
        "has_traditional_ortho" = EXCLUDED."has_traditional_ortho",
        "is_ortho_specialist" = EXCLUDED."is_ortho_specialist", "has_invisalign" = EXCLUDED."has_invisalign",
        "has_invisalign_only" = EXCLUDED."has_invisalign_only", "has_endo" = EXCLUDED."has_endo",
        "has_sedation" = EXCLUDED."has_sedation", "has_sleep" = EXCLUDED."has_sleep",
        "has_intraoral_scanner" = EXCLUDED."has_intraoral_scanner", "has_io_scanner" = EXCLUDED."has_io_scanner";
  ELSE
    DELETE FROM "practice_list_keys" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_list_keys_on_update" AFTER UPDATE ON "dental_practices" FOR EACH ROW
  WHEN ((OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL) OR (NEW."deleted_at" IS NULL AND (
    OLD."lead_score", OLD."last_updated", OLD."practice_name", OLD."cbct_status", OLD."lead_type",
    OLD."lead_quality_category", OLD."state", OLD."city", OLD."cbct_manufacturer", OLD."cbct_age",
    OLD."replacement_priority", OLD."has_implants", OLD."has_implant_placement", OLD."has_oral_surgery",
    OLD."has_ortho", OLD."has_traditional_ortho", OLD."is_ortho_specialist", OLD."has_invisalign",
    OLD."has_invisalign_only", OLD."has_endo", OLD."has_sedation", OLD."has_sleep", OLD."has_intraoral_scanner",
    OLD."has_io_scanner") IS DISTINCT FROM (
    NEW."lead_score", NEW."last_updated", NEW."practice_name", NEW."cbct_status", NEW."lead_type",
    NEW."lead_quality_category", NEW."state", NEW."city", NEW."cbct_manufacturer", NEW."cbct_age",
    NEW."replacement_priority", NEW."has_implants", NEW."has_implant_placement", NEW."has_oral_surgery",
    NEW."has_ortho", NEW."has_traditional_ortho", NEW."is_ortho_specialist", NEW."has_invisalign",
    NEW."has_invisalign_only", NEW."has_endo", NEW."has_sedation", NEW."has_sleep", NEW."has_intraoral_scanner",
    NEW."has_io_scanner")))
  EXECUTE FUNCTION "practice_list_keys_update"();--> statement-breakpoint
-- The backfill comes before the indexes: one sort per index instead of 200,000 index insertions each.
INSERT INTO "practice_list_keys" SELECT "id", "lead_score", "last_updated", "practice_name", "cbct_status",
    "lead_type", "lead_quality_category", "state", "city", "cbct_manufacturer", "cbct_age", "replacement_priority",
    "has_implants", "has_implant_placement", "has_oral_surgery", "has_ortho", "has_traditional_ortho",
    "is_ortho_specialist", "has_invisalign", "has_invisalign_only", "has_endo", "has_sedation", "has_sleep",
    "has_intraoral_scanner", "has_io_scanner"
  FROM "dental_practices" WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The same sort and filter indexes as the leads' own (see practices.ts), without the live-lead predicate: every row
-- here is live. An index on an expression ends with its column, so a deep page's ids can come from the index alone
-- once the table is vacuumed. Dashboard counts and the other filters scan the table itself (~4,000 pages at 200,000 leads).
CREATE INDEX "practice_list_keys_lead_score_idx" ON "practice_list_keys" USING btree ("lead_score","last_updated","id");--> statement-breakpoint
CREATE INDEX "practice_list_keys_name_idx" ON "practice_list_keys" USING btree (lower("practice_name"),"id","practice_name");--> statement-breakpoint
CREATE INDEX "practice_list_keys_cbct_rank_idx" ON "practice_list_keys" USING btree ((case "cbct_status" when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end),"lead_score","id","cbct_status");--> statement-breakpoint
CREATE INDEX "practice_list_keys_location_idx" ON "practice_list_keys" USING btree ("state",lower("city"),"id","city");--> statement-breakpoint
CREATE INDEX "practice_list_keys_last_updated_idx" ON "practice_list_keys" USING btree ("last_updated","id");--> statement-breakpoint
CREATE INDEX "practice_list_keys_cbct_status_idx" ON "practice_list_keys" USING btree ("cbct_status","lead_score","last_updated","id");--> statement-breakpoint
CREATE INDEX "practice_list_keys_lead_type_idx" ON "practice_list_keys" USING btree ("lead_type","lead_score","last_updated","id");--> statement-breakpoint
CREATE INDEX "practice_list_keys_state_score_idx" ON "practice_list_keys" USING btree ("state","lead_score","last_updated","id");--> statement-breakpoint
CREATE INDEX "practice_list_keys_city_idx" ON "practice_list_keys" USING btree (lower("city"),"lead_score","last_updated","id");--> statement-breakpoint
ANALYZE "practice_list_keys";--> statement-breakpoint
-- The dashboard counted its columns through this index (index-only once vacuumed); it counts practice_list_keys now,
-- so lead writes stop paying for it.
DROP INDEX IF EXISTS "practices_live_metrics_idx";
