import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_API_PATHS, requireAdmin, sessionLoader } from "../auth/guards.ts";
import type { AppEnv } from "../env.ts";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { errorHandler } from "./error-handler.ts";

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi({ config: { APP_ORIGINS: ["https://app.example.com"] } });
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

/** A concrete path for a route pattern: every parameter gets a plausible value. */
function concretePath(pattern: string): string {
  return pattern.replace(/:jobId/g, "00000000-0000-4000-8000-000000000000").replace(/:[A-Za-z]+/g, "1");
}

describe("session guard", () => {
  it("answers 401 on every registered /api route except the open ones", async () => {
    // Spelled out here, not read from the code, so a path quietly added to the open list fails this test.
    const open = [
      "/api/health",
      "/api/ready",
      "/api/auth/login",
      "/api/auth/register",
      "/api/auth/logout",
      "/api/auth/me",
      // One-time links (issue 19): the token in the body is the credential.
      "/api/auth/verify-email",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/invite/lookup",
      "/api/auth/accept-invite",
      "/api/auth/setup-admin/lookup",
      "/api/auth/setup-admin",
    ];
    expect([...OPEN_API_PATHS].sort()).toEqual([...open].sort());
    const routes = api.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"));
    const guarded = routes.filter((r) => !open.includes(r.path));
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    for (const route of guarded) {
      const body = route.method === "GET" ? undefined : {};
      const res = await api.request(concretePath(route.path), { method: route.method, body });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(await res.json()).toEqual({ error: "Not authenticated" });
    }
  });

  it("keeps the open paths open", async () => {
    expect((await api.request("/api/health")).status).toBe(200);
    const login = await api.request("/api/auth/login", { body: { email: "x@example.com", password: "x" } });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ error: "Invalid email or password" });
  });

  it("guards unknown /api paths too, and answers them with a JSON 404 when signed in", async () => {
    expect((await api.request("/api/nothing-here")).status).toBe(401);
    const res = await api.request("/api/nothing-here", { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});

describe("CSRF", () => {
  const logout = (origin: string | null, headers: Record<string, string> = {}) =>
    api.request("/api/auth/logout", { method: "POST", body: {}, origin, headers });

  it("refuses a state change without Origin or from another origin", async () => {
    for (const res of [await logout(null), await logout("https://evil.example"), await logout("null")]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    }
    expect((await logout(null, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("accepts the request's own origin, a configured APP_ORIGINS entry, or same-origin fetch metadata", async () => {
    expect((await logout("http://localhost")).status).toBe(200);
    expect((await logout("https://app.example.com")).status).toBe(200);
    expect((await logout(null, { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("does not let a cross-site form use a signed-in user's cookie", async () => {
    const res = await api.request("/api/practices/clear", { method: "DELETE", cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("ignores forwarded headers unless TRUST_PROXY is on", async () => {
    const res = await logout("https://public.example.com", {
      "x-forwarded-host": "public.example.com",
      "x-forwarded-proto": "https",
    });
    expect(res.status).toBe(403);
  });
});

describe("errors", () => {
  it("answers malformed JSON with 400, never 500", async () => {
    const res = await api.request("/api/scraping/start", { rawBody: "{not json", cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Request body must be valid JSON" });
  });

  it("refuses bodies over the limit with 413", async () => {
    const res = await api.request("/api/scraping/start", { body: { url: "x".repeat(1_100_000) }, cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large" });
  });

  it("answers malformed percent-encoding in the query with 400 or 200, never 500", async () => {
    const res = await api.request("/api/practices?search=%E0%A4%A", { cookie });
    expect(res.status).toBeLessThan(500);
  });

  it("sets security headers fit for the SPA", async () => {
    const res = await api.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("health", () => {
  it("GET /api/health answers ok", async () => {
    const res = await api.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health does no I/O, even with a session cookie, so it answers while Postgres is down", async () => {
    const pgDown = await startTestApi({ config: { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" } });
    try {
      const res = await pgDown.request("/api/health", { cookie });
      expect(res.status).toBe(200);
      const ready = await pgDown.request("/api/ready", { cookie });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "unavailable", postgres: "unavailable", redis: "ok" });
    } finally {
      await pgDown.close();
    }
  });

  it("GET /api/ready reports Postgres and Redis", async () => {
    const res = await api.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", postgres: "ok", redis: "ok" });
  });
});

describe("TRUST_PROXY", () => {
  let proxied: TestApi;
  beforeAll(async () => {
    proxied = await startTestApi({ config: { TRUST_PROXY: true, APP_ORIGINS: ["https://leads.example.com"] } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("reads the public origin and HTTPS from the proxy's headers and marks the cookie Secure", async () => {
    const res = await proxied.request("/api/auth/register", {
      body: { name: "Proxied User", email: "proxied@example.com", password: "password123" },
      origin: "https://leads.example.com",
      headers: { "x-forwarded-host": "leads.example.com", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
  });
});

describe("static web app", () => {
  let dir: string;
  let spa: TestApi;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "cbct-spa-"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>CBCT Intelligence</title>");
    await import("node:fs/promises").then((fs) => fs.mkdir(path.join(dir, "assets")));
    await writeFile(path.join(dir, "assets", "app-abc123.js"), "console.log('app')");
    spa = await startTestApi({ config: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves files, and index.html for client routes, but JSON for unknown /api paths", async () => {
    const asset = await spa.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log('app')");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    for (const route of ["/", "/dashboard", "/auth/login", "/no/such/page"]) {
      const res = await spa.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("CBCT Intelligence");
    }
    expect((await spa.request("/assets/missing.js")).status).toBe(404);
    const api404 = await spa.request("/api/unknown");
    expect(api404.headers.get("content-type")).toContain("application/json");
  });
});

describe("requireAdmin", () => {
  let admins: TestApi;
  let probe: Hono<AppEnv>;
  beforeAll(async () => {
    admins = await startTestApi({ config: { ADMIN_EMAILS: ["chief@example.com"] } });
    probe = new Hono<AppEnv>();
    probe.onError(errorHandler(admins.deps.log));
    probe.use(sessionLoader(admins.deps));
    probe.get("/admin-only", requireAdmin, (c) => c.json({ ok: true }));
  });
  afterAll(async () => {
    await admins?.close();
  });

  it("lets admins through, refuses other users with 403 and strangers with 401", async () => {
    const chief = await admins.signUp({ email: "chief@example.com" });
    const rep = await admins.signUp();
    const get = (cookie?: string) => probe.request("/admin-only", { headers: cookie ? { cookie } : {} });
    expect((await get(chief.cookie)).status).toBe(200);
    const refused = await get(rep.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Administrator access required" });
    expect((await get()).status).toBe(401);
  });
});
