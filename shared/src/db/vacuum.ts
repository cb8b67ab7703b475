import type { Db } from "./client.ts";

/**
 * `VACUUM (ANALYZE)` of the tables a bulk change touched: it sets the visibility map (index-only scans stop visiting
 * the table) and refreshes the planner's statistics, instead of leaving both to autovacuum, which may be minutes
 * away or (as on a Postgres run with autovacuum off) never come. VACUUM cannot run inside a transaction: call it after
 * the change has committed.
 */
export async function vacuumAnalyze(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((t) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(t)) throw new Error(`not a table name: ${t}`);
    return `"${t}"`;
  });
  await db.$client.unsafe(`vacuum (analyze) ${names.join(", ")}`);
}

/**
 * The leads and the narrow tables their triggers keep (quick-search text, list keys): what a bulk change of leads
 * leaves dead rows in.
 */
export const LEAD_TABLES = ["dental_practices", "practice_search", "practice_list_keys"] as const;

const running = new Set<Promise<void>>();

/**
 * The same, without making the request that caused it wait (a 200,000-lead Clear All is followed by seconds of
 * vacuum). A failure is reported, not thrown: the change itself has committed. `drainVacuums` lets shutdown wait.
 */
export function vacuumAnalyzeLater(db: Db, tables: readonly string[], onError: (message: string) => void): void {
  const done: Promise<void> = vacuumAnalyze(db, tables)
    .catch((err: unknown) => onError(err instanceof Error ? err.message : String(err)))
    .finally(() => running.delete(done));
  running.add(done);
}

/** Waits for the vacuums started by vacuumAnalyzeLater (before the pool closes). */
export async function drainVacuums(): Promise<void> {
  await Promise.all([...running]);
}
