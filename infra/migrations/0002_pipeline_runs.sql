CREATE TABLE "pipeline_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pipeline_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"mode" text NOT NULL,
	"zip_code" text,
	"city" text,
	"state" text,
	"max_results" integer NOT NULL,
	"auto_sync" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text,
	"current_step" text DEFAULT 'Starting pipeline...' NOT NULL,
	"step_details" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"scraping_job_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"practice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"result" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_runs" ADD CONSTRAINT "pipeline_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_runs_active_user_unique" ON "pipeline_runs" USING btree ("user_id") WHERE "pipeline_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "pipeline_runs_user_created_idx" ON "pipeline_runs" USING btree ("user_id","created_at" DESC NULLS LAST);