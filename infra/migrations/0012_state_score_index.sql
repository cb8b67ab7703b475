CREATE INDEX IF NOT EXISTS "practices_live_state_score_idx" ON "dental_practices" USING btree ("state","lead_score","last_updated","id") WHERE "dental_practices"."deleted_at" is null;
