import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { RunningService } from "./embedded-postgres.ts";
import { ensureSecret } from "./local-secret.ts";

export class RedisNotFoundError extends Error {
  constructor() {
    super(
      [
        "No REDIS_URL is set and no redis-server was found on PATH.",
        "Either point REDIS_URL at a Redis 6.2+ server (for example REDIS_URL=redis://127.0.0.1:6379),",
        "or install one: Debian/Ubuntu `sudo apt-get install redis-server`, macOS `brew install redis`.",
      ].join("\n"),
    );
  }
}

export function findRedisServer(): string | null {
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`redis-server exited with code ${child.exitCode}`));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error("redis-server did not start in time"));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** The file holding the `requirepass` secret of the private Redis of `dataDir`. */
export function privateRedisPasswordFile(dataDir: string): string {
  return path.resolve(dataDir, "redis.secret");
}

/**
 * A private redis-server child process bound to 127.0.0.1, with append-only persistence under `dataDir`, so queued
 * jobs survive a restart of `npm start`. It dies with its parent (the launcher stops it on exit).
 *
 * It asks every client for a random password (`requirepass`) kept in DATA_DIR/redis.secret (0600): without it any
 * local account could read and queue jobs. The password reaches redis-server through a 0600 config file, never its
 * command line (which every local user can read with `ps`).
 */
export async function startPrivateRedis(
  dataDir: string,
  port: number,
  options: { persist?: boolean } = {},
): Promise<RunningService> {
  const bin = findRedisServer();
  if (!bin) throw new RedisNotFoundError();
  const dir = path.resolve(dataDir, "redis");
  await mkdir(dir, { recursive: true });
  const persist = options.persist ?? true;
  const password = ensureSecret(privateRedisPasswordFile(dataDir));
  const configFile = path.join(dir, `auth-${port}.conf`);
  await rm(configFile, { force: true });
  await writeFile(configFile, `requirepass ${password}\n`, { mode: 0o600 });
  const child = spawn(
    bin,
    [
      configFile,
      "--bind",
      "127.0.0.1",
      "--port",
      String(port),
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      persist ? "yes" : "no",
      // BullMQ requires that Redis never evicts keys.
      "--maxmemory-policy",
      "noeviction",
    ],
    { stdio: "ignore" },
  );
  try {
    await waitForPort(port, child, 10_000);
  } finally {
    // redis-server has read its configuration by the time it listens (or it failed): the file is not needed.
    await rm(configFile, { force: true });
  }
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
