import { createHash } from "node:crypto";
import { sessions, users } from "@cbct/shared/db/schema/users";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, sessionCookie, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

const DAY = 24 * 3600 * 1000;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ config: { ADMIN_EMAILS: ["boss@example.com"], LOGIN_MAX_FAILURES: 3 } });
});
afterAll(async () => {
  await api?.close();
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe("POST /api/auth/register", () => {
  it("creates the user, signs them in with an HttpOnly SameSite=Lax cookie and stores only the token's hash", async () => {
    const res = await api.request("/api/auth/register", {
      body: { name: "Dana Scully", email: "  Dana@Example.COM ", password: "trustno1trustno1" },
    });
    expect(res.status).toBe(201);
    const body = await json<{ user: Record<string, unknown> }>(res);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: "Dana Scully",
      email: "dana@example.com",
      role: "user",
      emailVerified: false,
    });

    const cookie = sessionCookie(res);
    expect(cookie).not.toBeNull();
    expect(cookie?.attributes.httponly).toBe(true);
    expect(cookie?.attributes.samesite).toBe("Lax");
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.secure).toBeUndefined();
    const token = cookie?.value ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);

    const rows = await api.deps.db.select().from(sessions);
    expect(rows.some((r) => r.sid === token)).toBe(false);
    const mine = rows.find((r) => r.sid === sha256(token));
    expect(mine?.sess).toMatchObject({ userId: body.user.id });

    const [stored] = await api.deps.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect(stored?.password).toMatch(/^\$argon2id\$/);

    const me = await api.request("/api/auth/me", { cookie: `cbct_session=${token}` });
    expect(me.status).toBe(200);
    expect((await json<{ user: { email: string } }>(me)).user.email).toBe("dana@example.com");
  });

  it("makes e-mails listed in ADMIN_EMAILS admins only once the address is verified", async () => {
    const res = await api.request("/api/auth/register", {
      body: { name: "The Boss", email: "Boss@example.com", password: "password123" },
    });
    expect(res.status).toBe(201);
    expect((await json<{ user: { role: string } }>(res)).user.role).toBe("user");
    expect((await api.verifyEmail("boss@example.com")).role).toBe("admin");
  });

  it("refuses a duplicate e-mail whatever its case", async () => {
    await api.signUp({ email: "fox@example.com" });
    const res = await api.request("/api/auth/register", {
      body: { name: "Fox Mulder", email: "FOX@Example.com", password: "password123" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "An account with this email already exists" });
  });

  it.each([
    [{ name: "A", email: "a@example.com", password: "password123" }, "Name must be at least 2 characters"],
    [{ name: "Al Bundy", email: "not-an-email", password: "password123" }, "Invalid email address"],
    [{ name: "Al Bundy", email: "al@example.com", password: "short" }, "Password must be at least 8 characters"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await api.request("/api/auth/register", { body });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it("answers 400, not 500, for a body that is not JSON or not an object", async () => {
    const broken = await api.request("/api/auth/register", { rawBody: "{name:" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Request body must be valid JSON" });
    const list = await api.request("/api/auth/register", { body: [1, 2] });
    expect(list.status).toBe(400);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, case-insensitively by e-mail, and records the login", async () => {
    const { credentials, user } = await api.signUp({ email: "walter@example.com", password: "skinner-password" });
    const res = await api.request("/api/auth/login", {
      body: { email: "Walter@Example.com", password: credentials.password },
    });
    expect(res.status).toBe(200);
    expect((await json<{ user: { id: number } }>(res)).user.id).toBe(user.id);
    expect(sessionCookie(res)?.value).toBeTruthy();
    const [row] = await api.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    await api.signUp({ email: "krycek@example.com", password: "rat-password" });
    const wrong = await api.request("/api/auth/login", {
      body: { email: "krycek@example.com", password: "not-it-at-all" },
    });
    const unknown = await api.request("/api/auth/login", { body: { email: "nobody@example.com", password: "x" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid email or password" });
    expect(await unknown.json()).toEqual({ error: "Invalid email or password" });
    expect(sessionCookie(wrong)).toBeNull();
  });

  it.each([
    [{ email: "bad", password: "x" }, "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "Password is required"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await api.request("/api/auth/login", { body });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(message);
  });

  it("locks out after LOGIN_MAX_FAILURES failures, even for the right password, with Retry-After", async () => {
    const { credentials } = await api.signUp({ email: "cancer@example.com", password: "morley-password" });
    for (let i = 0; i < 3; i++) {
      const res = await api.request("/api/auth/login", { body: { email: credentials.email, password: "wrong" } });
      expect(res.status).toBe(401);
    }
    const blocked = await api.request("/api/auth/login", { body: credentials });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sessionCookie(blocked)).toBeNull();
  });

  it("lets a burst of concurrent wrong logins try at most LOGIN_MAX_FAILURES passwords; the rest get 429", async () => {
    const { credentials } = await api.signUp({ email: "burst@example.com", password: "burst-password" });
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.request("/api/auth/login", { body: { email: credentials.email, password: `wrong-${i}` } }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(37);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("resets the failure count after a successful login", async () => {
    const { credentials } = await api.signUp({ email: "frohike@example.com", password: "gunmen-password" });
    const fail = () => api.request("/api/auth/login", { body: { email: credentials.email, password: "wrong" } });
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    expect((await api.request("/api/auth/login", { body: credentials })).status).toBe(200);
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    // Four failures in the window, but the success in between cleared the first two.
    expect((await api.request("/api/auth/login", { body: credentials })).status).toBe(200);
  });

  it("treats a deactivated user as unable to sign in and signs out their existing sessions", async () => {
    const { credentials, cookie, user } = await api.signUp({ email: "deactivated@example.com" });
    await api.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await api.request("/api/auth/me", { cookie })).status).toBe(401);
    const res = await api.request("/api/auth/login", { body: credentials });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "This account has been deactivated. Ask an administrator to reactivate it.",
    });
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers 401 without a session", async () => {
    const res = await api.request("/api/auth/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Not authenticated" });
    const forged = await api.request("/api/auth/me", {
      cookie: "cbct_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmn",
    });
    expect(forged.status).toBe(401);
  });

  it("logout deletes the session and clears the cookie", async () => {
    const { cookie, token } = await api.signUp();
    const res = await api.request("/api/auth/logout", { method: "POST", body: {}, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes["max-age"]).toBe("0");
    expect(
      await api.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sha256(token))),
    ).toHaveLength(0);
    expect((await api.request("/api/auth/me", { cookie })).status).toBe(401);
  });

  it("slides the expiry forward when less than half the TTL remains, and re-sets the cookie", async () => {
    const start = new Date();
    api.clock.now = start;
    const { cookie, token } = await api.signUp();
    const ttlDays = api.config.SESSION_TTL_DAYS;

    api.clock.now = new Date(start.getTime() + 2 * DAY);
    const early = await api.request("/api/auth/me", { cookie });
    expect(early.status).toBe(200);
    expect(sessionCookie(early)).toBeNull();

    const later = new Date(start.getTime() + (ttlDays - 1) * DAY);
    api.clock.now = later;
    const res = await api.request("/api/auth/me", { cookie });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)?.value).toBe(token);
    const [row] = await api.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sha256(token)));
    expect(row?.expire.getTime()).toBe(later.getTime() + ttlDays * DAY);
    api.clock.now = new Date();
  });

  it("rejects and deletes an expired session", async () => {
    const start = new Date();
    api.clock.now = start;
    const { cookie, token } = await api.signUp();
    api.clock.now = new Date(start.getTime() + (api.config.SESSION_TTL_DAYS + 1) * DAY);
    const res = await api.request("/api/auth/me", { cookie });
    expect(res.status).toBe(401);
    expect(sessionCookie(res)?.value).toBe("");
    expect(
      await api.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sha256(token))),
    ).toHaveLength(0);
    api.clock.now = new Date();
  });
});
