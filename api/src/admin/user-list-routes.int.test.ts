import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

describe("GET /api/admin/users", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { ADMIN_EMAILS: ["lead-admin@example.com"] } });
  });
  afterAll(() => api.close());

  it("lists every account with role and last sign-in for an admin, and never a password hash", async () => {
    const admin = await api.signUp({ email: "lead-admin@example.com", name: "Ada Admin" });
    const rep = await api.signUp({ name: "Rita Rep" });
    await api.request("/api/auth/login", {
      body: { email: rep.credentials.email, password: rep.credentials.password },
    });
    const res = await api.request("/api/admin/users", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("argon2");
    const { users } = JSON.parse(text) as { users: { email: string; role: string; lastLoginAt: string | null }[] };
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get("lead-admin@example.com")?.role).toBe("admin");
    expect(byEmail.get(rep.credentials.email)?.role).toBe("user");
    expect(byEmail.get(rep.credentials.email)?.lastLoginAt).not.toBeNull();
  });

  it("answers 403 to a user who is not an admin and 401 without a session", async () => {
    const rep = await api.signUp();
    expect((await api.request("/api/admin/users", { cookie: rep.cookie })).status).toBe(403);
    expect((await api.request("/api/admin/users")).status).toBe(401);
  });
});
