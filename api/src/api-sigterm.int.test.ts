import { spawn } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../infra/test/global-setup.ts";
import { freePort } from "../../infra/services/private-redis.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../infra/test/services.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let database: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe("SIGTERM to the API", () => {
  it("answers the request in flight, takes no new connection and exits 0 in time", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: testQueuePrefix(),
        PORT: String(port),
        WEB_DIST_DIR: "",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    await new Promise<void>((resolve, reject) => {
      child.once("exit", () => reject(new Error("API exited early")));
      createInterface({ input: child.stderr! }).on("line", (l) => l.includes("API listening") && resolve());
    });

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong password" });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/auth/login",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            origin: `http://127.0.0.1:${port}`,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const t0 = Date.now();
    expect(await answered).toBe(401);
    // A new connection after the signal is refused.
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(await exited).toBe(0);
    // main.ts gives itself 15 s; a quiet API needs far less.
    expect(Date.now() - t0).toBeLessThan(15_000);
  }, 60_000);
});
