import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

const TOKEN = "prometheus-scrape-token-0123456789";

describe("GET /api/metrics", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { ADMIN_EMAILS: ["metrics-admin@example.com"], METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => api.close());

  it("serves Prometheus text with HTTP latencies by route pattern and queue depths, to a token holder", async () => {
    const rep = await api.signUp();
    await api.request("/api/practices/12345", { cookie: rep.cookie });
    await api.request("/api/practices/67890", { cookie: rep.cookie });
    const res = await api.request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    // Two lookups of different ids land on one series, labelled by the route's pattern.
    expect(text).toMatch(/cbct_http_requests_total\{method="GET",route="\/api\/practices\/:id",status="404"[^}]*\} 2/);
    expect(text).toMatch(/cbct_http_request_duration_seconds_bucket\{[^}]*route="\/api\/practices\/:id"/);
    expect(text).toMatch(/cbct_queue_jobs\{queue="scrape",state="waiting"[^}]*\} 0/);
    expect(text).toContain("cbct_queue_jobs_finished");
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("lets an admin read it with a session, and refuses users, strangers and a wrong token", async () => {
    const admin = await api.signUp({ email: "metrics-admin@example.com" });
    const rep = await api.signUp();
    expect((await api.request("/api/metrics", { cookie: admin.cookie })).status).toBe(200);
    expect((await api.request("/api/metrics", { cookie: rep.cookie })).status).toBe(403);
    expect((await api.request("/api/metrics")).status).toBe(401);
    const wrong = await api.request("/api/metrics", { headers: { authorization: "Bearer not-the-token-at-all!!" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toHaveProperty("error");
  });
});
