import { request as httpRequest } from "node:http";
import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import { practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { type RunningApiServer, startApiServer } from "../server.ts";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi({ config: { PORT: 3000, APP_ORIGINS: ["https://leads.example.com"] } });
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

describe("Host header (DNS rebinding)", () => {
  it("refuses a host that is not the app's own before any route runs", async () => {
    for (const path of ["/api/auth/me", "/api/practices", "/", "/dashboard"]) {
      const res = await api.app.request(`http://attacker.example${path}`, { headers: { cookie } });
      expect(res.status).toBe(421);
      expect(await res.json()).toEqual({ error: "Unknown host" });
    }
    const register = await api.app.request("http://attacker.example:3000/api/auth/register", {
      method: "POST",
      headers: { origin: "http://attacker.example:3000", "content-type": "application/json" },
      body: JSON.stringify({ name: "Rebound", email: "rebound@example.com", password: "password123" }),
    });
    expect(register.status).toBe(421);
    // localhost on another port is another origin too.
    expect((await api.app.request("http://localhost:8080/api/auth/me")).status).toBe(421);
  });

  it("accepts localhost, 127.0.0.1 and [::1] on PORT, and the APP_ORIGINS hosts", async () => {
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "https://leads.example.com",
    ]) {
      const res = await api.app.request(`${origin}/api/auth/me`, { headers: { cookie } });
      expect(res.status, origin).toBe(200);
    }
  });

  it("keeps the health probe answering whatever the host (orchestrators probe by container address)", async () => {
    expect((await api.app.request("http://10.0.0.7:3000/api/health")).status).toBe(200);
  });
});

describe("response headers", () => {
  it("marks every /api answer Cache-Control: no-store, but the polled reads private and always revalidated", async () => {
    for (const res of [
      await api.request("/api/auth/me", { cookie }),
      await api.request("/api/scraping/jobs", { cookie }),
      await api.request("/api/auth/me"),
      await api.request("/api/nothing", { cookie }),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // The leads list is polled every 30 s with If-None-Match: the user's own browser may keep it, never a proxy.
    const list = await api.request("/api/practices", { cookie });
    expect(list.headers.get("cache-control")).toBe("private, no-cache");
    expect(list.headers.get("etag")).toBeTruthy();
  });

  it("says DENY to framing and sends HSTS only over HTTPS", async () => {
    const res = await api.request("/api/health");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("NUL bytes and lone surrogates", () => {
  it("answers 400, never 500, for NUL in a query or a path", async () => {
    for (const path of [
      "/api/practices?search=%00abc",
      "/api/practices?smartSearch=%00abc",
      "/api/scraping/jobs/%00",
      "/api/practices/1%00",
    ]) {
      const res = await api.request(path, { cookie });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: "Request contains invalid characters" });
    }
  });

  it("strips NUL and lone surrogates from JSON bodies before they reach the database", async () => {
    const [row] = await api.deps.db.insert(practices).values({ practiceName: "Null Dental" }).returning();
    if (!row) throw new Error("no row");
    const res = await api.request(`/api/practices/${row.id}`, {
      method: "PATCH",
      cookie,
      rawBody: '{"followUpNotes":"a\\u0000b\\ud800c","practiceName":"Null\\u0000 Dental"}',
    });
    expect(res.status).toBe(200);
    const [stored] = await api.deps.db.select().from(practices).where(eq(practices.id, row.id));
    expect(stored?.followUpNotes).toBe("ab\uFFFDc");
    expect(stored?.practiceName).toBe("Null Dental");
  });
});

describe("PATCH /api/practices/:id ranges", () => {
  it.each([
    [{ followUpDate: "0000-01-01" }, "followUpDate"],
    [{ followUpDate: "+275760-09-13T00:00:00.000Z" }, "followUpDate"],
    [{ cbctConfidence: "999.995" }, "cbctConfidence"],
    [{ cbctConfidence: 100.5 }, "cbctConfidence"],
    [{ starRating: "9.999" }, "starRating"],
    [{ starRating: "5.5" }, "starRating"],
    [{ productValue: "99999999.995" }, "productValue"],
  ])("answers 400 for %j", async (body, field) => {
    const [row] = await api.deps.db.insert(practices).values({ practiceName: "Range Dental" }).returning();
    const res = await api.request(`/api/practices/${row?.id}`, { method: "PATCH", body, cookie });
    expect(res.status).toBe(400);
    expect((await json<{ details: Record<string, string> }>(res)).details).toHaveProperty(field);
  });

  it("still accepts values that round within range", async () => {
    const [row] = await api.deps.db.insert(practices).values({ practiceName: "Fine Dental" }).returning();
    const res = await api.request(`/api/practices/${row?.id}`, {
      method: "PATCH",
      body: { cbctConfidence: "99.994", starRating: 4.994, followUpDate: "2026-03-01" },
      cookie,
    });
    expect(res.status).toBe(200);
  });
});

describe("over HTTP", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningApiServer;
  let session: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startApiServer({
      ...parseConfig(apiConfigSchema, {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: testQueuePrefix(),
        LOG_LEVEL: "error",
        PORT: "0",
      }),
      WEB_DIST_DIR: "",
    });
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Big Sender", email: "big@example.com", password: "password123" }),
    });
    session = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const big = JSON.stringify({ notes: "x".repeat(2 * 1024 * 1024) });

  it.each([
    ["POST", "/api/scraping/start"],
    ["PATCH", "/api/practices/1"],
    ["POST", "/api/auth/register"],
  ])("lets fetch read the 413 and its error for an oversized %s %s", async (method, path) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large" });
  });

  it("answers 413 to an oversized chunked body too", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(100 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/scraping/start`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large" });
  });

  it("still reads a chunked body within the limit", async () => {
    const json = JSON.stringify({ name: "Chunked Sender", email: "chunked@example.com", password: "password123" });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of [json.slice(0, 10), json.slice(10)]) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(201);
  });

  it("refuses a rebinding host name on a real socket", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/api/auth/me`,
        { headers: { host: `attacker.example:${server.port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(421);
  });

  it("bounds how long a request may take to arrive", () => {
    expect(server.httpServer.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(server.httpServer.requestTimeout).toBeLessThanOrEqual(120_000);
    expect(server.httpServer.maxConnections).toBeGreaterThan(0);
    expect(server.httpServer.maxConnections).toBeLessThan(Number.POSITIVE_INFINITY);
  });
});
