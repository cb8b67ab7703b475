import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../test/global-setup.ts";
import { createTestDatabase } from "../test/services.ts";
import { seedPractices } from "./seed-practices.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await database?.drop();
});

// relallvisible: pages the visibility map marks all-visible (index-only scans skip the table for them), as VACUUM
// (and ANALYZE, reading the map) last saw it.
const visible = async () => {
  const [row] = await sql<{ pages: number; visible: number }[]>`
    select relpages as pages, relallvisible as visible from pg_class where oid = 'dental_practices'::regclass`;
  return row!;
};

describe("the seeder", () => {
  it("leaves the table without a visibility map when asked not to vacuum (the bench's before-vacuum state)", async () => {
    await seedPractices(database.url, 1_500, { seed: 3, vacuum: false });
    const { pages, visible: allVisible } = await visible();
    expect(pages).toBeGreaterThan(0);
    expect(allVisible).toBe(0);
  });

  it("ends with VACUUM (ANALYZE) by default: the visibility map set, the revision moved", async () => {
    const [before] = await sql<{ revision: string }[]>`select revision from table_revisions`;
    const result = await seedPractices(database.url, 3_000, { seed: 4 });
    expect(result).toMatchObject({ inserted: 1_500, total: 3_000 });
    const { pages, visible: allVisible } = await visible();
    // VACUUM marks a page all-visible only when no open transaction anywhere in the cluster may still not see its
    // rows; other test files' databases share this cluster (and its oldest snapshot), so ask for most pages, not all.
    // Without the vacuum it is none (the test above).
    expect(allVisible).toBeGreaterThan(pages * 0.8);
    const [after] = await sql<{ revision: string }[]>`select revision from table_revisions`;
    expect(Number(after!.revision)).toBeGreaterThan(Number(before!.revision));
  });

  it("fills the narrow tables after a bulk load (triggers off, indexes rebuilt)", async () => {
    const indexes = async () =>
      sql<{ name: string }[]>`select indexname as name from pg_indexes
        where tablename in ('dental_practices', 'practice_search', 'practice_list_keys') order by 1`;
    const before = await indexes();
    // From 10,000 leads and at least as many as there are, the seeder loads without indexes or insert triggers.
    const result = await seedPractices(database.url, 13_000, { seed: 5, vacuum: false });
    expect(result.inserted).toBe(10_000);
    expect(await indexes()).toEqual(before);
    const [counts] = await sql<{ live: number; search: number; keys: number; differ: number }[]>`
      select (select count(*)::int from dental_practices where deleted_at is null) as live,
             (select count(*)::int from practice_search) as search,
             (select count(*)::int from practice_list_keys) as keys,
             (select count(*)::int from practice_list_keys k join dental_practices p using (id)
              where (k.lead_score, k.last_updated, k.practice_name, k.state, k.city)
                    is distinct from (p.lead_score, p.last_updated, p.practice_name, p.state, p.city)) as differ`;
    expect(counts).toEqual({ live: 13_000, search: 13_000, keys: 13_000, differ: 0 });
    const triggers = await sql<{ name: string; enabled: string }[]>`
      select tgname as name, tgenabled as enabled from pg_trigger
      where tgrelid = 'dental_practices'::regclass and tgname like '%_on_insert' order by 1`;
    expect(triggers).toEqual([
      { name: "practice_list_keys_on_insert", enabled: "O" },
      { name: "practice_search_on_insert", enabled: "O" },
    ]);
  });
});
