import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { toSnakeCase } from "drizzle-orm/casing";
import postgres from "postgres";
import { runMigrations } from "../../shared/src/db/migrate.ts";
import type { NewPractice } from "../../shared/src/db/schema/practices.ts";
import { createRandom, fakePractice } from "./fake-practice.ts";

const BATCH = 2_000;

/** One value in COPY's CSV format: NULL is an unquoted empty field, text is always quoted, arrays are literals. */
function csvValue(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "t" : "f";
  if (typeof v === "number") return String(v);
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  if (v instanceof Date) return quote(v.toISOString());
  if (Array.isArray(v)) {
    return quote(`{${v.map((i) => `"${String(i).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`);
  }
  if (typeof v === "object") return quote(JSON.stringify(v));
  return quote(String(v));
}

/**
 * Tops the leads table up to `target` live leads with generated practices, through COPY (tens of thousands of rows a
 * second), then VACUUM ANALYZE so the planner and index-only scans see them. Returns how many were added.
 */
export async function seedPractices(
  url: string,
  target: number,
  options: { seed?: number; now?: Date; log?: (m: string) => void } = {},
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

    const copy = await sql.unsafe(`copy dental_practices (${columns}) from stdin with (format csv)`).writable();
    await pipeline(Readable.from(rows()), copy);
    await sql.unsafe("vacuum analyze dental_practices");
    return { inserted: missing, total: live + missing, ms: performance.now() - started };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
