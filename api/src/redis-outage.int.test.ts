import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunningService } from "../../infra/services/embedded-postgres.ts";
import { freePort, startPrivateRedis } from "../../infra/services/private-redis.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../infra/test/api-harness.ts";

/**
 * A Redis of its own (the shared test Redis must not be restarted under other files), with the append-only
 * persistence the compose file keeps on.
 */
let dataDir: string;
let port: number;
let redis: RunningService;
let api: TestApi;
let cookie = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "cbct-redis-outage-"));
  port = await freePort();
  redis = await startPrivateRedis(dataDir, port);
  api = await startTestApi({
    config: { REDIS_URL: redis.url, ENQUEUE_TIMEOUT_MS: 1_000, SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] },
  });
  ({ cookie } = await api.signUp());
}, 60_000);

afterAll(async () => {
  await api?.close();
  await redis?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe("Redis restarted while the app runs", () => {
  it("answers 503 with an error text while Redis is down, and recovers by itself; queued jobs survive", async () => {
    const first = await api.request("/api/scraping/start", { body: { url: "http://127.0.0.1:9991/" }, cookie });
    expect(first.status).toBe(201);
    const { job } = await json<{ job: { jobId: string } }>(first);

    await redis.stop();
    const down = await api.request("/api/scraping/start", { body: { url: "http://127.0.0.1:9992/" }, cookie });
    expect(down.status).toBe(503);
    expect((await json<{ error: string }>(down)).error).toMatch(/queue is unavailable/i);
    const ready = await api.request("/api/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "unavailable", redis: "unavailable" });
    // What does not need Redis keeps working.
    expect((await api.request("/api/practices", { cookie })).status).toBe(200);

    redis = await startPrivateRedis(dataDir, port);
    // ioredis reconnects on its own; no restart of the API.
    const recovered = await until(async () => (await api.request("/api/ready")).status === 200, 20_000);
    expect(recovered).toBe(true);
    const again = await api.request("/api/scraping/start", { body: { url: "http://127.0.0.1:9993/" }, cookie });
    expect(again.status).toBe(201);
    // The job queued before the outage was persisted (append-only file) and is still waiting for a worker.
    expect(await api.deps.queues.scrape.getJob(job.jobId)).toBeTruthy();
  }, 60_000);
});
