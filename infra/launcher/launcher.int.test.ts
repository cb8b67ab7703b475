import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedDatabaseDir } from "../services/embedded-postgres.ts";
import { freePort } from "../services/private-redis.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Processes whose command line mentions `needle` (the private data dir identifies our Postgres and Redis). */
function processesMentioning(needle: string): string[] {
  const out = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return out.split("\n").filter((l) => l.includes(needle) && !l.includes("ps -eo"));
}

async function waitFor<T>(fn: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v !== null) return v;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("npm start launcher (embedded Postgres, private Redis)", () => {
  let privateDir = "";
  afterAll(async () => {
    if (privateDir) await rm(privateDir, { recursive: true, force: true });
  });

  it("brings up the API and a worker on embedded services below a 0700 directory, then stops everything on SIGTERM", async () => {
    // A checkout inside `mktemp -d` (mode 0700, as /root is): the postgres system user, which the embedded Postgres
    // runs as under root, cannot enter it. The launcher must cope without changing that directory's permissions.
    privateDir = await mkdtemp(path.join(tmpdir(), "cbct-launcher-"));
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    const dataDir = path.join(privateDir, "checkout", ".data");
    await mkdir(dataDir, { recursive: true });
    const databaseDir = embeddedDatabaseDir(dataDir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WORKERS: "1" };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const launcher = spawn(process.execPath, ["--import", "tsx", "infra/launcher/main.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    launcher.stdout.on("data", (d) => (output += d));
    launcher.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((r) => launcher.once("exit", (code) => r(code)));

    try {
      const ready = await waitFor(async () => {
        const r = await fetch(`http://127.0.0.1:${port}/api/ready`);
        return r.ok ? ((await r.json()) as Record<string, string>) : null;
      }, 150_000);
      expect(ready).toMatchObject({ postgres: "ok", redis: "ok" });
      await waitFor(async () => (output.includes("worker ready") ? true : null), 60_000);
      const home = await fetch(`http://127.0.0.1:${port}/auth/login`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('id="root"');
      expect(processesMentioning(databaseDir).length).toBeGreaterThan(0);
      // Issue 19: where mail goes without SMTP_URL, and the one-time link for the first admin on an empty database.
      expect(output).toContain(`No SMTP_URL: e-mails are written to ${path.join(dataDir, "outbox")}`);
      expect(output).toMatch(
        new RegExp(`one-time link \\(24 hours\\): http://localhost:${port}/auth/setup-admin\\?token=[a-z2-7]{40}`),
      );
    } finally {
      launcher.kill("SIGTERM");
      await exited;
    }
    expect(output).toContain("stopped");
    // No orphans: the embedded Postgres and the private Redis (both run from dataDir) are gone, and so is the API.
    await waitFor(
      async () => (processesMentioning(dataDir).length + processesMentioning(databaseDir).length === 0 ? true : null),
      15_000,
    );
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 240_000);
});
