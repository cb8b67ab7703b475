-- Issue 22: coordinates for every lead. Where a lead's point came from (provider / nominatim), how precise it is
-- (address, street, postcode, city) or why it has none (no_address, not_found), and when it was geocoded.
ALTER TABLE "dental_practices" ADD COLUMN "geo_source" text;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "geo_precision" text;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "geocoded_at" timestamp with time zone;--> statement-breakpoint
-- Leads from providers (NPPES/OSM/Places) arrived with their point: say so, so the geocoder leaves them alone.
UPDATE "dental_practices" SET "geo_source" = 'provider', "geo_precision" = 'address'
  WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"address_key" text PRIMARY KEY NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"precision" text NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The map's viewport query: live placed leads by latitude then longitude, carrying what a marker or a cluster needs
-- (status, score, id), so a cluster count at low zoom is an index-only scan.
CREATE INDEX "practices_live_geo_idx" ON "dental_practices" USING btree ("latitude","longitude","cbct_status","lead_score","id") WHERE "dental_practices"."deleted_at" is null and "dental_practices"."latitude" is not null;--> statement-breakpoint
-- The geocoder's queue: live leads not yet looked at.
CREATE INDEX "practices_live_ungeocoded_idx" ON "dental_practices" USING btree ("id") WHERE "dental_practices"."deleted_at" is null and "dental_practices"."geo_precision" is null;--> statement-breakpoint
-- The map's side list: the few live leads with no point, by reason, best score first.
CREATE INDEX "practices_live_unplaced_idx" ON "dental_practices" USING btree ("geo_precision","lead_score","id") WHERE "dental_practices"."deleted_at" is null and "dental_practices"."latitude" is null;
