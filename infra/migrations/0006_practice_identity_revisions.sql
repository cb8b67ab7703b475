-- Practice identity (issue 21, point 1): the phone+street key of a lead ("+15405550142|100 princess anne st"), the
-- match for practices with neither NPI nor website. A plain nullable column (no default) is a catalog change only, and
-- the index over 200,000 mostly-null values builds in about a second: `npm run leads:merge-duplicates` fills the keys
-- of existing leads (computed in TypeScript, the same code the pipeline uses) and merges the duplicates it finds.
ALTER TABLE "dental_practices" ADD COLUMN "identity_key" text;--> statement-breakpoint
CREATE INDEX "practices_identity_key_idx" ON "dental_practices" USING btree ("identity_key") WHERE "dental_practices"."identity_key" is not null;--> statement-breakpoint
-- The leads list's change token (issue 21, point 2): a counter per table, moved by a statement-level trigger on every
-- INSERT, UPDATE, DELETE or TRUNCATE, so "has anything changed?" reads one row instead of aggregating every lead
-- (which needs the visibility map to stay cheap, i.e. a VACUUM after every bulk change). Transactional: a reader sees
-- the revision of committed data only, so a token can never run ahead of what the page it stamps shows. The cost is
-- one row lock per writing transaction, held until it commits: concurrent writers of leads queue on it briefly.
CREATE TABLE "table_revisions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "bump_table_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_revisions" ("table_name", "revision") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "revision" = "table_revisions"."revision" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dental_practices_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dental_practices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_revision"();--> statement-breakpoint
INSERT INTO "table_revisions" ("table_name", "revision") VALUES ('dental_practices', 1)
  ON CONFLICT ("table_name") DO NOTHING;
--> statement-breakpoint
-- The old change token (count, max id, sum of versions, newest change over every live lead) read this index; the
-- revision replaces it, so writes stop paying for it.
DROP INDEX IF EXISTS "practices_live_etag_idx";
