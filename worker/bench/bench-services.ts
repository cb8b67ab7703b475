import path from "node:path";
import postgres from "postgres";
import { startEmbeddedPostgres } from "../../infra/services/embedded-postgres.ts";
import { freePort, startPrivateRedis } from "../../infra/services/private-redis.ts";
import { runMigrations } from "../../shared/src/db/migrate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The benchmark's own database (dropped and re-created each run, then migrated) on the Postgres of DATABASE_URL,
 * else on an embedded Postgres under .bench-data; Redis from REDIS_URL, else a private redis-server.
 */
export async function benchServices(env: NodeJS.ProcessEnv, name = "cbct_bench") {
  const stops: Array<() => Promise<void>> = [];
  let serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres(path.join(ROOT, ".bench-data"), await freePort());
    stops.push(pg.stop);
    serverUrl = pg.url;
  }
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startPrivateRedis(path.join(ROOT, ".bench-data"), await freePort(), { persist: false });
    stops.push(redis.stop);
    redisUrl = redis.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await runMigrations(databaseUrl);
  return {
    databaseUrl,
    redisUrl,
    stop: async () => {
      for (const s of stops.reverse()) await s().catch(() => {});
    },
  };
}
