import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ config: { SCRAPE_MAX_PENDING_PER_USER: 3, SCRAPE_MAX_PER_HOUR: 5 } });
  // Until Redis is ready the limits fall back to in-process counters; count in Redis from the first request.
  await api.deps.redis.ping();
});
afterAll(async () => {
  await api?.close();
});

describe("per-user scraping quota", () => {
  it("caps the jobs one user has waiting, with a clear 429, and leaves other users alone", async () => {
    const { cookie } = await api.signUp();
    const start = (url: string, c = cookie) => api.request("/api/scraping/start", { body: { url }, cookie: c });
    for (const site of ["one", "two", "three"]) expect((await start(`https://${site}-dental.com`)).status).toBe(201);
    const fourth = await start("https://four-dental.com");
    expect(fourth.status).toBe(429);
    expect((await json(fourth)).error).toBe(
      "You already have 3 scrapes waiting or running. Start more when some have finished.",
    );
    const bulk = await api.request("/api/scraping/bulk-start", { body: { urls: ["https://five-dental.com"] }, cookie });
    expect(bulk.status).toBe(429);

    const other = await api.signUp();
    expect((await start("https://other-dental.com", other.cookie)).status).toBe(201);
  });

  it("limits how many sites one user may start per hour, counting every URL of a bulk start", async () => {
    const { cookie } = await api.signUp();
    const bulk = await api.request("/api/scraping/bulk-start", {
      body: { urls: ["https://a-dental.com", "https://b-dental.com"] },
      cookie,
    });
    expect(bulk.status).toBe(200);
    const tooMany = await api.request("/api/scraping/bulk-start", {
      body: { urls: ["https://c-dental.com", "https://d-dental.com", "https://e-dental.com", "https://f-dental.com"] },
      cookie,
    });
    expect(tooMany.status).toBe(429);
    expect((await json(tooMany)).error).toMatch(/^Too many scrapes started\. Try again in \d+ minutes?\.$/);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
