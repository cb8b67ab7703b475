import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { toSnakeCase } from "drizzle-orm/casing";
import postgres from "postgres";
import { runMigrations } from "@cbct/shared/db/migrate";
import type { NewPractice } from "@cbct/shared/db/schema/practices";
import { createRandom, fakePractice } from "./fake-practice.ts";

const BATCH = 2_000;

/** The columns the leads queries filter, sort, group and join on: the planner's statistics that matter. */
const PLANNED_COLUMNS = [
  "id",
  "deleted_at",
  "lead_score",
  "last_updated",
  "practice_name",
  "cbct_status",
  "lead_type",
  "lead_quality_category",
  "state",
  "city",
  "zip_code",
  "cbct_manufacturer",
  "cbct_age",
  "replacement_priority",
  "version",
  "website_domain",
  "glide_row_id",
  "has_implants",
  "has_implant_placement",
  "has_oral_surgery",
  "has_ortho",
  "has_invisalign",
  "has_endo",
  "has_sedation",
  "has_sleep",
  "has_intraoral_scanner",
];

const quote = (s: string) => `"${s.includes('"') ? s.replace(/"/g, '""') : s}"`;
const arrayItem = (s: string) =>
  `"${s.includes("\\") || s.includes('"') ? s.replace(/\\/g, "\\\\").replace(/"/g, '\\"') : s}"`;

/**
 * One value in COPY's CSV format: NULL is an unquoted empty field, text is always quoted, arrays are literals. Hot:
 * 200,000 leads x 170 values, so the common case (nothing to escape) skips the regular expressions.
 */
function csvValue(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return quote(v);
  if (typeof v === "boolean") return v ? "t" : "f";
  if (typeof v === "number") return String(v);
  if (v instanceof Date) return quote(v.toISOString());
  if (Array.isArray(v)) return quote(`{${v.map((i) => arrayItem(String(i))).join(",")}}`);
  if (typeof v === "object") return quote(JSON.stringify(v));
  return quote(String(v));
}

/**
 * Tops the leads table up to `target` live leads with generated practices, through COPY (tens of thousands of rows a
 * second), then VACUUM (ANALYZE) so the planner sees them and index-only scans need not visit the new rows. Returns
 * how many were added. `vacuum: false` stops at ANALYZE: the state right after any bulk load, before autovacuum
 * (bench:api measures it).
 */
export async function seedPractices(
  url: string,
  target: number,
  options: { seed?: number; now?: Date; log?: (m: string) => void; vacuum?: boolean } = {},
): Promise<{ inserted: number; total: number; ms: number }> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  await runMigrations(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ live }] =
      (await sql`select count(*)::int as live from dental_practices where deleted_at is null`) as unknown as [
        { live: number },
      ];
    const missing = Math.max(0, target - live);
    if (missing === 0) return { inserted: 0, total: live, ms: performance.now() - started };
    const now = options.now ?? new Date();
    const random = createRandom(options.seed ?? Date.now());
    // A run tag keeps website domains (unique) apart from earlier runs'.
    const run = `${now.getTime().toString(36)}${random.int(0, 1295).toString(36)}`;
    const first = fakePractice(random, `${run}-0`, now);
    const keys = Object.keys(first) as (keyof NewPractice)[];
    const columns = keys.map((k) => `"${toSnakeCase(k)}"`).join(", ");
    const line = (p: NewPractice) => `${keys.map((k) => csvValue(p[k])).join(",")}\n`;

    async function* rows() {
      let chunk = line(first);
      for (let i = 1; i < missing; i++) {
        chunk += line(fakePractice(random, `${run}-${i.toString(36)}`, now));
        if (i % BATCH === 0) {
          yield chunk;
          chunk = "";
          if (i % 50_000 === 0) log(`  ${i.toLocaleString("en-US")} / ${missing.toLocaleString("en-US")}`);
        }
      }
      if (chunk) yield chunk;
    }

    // A large load is much faster into a table without secondary indexes, built afterwards in one sort each (the
    // narrow tables' too, practice_search and practice_list_keys: their rows arrive through insert triggers, one
    // INSERT ... SELECT per COPY). The definitions are read from the catalog (so they are exactly the migrations'),
    // and it all happens in one transaction: a failed load leaves the tables and their indexes as they were.
    const bulk = missing >= Math.max(10_000, live);
    await sql.begin(async (tx) => {
      await tx.unsafe("set local maintenance_work_mem = '256MB'");
      const indexes = bulk
        ? await tx<{ name: string; definition: string }[]>`
            select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema()
              and tablename in ('dental_practices', 'practice_search', 'practice_list_keys')
              and indexname not in (select conname from pg_constraint
                                    where conrelid in ('dental_practices'::regclass, 'practice_search'::regclass,
                                                       'practice_list_keys'::regclass))`
        : [];
      for (const index of indexes) await tx.unsafe(`drop index "${index.name}"`);
      // The narrow tables' insert triggers would keep a copy of every new row (the statement's transition table) to
      // fill practice_search and practice_list_keys; a bulk load fills them afterwards from the table, in one pass.
      if (bulk) {
        await tx.unsafe("alter table dental_practices disable trigger practice_search_on_insert");
        await tx.unsafe("alter table dental_practices disable trigger practice_list_keys_on_insert");
      }
      const copy = await tx.unsafe(`copy dental_practices (${columns}) from stdin with (format csv)`).writable();
      await pipeline(Readable.from(rows()), copy);
      log(`  copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (bulk) {
        await tx.unsafe(`insert into practice_search (practice_id, search_text)
          select id, coalesce(search_text, '') from dental_practices where deleted_at is null
          on conflict (practice_id) do nothing`);
        await tx.unsafe("alter table dental_practices enable trigger practice_search_on_insert");
        log(`  practice_search filled at ${((performance.now() - started) / 1000).toFixed(1)} s`);
        // practice_list_keys' columns are dental_practices' columns of the same names (migration 0013).
        const [{ columns: keyColumns }] = (await tx`
          select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
          where attrelid = 'practice_list_keys'::regclass and attnum > 0 and not attisdropped`) as unknown as [
          { columns: string },
        ];
        await tx.unsafe(`insert into practice_list_keys (${keyColumns})
          select ${keyColumns} from dental_practices where deleted_at is null
          on conflict (id) do nothing`);
        await tx.unsafe("alter table dental_practices enable trigger practice_list_keys_on_insert");
        log(`  practice_list_keys filled at ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      for (const index of indexes) {
        const t = performance.now();
        await tx.unsafe(index.definition);
        log(`  ${index.name} built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    });
    log(`  committed at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (options.vacuum ?? true) {
      // Every page written is new: VACUUM sets their visibility-map bits (index-only scans then skip the table) and
      // hint bits once, instead of leaving that to autovacuum (which may be off) and the first readers. Measured at
      // 200,000 leads in the doc (docs/leads-at-scale.md); it cannot run inside the load's transaction.
      await sql.unsafe("vacuum (analyze) dental_practices, practice_search, practice_list_keys");
      log(`  vacuumed and analyzed at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      // A bulk load analyzes the columns the leads queries filter, sort and count on (2.5 s instead of 8.5 s for all
      // ~170 at 200,000 leads).
      await sql.unsafe(bulk ? `analyze dental_practices (${PLANNED_COLUMNS.join(", ")})` : "analyze dental_practices");
      await sql.unsafe("analyze practice_search, practice_list_keys");
    }
    return { inserted: missing, total: live + missing, ms: performance.now() - started };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
