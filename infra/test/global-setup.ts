import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR, runMigrations } from "@cbct/shared/db/migrate";
import { startEmbeddedPostgres } from "../services/embedded-postgres.ts";
import { freePort, startPrivateRedis } from "../services/private-redis.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Maintenance URL of the test Postgres server (database "postgres"). */
    adminDatabaseUrl: string;
    /** A migrated database that every test file clones (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string;
    redisUrl: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The template's name changes with the migrations, so a stale template is never reused. */
function templateName(): string {
  const hash = createHash("sha256");
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) {
    if (f.endsWith(".sql")) hash.update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  }
  return `cbct_test_template_${hash.digest("hex").slice(0, 12)}`;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

type Services = { adminUrl: string; redisUrl: string; stop: () => Promise<void> };
type Shared = { services: Promise<Services>; users: number };
const SHARED = Symbol.for("cbct.test-services");

/**
 * TEST_DATABASE_URL / TEST_REDIS_URL when set, else one embedded Postgres and one private redis-server under
 * .test-data. Vitest runs this setup once per project (integration, e2e) in the same process: the services are
 * started once and shared through globalThis, and stopped when the last project that uses them tears down.
 */
function acquireServices(): Promise<Services> {
  const g = globalThis as { [SHARED]?: Shared };
  if (!g[SHARED]) g[SHARED] = { services: startServices(), users: 0 };
  g[SHARED].users++;
  return g[SHARED].services;
}

async function releaseServices(): Promise<void> {
  const g = globalThis as { [SHARED]?: Shared };
  const shared = g[SHARED];
  if (!shared || --shared.users > 0) return;
  delete g[SHARED];
  await (await shared.services).stop();
}

async function startServices(): Promise<Services> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    let adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      const pg = await startEmbeddedPostgres(path.join(ROOT, ".test-data"), await freePort());
      stops.push(pg.stop);
      adminUrl = pg.url;
    }
    let redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) {
      const redis = await startPrivateRedis(path.join(ROOT, ".test-data"), await freePort(), { persist: false });
      stops.push(redis.stop);
      redisUrl = redis.url;
    }
    await ensureTemplate(adminUrl);
    return { adminUrl, redisUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export default async function setup(project: TestProject) {
  const { adminUrl, redisUrl } = await acquireServices();
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", templateName());
  project.provide("redisUrl", redisUrl);
  return releaseServices;
}

async function ensureTemplate(adminUrl: string): Promise<void> {
  const template = templateName();
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const exists = await sql`select 1 from pg_database where datname = ${template}`;
    if (exists.length === 0) {
      // Migrate into a scratch name, then rename: a run killed half-way never leaves a half-migrated template.
      const scratch = `${template}_building_${process.pid}`;
      await sql.unsafe(`drop database if exists "${scratch}"`);
      await sql.unsafe(`create database "${scratch}"`);
      await runMigrations(withDatabase(adminUrl, scratch));
      try {
        await sql.unsafe(`alter database "${scratch}" rename to "${template}"`);
      } catch (err) {
        // Another run (in another checkout, against the same server) built the same template first.
        await sql.unsafe(`drop database if exists "${scratch}" with (force)`);
        const built = await sql`select 1 from pg_database where datname = ${template}`;
        if (built.length === 0) throw err;
      }
    }
    // Databases left by test files of interrupted runs: only old ones, never those of a run still going on.
    const cutoff = Math.floor(Date.now() / 1000) - 6 * 3600;
    const stale = await sql`select datname from pg_database where datname like 'cbct_test_f_%'`;
    for (const row of stale) {
      const created = Number(String(row.datname).split("_")[3]);
      if (!Number.isFinite(created) || created < cutoff) {
        await sql.unsafe(`drop database if exists "${row.datname}" with (force)`);
      }
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
