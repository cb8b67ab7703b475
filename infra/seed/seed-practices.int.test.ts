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
});
