-- Deep pages and the total without walking rows (issue 21, point 2). Until VACUUM sets the visibility map, skipping
-- 100,000 entries of a practice_list_keys index visits the heap for each of them (~120 ms on 2 cores, ~30 ms once
-- vacuumed). practice_list_counts keeps, per sort, how many live leads sit in each bucket of the sort's leading key
-- (a score, a status and score, a state, a day, a name range, a block of 1,024 ids; a score within one state, status
-- or lead type). A deep page then reads the
-- bucket counts (a few hundred rows), finds the bucket its offset falls in, and walks only that bucket; the unfiltered
-- total is their sum. Kept in the writing statement's own transaction, so a reader's snapshot sees counts and keys
-- that agree exactly.
CREATE TABLE "practice_list_counts" (
	"dim" text NOT NULL,
	"a" bigint NOT NULL,
	"b" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "practice_list_counts_pkey" PRIMARY KEY ("dim", "a", "b")
);--> statement-breakpoint
-- The name buckets: ranges of lower(practice_name) between sorted prefixes ('', '0'..'9', 'a', 'aa'..'zz'). They are
-- sorted here by the database's own collation, and a name's bucket is found by width_bucket with the same collation,
-- so each bucket is one contiguous range of the list's order by name whatever the collation.
DO $$
DECLARE
  bounds text[];
BEGIN
  SELECT array_agg(b ORDER BY b) INTO bounds FROM (
    SELECT '' AS b
    UNION ALL SELECT chr(c) FROM generate_series(48, 57) c
    UNION ALL SELECT chr(c) FROM generate_series(97, 122) c
    UNION ALL SELECT chr(c1) || chr(c2) FROM generate_series(97, 122) c1, generate_series(97, 122) c2
  ) prefixes;
  EXECUTE format('CREATE FUNCTION "practice_name_bounds"() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
    format('SELECT %L::text[]', bounds));
END $$;--> statement-breakpoint
-- A lead's bucket in each sort. The list's sorts and their leading keys (shared/src/db/queries/practice-list.ts):
-- leadScore (lead_score), cbctStatus (status rank, lead_score), location (state, nulls last), lastUpdated (the UTC
-- day), practiceName (the name range), added (the id's block of 1,024). Buckets are ordered by (a, b). The last three
-- serve a list filtered on one state, status or lead type in the default sort (by score): b is the filter's value.
-- The last three are the dashboard's other counts: scanner age by status, lead category, scanner make.
CREATE FUNCTION "practice_list_buckets"("k" "practice_list_keys")
  RETURNS TABLE ("dim" text, "a" bigint, "b" text) LANGUAGE sql STABLE PARALLEL SAFE AS $$
  VALUES
    ('score', (k)."lead_score"::bigint, ''),
    ('status', (CASE (k)."cbct_status" WHEN 'confirmed' THEN 3 WHEN 'likely' THEN 2 WHEN 'uncertain' THEN 1 ELSE 0 END)
      * 1048576::bigint + (k)."lead_score" + 524288, ''),
    ('location', ((k)."state" IS NULL)::int::bigint, coalesce((k)."state", '')),
    ('updated', floor(extract(epoch FROM (k)."last_updated") / 86400)::bigint, ''),
    ('name', width_bucket(lower((k)."practice_name"), "practice_name_bounds"())::bigint, ''),
    ('added', ((k)."id" >> 10)::bigint, ''),
    ('score@state', (k)."lead_score"::bigint, coalesce((k)."state", '')),
    ('score@status', (k)."lead_score"::bigint, (k)."cbct_status"),
    ('score@type', (k)."lead_score"::bigint, (k)."lead_type"),
    ('age@status', coalesce((k)."cbct_age"::bigint, -2147483648), (k)."cbct_status"),
    ('category', 0::bigint, (k)."lead_quality_category"),
    ('make', ((k)."cbct_manufacturer" IS NULL)::int::bigint, coalesce((k)."cbct_manufacturer", ''))
$$;--> statement-breakpoint
-- One upsert per statement of practice_list_keys, never one per row: a bulk change (Clear All, a restore, the
-- seeder) moves each bucket once. Statements on practice_list_keys only come from dental_practices' triggers, after
-- that statement has taken the revision row (see below), so the counter rows are always locked after it, in one order.
CREATE FUNCTION "practice_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "practice_list_counts" ("dim", "a", "b", "n")
      SELECT k."dim", k."a", k."b", count(*) FROM "new_keys" r CROSS JOIN LATERAL "practice_list_buckets"(r) k
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("dim", "a", "b") DO UPDATE SET "n" = "practice_list_counts"."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "practice_list_counts" ("dim", "a", "b", "n")
      SELECT k."dim", k."a", k."b", -count(*) FROM "old_keys" r CROSS JOIN LATERAL "practice_list_buckets"(r) k
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("dim", "a", "b") DO UPDATE SET "n" = "practice_list_counts"."n" + EXCLUDED."n";
  ELSE
    INSERT INTO "practice_list_counts" ("dim", "a", "b", "n")
      SELECT x."dim", x."a", x."b", sum(x."d") FROM (
          SELECT 1 AS "d", k.* FROM "new_keys" r CROSS JOIN LATERAL "practice_list_buckets"(r) k
          UNION ALL
          SELECT -1, k.* FROM "old_keys" r CROSS JOIN LATERAL "practice_list_buckets"(r) k
        ) x
      GROUP BY 1, 2, 3 HAVING sum(x."d") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("dim", "a", "b") DO UPDATE SET "n" = "practice_list_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_list_counts_on_insert" AFTER INSERT ON "practice_list_keys"
  REFERENCING NEW TABLE AS "new_keys" FOR EACH STATEMENT EXECUTE FUNCTION "practice_list_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_list_counts_on_update" AFTER UPDATE ON "practice_list_keys"
  REFERENCING OLD TABLE AS "old_keys" NEW TABLE AS "new_keys" FOR EACH STATEMENT
  EXECUTE FUNCTION "practice_list_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "practice_list_counts_on_delete" AFTER DELETE ON "practice_list_keys"
  REFERENCING OLD TABLE AS "old_keys" FOR EACH STATEMENT EXECUTE FUNCTION "practice_list_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "practice_list_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "practice_list_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_list_counts_on_truncate" AFTER TRUNCATE ON "practice_list_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "practice_list_counts_clear"();--> statement-breakpoint
-- practice_list_keys followed updates of the leads row by row (0013). A row trigger runs one UPDATE of the keys per
-- lead, and each would now move the counters: Clear All of 200,000 leads would update a state's counter row 27,000
-- times in one transaction (a chain of versions every later update walks). One set-based pass per statement instead,
-- from the statement's before and after images: leaving the list, entering it, or a listed column changed.
DROP TRIGGER "practice_list_keys_on_update" ON "dental_practices";--> statement-breakpoint
DROP FUNCTION "practice_list_keys_update"();--> statement-breakpoint
CREATE FUNCTION "practice_list_keys_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "practice_list_keys" k USING "new_rows" n
    WHERE k."id" = n."id" AND n."deleted_at" IS NOT NULL;
  INSERT INTO "practice_list_keys" SELECT n."id", n."lead_score", n."last_updated", n."practice_name",
      n."cbct_status", n."lead_type", n."lead_quality_category", n."state", n."city", n."cbct_manufacturer",
      n."cbct_age", n."replacement_priority", n."has_implants", n."has_implant_placement", n."has_oral_surgery",
      n."has_ortho", n."has_traditional_ortho", n."is_ortho_specialist", n."has_invisalign", n."has_invisalign_only",
      n."has_endo", n."has_sedation", n."has_sleep", n."has_intraoral_scanner", n."has_io_scanner"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."deleted_at" IS NULL AND (o."deleted_at" IS NOT NULL OR (
      o."lead_score", o."last_updated", o."practice_name", o."cbct_status", o."lead_type",
      o."lead_quality_category", o."state", o."city", o."cbct_manufacturer", o."cbct_age",
      o."replacement_priority", o."has_implants", o."has_implant_placement", o."has_oral_surgery",
      o."has_ortho", o."has_traditional_ortho", o."is_ortho_specialist", o."has_invisalign",
      o."has_invisalign_only", o."has_endo", o."has_sedation", o."has_sleep", o."has_intraoral_scanner",
      o."has_io_scanner") IS DISTINCT FROM (
      n."lead_score", n."last_updated", n."practice_name", n."cbct_status", n."lead_type",
      n."lead_quality_category", n."state", n."city", n."cbct_manufacturer", n."cbct_age",
      n."replacement_priority", n."has_implants", n."has_implant_placement", n."has_oral_surgery",
      n."has_ortho", n."has_traditional_ortho", n."is_ortho_specialist", n."has_invisalign",
      n."has_invisalign_only", n."has_endo", n."has_sedation", n."has_sleep", n."has_intraoral_scanner",
      n."has_io_scanner"))
    ORDER BY n."id"
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
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_list_keys_on_update" AFTER UPDATE ON "dental_practices"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "practice_list_keys_update"();--> statement-breakpoint
-- The revision row is now taken when a statement on the leads starts, not when it ends. Every writer of leads (and,
-- through the triggers above, of the keys and counters) then locks in one order: the revision, the leads, the keys,
-- the counters. Before, a row trigger could lock keys and counters ahead of the revision, and a writer waiting for a
-- lead held by another waiting for the revision was a deadlock Postgres had to break. The token means the same: it
-- moves once per writing statement, in that statement's transaction.
DROP TRIGGER "dental_practices_revision" ON "dental_practices";--> statement-breakpoint
CREATE TRIGGER "dental_practices_revision" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dental_practices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_revision"();--> statement-breakpoint
INSERT INTO "practice_list_counts" ("dim", "a", "b", "n")
  SELECT k."dim", k."a", k."b", count(*) FROM "practice_list_keys" r CROSS JOIN LATERAL "practice_list_buckets"(r) k
  GROUP BY 1, 2, 3;
