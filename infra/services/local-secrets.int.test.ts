import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { mkdtemp, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import {
  embeddedDatabaseDir,
  embeddedPasswordFile,
  LEGACY_PASSWORD,
  type RunningService,
  ROOT_HOME,
  startEmbeddedPostgres,
} from "./embedded-postgres.ts";
import { freePort, privateRedisPasswordFile, startPrivateRedis } from "./private-redis.ts";

/** Issue 19 point 1: no login to the embedded Postgres or the private Redis without the generated secret. */

const dirs: string[] = [];
const running: RunningService[] = [];

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "cbct-secrets-"));
  dirs.push(dir);
  return path.join(dir, "checkout", ".data");
}

afterAll(async () => {
  for (const s of running) await s.stop().catch(() => {});
  for (const dir of dirs) {
    const dataDir = path.join(dir, "checkout", ".data");
    // As root the database lives under ROOT_HOME: remove it with the checkout.
    const databaseParent = path.dirname(embeddedDatabaseDir(dataDir));
    if (databaseParent.startsWith(ROOT_HOME)) rmSync(databaseParent, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
});

/** Connects as the superuser with `password` (none when undefined); resolves to the error code, or "ok". */
async function login(port: number, password: string | undefined): Promise<string> {
  const sql = postgres({
    host: "127.0.0.1",
    port,
    username: "postgres",
    database: "postgres",
    max: 1,
    connect_timeout: 10,
    onnotice: () => {},
    ...(password === undefined ? {} : { password }),
  });
  try {
    await sql`select 1`;
    return "ok";
  } catch (err) {
    return String((err as { code?: string }).code ?? (err as Error).message);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function expectOwnerOnly(file: string) {
  const st = await stat(file);
  expect(st.mode & 0o777).toBe(0o600);
  expect(st.uid).toBe(process.getuid?.());
}

describe("embedded Postgres password", () => {
  it("is generated per data directory, kept in a 0600 file, and required from every connection", async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const pg = await startEmbeddedPostgres(dataDir, port);
    running.push(pg);

    const secretFile = embeddedPasswordFile(dataDir);
    await expectOwnerOnly(secretFile);
    const secret = readFileSync(secretFile, "utf8").trim();
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect(new URL(pg.url).password).toBe(secret);

    expect(await login(port, secret)).toBe("ok");
    // 28P01 invalid_password: the well-known password of earlier versions no longer opens the database...
    expect(await login(port, LEGACY_PASSWORD)).toBe("28P01");
    // ...and neither does no password (the server asks for one; the client has none to give).
    expect(await login(port, undefined)).not.toBe("ok");

    const hba = readFileSync(path.join(embeddedDatabaseDir(dataDir), "pg_hba.conf"), "utf8");
    const rules = hba.split("\n").filter((l) => l.trim() && !l.startsWith("#"));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.trim().split(/\s+/).at(-1)).toBe("scram-sha-256");

    // A second data directory gets a different password.
    const otherDir = await newDataDir();
    const other = await startEmbeddedPostgres(otherDir, await freePort());
    running.push(other);
    expect(new URL(other.url).password).not.toBe(secret);
    await other.stop();
  }, 180_000);

  it("moves a database made by an earlier version off the old default password on its first start", async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    // Make an old-style database: the password "cbct-local", cleartext `password` auth, no secret file.
    let pg = await startEmbeddedPostgres(dataDir, port);
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`alter role postgres password '${LEGACY_PASSWORD}'`);
    await admin.unsafe("create table kept (v text)");
    await admin.unsafe("insert into kept values ('still here')");
    await admin.end({ timeout: 5 });
    await pg.stop();
    const databaseDir = embeddedDatabaseDir(dataDir);
    await writeFile(
      path.join(databaseDir, "pg_hba.conf"),
      "local all all password\nhost all all 127.0.0.1/32 password\nhost all all ::1/128 password\n",
    );
    await unlink(embeddedPasswordFile(dataDir));

    pg = await startEmbeddedPostgres(dataDir, port);
    running.push(pg);
    const secretFile = embeddedPasswordFile(dataDir);
    await expectOwnerOnly(secretFile);
    const secret = readFileSync(secretFile, "utf8").trim();
    expect(secret).not.toBe(LEGACY_PASSWORD);
    expect(await login(port, LEGACY_PASSWORD)).toBe("28P01");
    expect(await login(port, secret)).toBe("ok");
    // The app still starts on it: its URL works and the data is there.
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      expect(await sql`select v from kept`).toEqual([{ v: "still here" }]);
    } finally {
      await sql.end({ timeout: 5 });
    }
    expect(readFileSync(path.join(databaseDir, "pg_hba.conf"), "utf8")).not.toMatch(/\spassword\s*$/m);
    await pg.stop();

    // And a restart keeps the generated password.
    pg = await startEmbeddedPostgres(dataDir, port);
    running.push(pg);
    expect(new URL(pg.url).password).toBe(secret);
    await pg.stop();
  }, 240_000);
});

describe("private Redis password", () => {
  it("refuses commands without the generated password, which never shows on a command line", async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const redis = await startPrivateRedis(dataDir, port, { persist: false });
    running.push(redis);
    const secretFile = privateRedisPasswordFile(dataDir);
    await expectOwnerOnly(secretFile);
    const secret = readFileSync(secretFile, "utf8").trim();
    expect(new URL(redis.url).password).toBe(secret);

    const anonymous = new Redis({ host: "127.0.0.1", port, lazyConnect: true, maxRetriesPerRequest: 0 });
    anonymous.on("error", () => {});
    try {
      await expect(anonymous.set("cbct:probe", "x")).rejects.toThrow(/NOAUTH/);
    } finally {
      anonymous.disconnect();
    }
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      expect(await client.ping()).toBe("PONG");
    } finally {
      client.disconnect();
    }
    const processes = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
    expect(processes).toContain(String(port));
    expect(processes).not.toContain(secret);
    await redis.stop();

    // The same data directory keeps its password across restarts (queued jobs and clients stay valid).
    const again = await startPrivateRedis(dataDir, port, { persist: false });
    running.push(again);
    expect(again.url).toBe(redis.url);
    await again.stop();
  }, 60_000);
});
