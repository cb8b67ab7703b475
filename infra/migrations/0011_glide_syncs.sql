-- Issue 20: a Glide sync is a row with its status and what Glide really took, not a BullMQ job's return value, so
-- the Glide page and a pipeline run's summary read it from Postgres (and it outlives BullMQ's job retention).
CREATE TABLE "glide_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glide_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pipeline_run_id" integer,
	"requested_by" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_sent" integer DEFAULT 0 NOT NULL,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "glide_syncs" ADD CONSTRAINT "glide_syncs_pipeline_run_id_pipeline_runs_id_fk" FOREIGN KEY ("pipeline_run_id") REFERENCES "public"."pipeline_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glide_syncs" ADD CONSTRAINT "glide_syncs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One sync at a time for the whole deployment (two at once would both add the leads that have no Glide row yet).
CREATE UNIQUE INDEX "glide_syncs_one_active" ON "glide_syncs" USING btree ((true)) WHERE "glide_syncs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "glide_syncs_run_idx" ON "glide_syncs" USING btree ("pipeline_run_id");
