import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasEmbeddedDatabase, type RunningService, startEmbeddedPostgres } from "./embedded-postgres.ts";
import { freePort } from "./private-redis.ts";

/**
 * While `npm start` runs on embedded services it writes their URLs to DATA_DIR/runtime.json, so one-off commands
 * (make-admin, migrate) reach the same database without anyone copying a random port around.
 */
export type RuntimeInfo = { pid: number; databaseUrl: string; redisUrl: string };

const runtimeFile = (dataDir: string) => path.join(dataDir, "runtime.json");

/** The URLs carry the database password: only the owner may read the file. */
export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  mkdirSync(dataDir, { recursive: true });
  rmSync(runtimeFile(dataDir), { force: true });
  writeFileSync(runtimeFile(dataDir), JSON.stringify(info, null, 2), { mode: 0o600 });
}

export function clearRuntimeInfo(dataDir: string): void {
  rmSync(runtimeFile(dataDir), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL when set; else the running launcher's embedded database; else the embedded database started just for
 * this command (and stopped by the returned `stop`).
 */
export async function localDatabaseUrl(
  env: { DATABASE_URL?: string | undefined },
  dataDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const file = runtimeFile(dataDir);
  if (existsSync(file)) {
    const info = JSON.parse(readFileSync(file, "utf8")) as RuntimeInfo;
    if (isAlive(info.pid)) return { url: info.databaseUrl, stop: async () => {} };
  }
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new Error(`No DATABASE_URL and no embedded database in ${dataDir}: run npm start once, or set DATABASE_URL.`);
  }
  const pg: RunningService = await startEmbeddedPostgres(dataDir, await freePort());
  const url = new URL(pg.url);
  url.pathname = "/cbct";
  return { url: url.toString(), stop: pg.stop };
}
