import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { RunningService } from "./embedded-postgres.ts";

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

/**
 * A private redis-server child process bound to 127.0.0.1, with append-only persistence under `dataDir`, so queued
 * jobs survive a restart of `npm start`. It dies with its parent (the launcher stops it on exit).
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
  const child = spawn(
    bin,
    [
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
  await waitForPort(port, child, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
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
