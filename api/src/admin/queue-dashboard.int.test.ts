import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

describe("queue dashboard (Bull Board) at /admin/queues", () => {
  let api: TestApi;
  let admin: string;
  let rep: string;
  beforeAll(async () => {
    api = await startTestApi({ config: { ADMIN_EMAILS: ["ops-chief@example.com"] } });
    admin = (await api.signUp({ email: "ops-chief@example.com" })).cookie;
    rep = (await api.signUp()).cookie;
  });
  afterAll(() => api.close());

  const page = (cookie?: string) =>
    api.request("/admin/queues", { cookie, headers: { accept: "text/html,application/xhtml+xml" } });

  it("sends a signed-out visitor to sign in, never to the app's 404 page", async () => {
    const res = await page();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login?next=%2Fadmin%2Fqueues");
    const apiCall = await api.request("/admin/queues/api/queues");
    expect(apiCall.status).toBe(401);
  });

  it("answers 403 with an error text to a signed-in user who is not an admin", async () => {
    const res = await page(rep);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Administrator access required" });
    expect((await api.request("/admin/queues/api/queues", { cookie: rep })).status).toBe(403);
  });

  it("shows an admin every queue of the job catalog, with the board's assets", async () => {
    const res = await page(admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<base href="/admin/queues/"');
    expect(html).toContain("CBCT Intelligence");
    const script = /src="(static\/js\/main[^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await api.request(`/admin/queues/${script}`, { cookie: admin });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");

    const queues = await api.request("/admin/queues/api/queues?activeQueue=scrape&status=latest&page=1", {
      cookie: admin,
    });
    expect(queues.status).toBe(200);
    const body = (await queues.json()) as { queues: { name: string }[] };
    expect(body.queues.map((q) => q.name)).toEqual(expect.arrayContaining(Object.keys(api.deps.queues)));
  });

  it("refuses a state change from another origin (CSRF), even for an admin", async () => {
    const res = await api.request("/admin/queues/api/queues/scrape/pause", {
      method: "PUT",
      cookie: admin,
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(await api.deps.queues.scrape.isPaused()).toBe(false);
  });
});
