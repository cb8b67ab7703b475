ALTER TABLE "dental_practices" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dental_practices" ADD COLUMN "other_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;