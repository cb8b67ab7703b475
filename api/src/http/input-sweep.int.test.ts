import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkIn, readOutboxDir } from "../../../infra/fakes/mail/mailbox.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { createApp } from "../app.ts";
import { createDeps } from "../deps.ts";
import { type RunningApiServer, startApiServer } from "../server.ts";

/**
 * Every route the app registers, found from the app itself (so a new route cannot escape), is sent hostile input
 * over real HTTP: malformed JSON, wrong types, missing fields, NUL bytes, lone surrogates and other odd Unicode,
 * deep nesting, a huge body, odd path parameters. Each answer must be an answer (no dropped connection), never a
 * 5xx, and every 4xx carries an {"error": "..."} text.
 */

const ADMIN = "sweep-admin@example.com";
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningApiServer;
let routes: { method: string; path: string }[] = [];
let cookie = "";
let outboxDir = "";

function config() {
  return {
    ...parseConfig(apiConfigSchema, {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: testQueuePrefix(),
      LOG_LEVEL: "error",
      PORT: "0",
      ADMIN_EMAILS: ADMIN,
      MAIL_OUTBOX_DIR: outboxDir,
    }),
    WEB_DIST_DIR: "",
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), "cbct-sweep-outbox-"));
  const deps = createDeps(config());
  routes = createApp(deps)
    .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"))
    .map((r) => ({ method: r.method, path: r.path }));
  await deps.close();
  server = await startApiServer(config());
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Sweep Admin", email: ADMIN, password: "correct horse battery" }),
  });
  expect(res.status).toBe(201);
  cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  // The admin proves the address (issue 19), so the sweep reaches the admin routes as an admin.
  let mails = await readOutboxDir(outboxDir);
  for (let i = 0; mails.length === 0 && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    mails = await readOutboxDir(outboxDir);
  }
  const token = new URL(linkIn(mails[0]!, "verify-email")).searchParams.get("token");
  const verified = await fetch(`${server.url}/api/auth/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { user: { role: string } }).user.role).toBe("admin");
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

const DEPTH = 100_000;
const deepJson = `${'{"a":'.repeat(DEPTH)}"bottom"${"}".repeat(DEPTH)}`;
const ODD = ["\u0000", "\ud800", "\udfff x", "\u202e\u200b", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🦷", "a".repeat(20_000)];
const FIELDS = [
  "url",
  "urls",
  "email",
  "password",
  "name",
  "practiceName",
  "websiteContent",
  "zipCode",
  "city",
  "state",
  "maxResults",
  "autoSync",
  "code",
  "state",
  "syncAll",
  "practiceIds",
  "followUpDate",
  "cbctConfidence",
  "starRating",
  "services",
  "hasCbct",
];

/** Bodies for one route: each a raw string sent as application/json. */
function hostileBodies(): string[] {
  const bodies = ["{", '{"a":', "not json", "[]", '"text"', "123", "null", "{}", deepJson];
  for (const value of [...ODD, 123, -1, 1e308, true, null, [], {}, ["x"], { nested: { x: 1 } }]) {
    bodies.push(JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))));
  }
  bodies.push(JSON.stringify({ data: "x".repeat(5 * 1024 * 1024) }));
  return bodies;
}

const PARAM_VALUES = [
  "1",
  "0",
  "-1",
  "abc",
  "%00",
  "%E0%A4%A",
  "99999999999999999999",
  "%F0%9F%A6%B7",
  "..%2F..%2Fetc",
];
const QUERIES = [
  "",
  "?search=%00abc",
  "?smartSearch=%00",
  "?limit=abc&offset=-5",
  "?cbctStatus=%ud800",
  `?search=${"x".repeat(5000)}`,
];

async function send(method: string, path: string, body?: string) {
  const headers: Record<string, string> = { cookie, origin: server.url };
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`${server.url}${path}`, { method, headers, body });
  } catch (err) {
    return { failure: `${method} ${path}: no answer (${(err as Error).cause ?? err})` };
  }
  const text = await res.text();
  if (res.status >= 500) return { failure: `${method} ${path}: ${res.status} ${text.slice(0, 200)}` };
  if (res.status >= 400) {
    let error: unknown;
    try {
      error = (JSON.parse(text) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (typeof error !== "string" || !error)
      return { failure: `${method} ${path}: ${res.status} without an error text` };
  }
  return { failure: null };
}

describe("hostile input on every API route", () => {
  it("finds the app's routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it("answers every malformed body, query and path with a 4xx and an error text, never a 5xx or a dropped connection", async () => {
    const failures: string[] = [];
    // Logging out would end the session the rest of the sweep runs in (its own tests cover it).
    for (const route of routes.filter(
      (r) => r.path !== "/api/auth/logout" && r.path !== "/api/auth/sign-out-everywhere",
    )) {
      const paths = route.path.includes(":")
        ? PARAM_VALUES.map((v) => route.path.replace(/:[A-Za-z]+/g, v))
        : QUERIES.map((q) => `${route.path}${route.method === "GET" ? q : ""}`);
      for (const path of paths) {
        const r = await send(route.method, path);
        if (r.failure) failures.push(r.failure);
      }
      if (route.method === "GET") continue;
      const target = route.path.replace(/:[A-Za-z]+/g, "1");
      for (const body of hostileBodies()) {
        const r = await send(route.method, target, body);
        if (r.failure) failures.push(r.failure);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
