/**
 * What the API benches (bench:api, bench:map) share: the Postgres server and a bench database on it, the app in this
 * process with a signed-in user, the VACUUM of the lead tables, percentiles and the machine line of a report.
 */
import os from "node:os";
import path from "node:path";
import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import { LEAD_TABLES } from "@cbct/shared/db/vacuum";
import postgres from "postgres";
import { startEmbeddedPostgres } from "../../infra/services/embedded-postgres.ts";
import { freePort } from "../../infra/services/private-redis.ts";
import { runMigrations } from "../../shared/src/db/migrate.ts";
import { createApp } from "../src/app.ts";
import { createDeps } from "../src/deps.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

let embedded: { url: string; stop: () => Promise<void> } | null = null;

/** The server of DATABASE_URL, else an embedded Postgres under .bench-data (started once, see stopBenchServer). */
async function benchServer(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  embedded ??= await startEmbeddedPostgres(path.join(ROOT, ".bench-data"), await freePort());
  return embedded.url;
}

/** Stops the embedded Postgres, if a bench started one. */
export async function stopBenchServer(): Promise<void> {
  await embedded?.stop();
  embedded = null;
}

/**
 * A migrated bench database. `fresh`: dropped and created again (a new user's database: no vacuum, no visibility map
 * yet); otherwise kept between runs, so the seeder only tops it up.
 */
export async function benchDatabase(name: string, { fresh }: { fresh: boolean }): Promise<{ url: string }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("bench database name: lower-case letters, digits, _");
  const serverUrl = await benchServer();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    if (fresh) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const exists = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists.length === 0) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return { url: url.toString() };
}

/** `VACUUM (ANALYZE)` of the leads and the narrow tables kept from them; returns the milliseconds it took. */
export async function vacuumLeadTables(url: string): Promise<number> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const t = performance.now();
  try {
    await admin.unsafe(`vacuum (analyze) ${LEAD_TABLES.join(", ")}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return performance.now() - t;
}

export type BenchApp = {
  /** A GET as the signed-in user (real middleware, routes and SQL; no socket). */
  get: (url: string, headers?: Record<string, string>) => Response | Promise<Response>;
  close: () => Promise<void>;
};

/** The app on the database at `url`, in this process, with a newly registered user signed in. */
export async function benchApp(url: string, queuePrefix: string): Promise<BenchApp> {
  const config = parseConfig(apiConfigSchema, {
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    QUEUE_PREFIX: queuePrefix,
    // In-process requests carry Host "localhost" with no port; PORT 0 lets the host check accept any local port.
    PORT: "0",
  });
  const deps = createDeps({ ...config, WEB_DIST_DIR: "" });
  const app = createApp(deps);
  const origin = "http://localhost";
  const reg = await app.request("/api/auth/register", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench",
      email: `bench-${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  if (reg.status !== 201) {
    await deps.close();
    throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  }
  const cookie = reg.headers
    .getSetCookie()
    .find((c) => c.startsWith("cbct_session="))!
    .split(";")[0]!;
  return {
    get: (path, headers = {}) => app.request(path, { headers: { cookie, origin, ...headers } }),
    close: () => deps.close(),
  };
}

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export const ms = (x: number) => x.toFixed(1);

/** "2 x <cpu>, 24 GiB, load average 5.1 4.0 3.2 (shared)": the figures are only comparable at similar load. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `${cpus.length} x ${cpus[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${load} (shared)`;
}
