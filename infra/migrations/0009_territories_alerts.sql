-- Issue 22 point 3: a rep's territories, the alerts the worker finds for them in the leads' history, and the
-- per-user digest setting. Events are read from activity_log (the history the scrape/refresh already writes); the
-- cursor says how far the matcher got, so a re-run never reads an entry twice.
CREATE TABLE "territories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "territories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"states" text[] DEFAULT '{}' NOT NULL,
	"zip_prefixes" text[] DEFAULT '{}' NOT NULL,
	-- A drawn area: a ring of [lng, lat] points (a rectangle is four), or null.
	"area" jsonb,
	-- Which events to hear about and their thresholds (shared/src/contracts/territories.ts, territoryEventsSchema).
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "territories_user_idx" ON "territories" USING btree ("user_id","id");--> statement-breakpoint
CREATE TABLE "territory_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "territory_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"territory_id" integer NOT NULL REFERENCES "territories"("id") ON DELETE CASCADE,
	"practice_id" integer NOT NULL REFERENCES "dental_practices"("id") ON DELETE CASCADE,
	-- scanner_appeared | scanner_changed | scanner_aged | new_practice | score_crossed
	"kind" text NOT NULL,
	"message" text NOT NULL,
	-- Which change this is: 'activity:<id>' for a history entry, 'aged:<years>:<install year>' for an ageing scanner.
	"change_key" text NOT NULL,
	"source_activity_id" integer REFERENCES "activity_log"("id") ON DELETE SET NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);--> statement-breakpoint
-- One alert per (territory, lead, event, change): the matcher inserts with ON CONFLICT DO NOTHING, so a re-run,
-- an overlapping run or a retried job never doubles one.
CREATE UNIQUE INDEX "territory_alerts_change_unique" ON "territory_alerts" USING btree ("territory_id","practice_id","kind","change_key");--> statement-breakpoint
CREATE INDEX "territory_alerts_user_idx" ON "territory_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "territory_alerts_unread_idx" ON "territory_alerts" USING btree ("user_id") WHERE "territory_alerts"."read_at" is null;--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"digest_enabled" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "territory_alert_cursor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"last_activity_id" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Start at the history's current end: a deployment that adds territories hears about changes from now on, not
-- about every scrape of the past.
INSERT INTO "territory_alert_cursor" ("id", "last_activity_id") SELECT true, coalesce(max("id"), 0) FROM "activity_log";
