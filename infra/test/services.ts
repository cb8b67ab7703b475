import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type DbHandle } from "@cbct/shared/db/client";
import { afterAll, beforeAll, inject } from "vitest";

/**
 * Per-test-file isolation: each file gets its own database, cloned from the migrated template in milliseconds,
 * and its own BullMQ key prefix on the shared Redis.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("adminDatabaseUrl");
  const template = inject("templateDatabase");
  // The creation time in the name lets a later run drop what an interrupted run left, and only that.
  const name = `cbct_test_f_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString("hex")}`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

/**
 * The calling suite's own migrated database and a drizzle handle on it: created before its first test, closed and
 * dropped after its last. Read `db()` inside tests and hooks, never at module level.
 */
export function useTestDb(options: { max?: number } = {}): { db: () => DbHandle["db"]; url: () => string } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url, { max: options.max ?? 4 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useTestDb: read db() inside a test or hook, not at module level");
    return value;
  };
  return { db: () => ready(handle).db, url: () => ready(database).url };
}

export function testRedisUrl(): string {
  return inject("redisUrl");
}

export function testQueuePrefix(): string {
  return `cbct-test-${randomBytes(6).toString("hex")}`;
}
