/**
 * `npm start` / `npm run dev`: the whole product on one machine.
 * Postgres: DATABASE_URL, else an embedded Postgres under DATA_DIR. Redis: REDIS_URL, else a private redis-server
 * under DATA_DIR. Then migrations, then the API (serving the built web app) and WORKERS worker processes.
 * Ctrl-C or SIGTERM stops every child, then the services, leaving no orphans.
 */
import path from "node:path";
import postgres from "postgres";
import { loadConfig } from "@cbct/shared/config";
import { runMigrations } from "@cbct/shared/db/migrate";
import { findChromium } from "@cbct/worker/crawl/find-chromium";
import { withWorkerHeapOptions } from "@cbct/worker/worker-node-options";
import { embeddedDatabaseDir, type RunningService, startEmbeddedPostgres } from "../services/embedded-postgres.ts";
import { clearRuntimeInfo, writeRuntimeInfo } from "../services/local-database.ts";
import { freePort, RedisNotFoundError, startPrivateRedis } from "../services/private-redis.ts";
import { type Child, startChild, stopChildren } from "./children.ts";
import { mailOutboxEnv, printAdminSetupLink } from "./first-run.ts";
import { launcherConfigSchema } from "./launcher-config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dev = process.argv.includes("--dev");
const config = loadConfig(launcherConfigSchema);
const log = (msg: string) => console.log(`[launcher] ${msg}`);

const services: RunningService[] = [];
const children: Child[] = [];
let stopping = false;
let stopped: Promise<never> | null = null;

/** Idempotent: a second Ctrl-C or SIGTERM while stopping waits for the same shutdown instead of orphaning services. */
function shutdown(code: number): Promise<never> {
  stopped ??= stopEverything(code);
  return stopped;
}

async function stopEverything(code: number): Promise<never> {
  stopping = true;
  log("stopping...");
  await stopChildren(children);
  for (const s of services.reverse()) await s.stop().catch((e) => log(`service stop failed: ${e}`));
  clearRuntimeInfo(path.resolve(ROOT, config.DATA_DIR));
  log("stopped");
  // stdout may be a pipe (a supervisor, a test): let the last lines reach it before exiting.
  await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  const dataDir = path.resolve(ROOT, config.DATA_DIR);
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    log(`no DATABASE_URL: starting an embedded Postgres in ${embeddedDatabaseDir(dataDir)}`);
    const pg = await startEmbeddedPostgres(dataDir, await freePort());
    services.push(pg);
    databaseUrl = await ensureDatabase(pg.url, "cbct");
  }
  let redisUrl = config.REDIS_URL;
  if (!redisUrl) {
    log(`no REDIS_URL: starting a private redis-server in ${path.join(dataDir, "redis")}`);
    const redis = await startPrivateRedis(dataDir, await freePort());
    services.push(redis);
    redisUrl = redis.url;
  }

  writeRuntimeInfo(dataDir, { pid: process.pid, databaseUrl, redisUrl });
  if (!findChromium(process.env.CHROMIUM_PATH)) {
    log(
      "no Chromium found: practice sites that need JavaScript will be read without rendering. " +
        "Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  log("applying migrations");
  await runMigrations(databaseUrl);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...mailOutboxEnv(dataDir, process.env, log),
  };
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const run = (file: string) =>
    (dev ? [tsx, ["watch", "--clear-screen=false", file]] : [process.execPath, ["--import", "tsx", file]]) as [
      string,
      string[],
    ];

  // In dev, Vite serves the app with hot reload on PORT and proxies /api to the API one port up.
  const apiPort = dev ? config.PORT + 1 : config.PORT;
  // Vite's proxy passes the browser's Host (localhost:PORT) on, which the API's host check must know as its own.
  const devOrigins = dev ? [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`] : [];
  const appOrigins = [process.env.APP_ORIGINS ?? "", ...devOrigins].filter(Boolean).join(",");
  children.push(
    startChild("api", ...run("api/src/main.ts"), { ...env, PORT: String(apiPort), APP_ORIGINS: appOrigins }),
  );
  for (let i = 1; i <= config.WORKERS; i++) {
    // A measured heap ceiling and a small young generation: see worker/src/worker-node-options.ts.
    children.push(startChild(`worker-${i}`, ...run("worker/src/main.ts"), withWorkerHeapOptions(env)));
  }
  if (dev) {
    const vite = path.join(ROOT, "node_modules/.bin/vite");
    children.push(
      startChild("web", vite, ["--config", "web/vite.config.ts", "--port", String(config.PORT), "--strictPort"], {
        ...env,
        API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
      }),
    );
  }
  log(`CBCT Intelligence: http://localhost:${config.PORT} (Ctrl-C stops everything)`);
  await printAdminSetupLink(databaseUrl, process.env.APP_URL || `http://localhost:${config.PORT}`, log);

  // A child that dies on its own takes the product down with a clear exit code, rather than half-running.
  const first = await Promise.race(children.map((c) => c.exited.then((code) => ({ c, code }))));
  if (!stopping) {
    log(`${first.c.name} exited with code ${first.code}; stopping everything`);
    await shutdown(first.code === 0 ? 1 : (first.code ?? 1));
  }
}

main().catch(async (err) => {
  if (err instanceof RedisNotFoundError) console.error(err.message);
  else console.error("[launcher] failed to start:", err);
  await shutdown(1);
});
