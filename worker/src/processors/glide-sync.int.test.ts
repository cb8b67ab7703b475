import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import type { GlideSyncJobResponse } from "@cbct/core/contracts/glide";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { QUEUE_NAMES } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { Worker } from "bullmq";
import { asc, eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { type GlideFake, startGlideFake } from "../../../infra/fakes/glide/glide-fake.ts";
import { createDispatcher } from "./dispatch-jobs.ts";
import { createGlideSyncProcessor } from "./glide-sync.ts";
import { createLogger } from "@cbct/shared/log/create-logger";
import { glideSyncs } from "@cbct/shared/db/schema/glide-syncs";

let glide: GlideFake;
let api: TestApi;
let cookie: string;
let connection: Redis;
let worker: Worker;

const lead = (n: number, extra: Partial<NewPractice> = {}): NewPractice => ({
  practiceName: `Practice ${n}`,
  state: "VA",
  leadScore: n,
  websiteDomain: `practice-${n}.example`,
  ...extra,
});

beforeAll(async () => {
  glide = await startGlideFake({ apiKey: "glide-secret", columns: glideTableSchema().columns });
  api = await startTestApi({
    config: {
      GLIDE_API_BASE_URL: glide.url,
      GLIDE_API_KEY: "glide-secret",
      GLIDE_TABLE_ID: glide.tableId,
    },
  });
  ({ cookie } = await api.signUp());
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    ...glide.env,
  });
  connection = createRedis(api.config.REDIS_URL, "worker");
  // Small chunks so a handful of leads already goes through a stash; no waiting between retries.
  const processor = createGlideSyncProcessor({
    db: api.deps.db,
    config,
    retry: { baseDelayMs: 1 },
    sync: { chunkSize: 2, pageSize: 3 },
  });
  // Through the worker's dispatcher (payload parsed once, attempts counted there), with this test's processor.
  const dispatch = createDispatcher(QUEUE_NAMES.glide, [["glide-sync", processor]], {
    log: createLogger("error", "worker"),
  });
  worker = new Worker(QUEUE_NAMES.glide, dispatch.process, { connection, prefix: api.config.QUEUE_PREFIX });
  worker.on("failed", (job, err) => void dispatch.failed(job, err));
});
afterAll(async () => {
  await worker?.close();
  connection?.disconnect();
  await api?.close();
  await glide?.close();
});

/** Syncs through the API and the queue, as the page does: POST, then poll the job until it ends. */
async function sync(): Promise<GlideSyncJobResponse> {
  const res = await api.request("/api/glide/sync", { cookie, body: { syncAll: true } });
  expect(res.status).toBe(202);
  const { jobId } = await json<{ jobId: string }>(res);
  for (let i = 0; i < 200; i += 1) {
    const job = await json<GlideSyncJobResponse>(await api.request(`/api/glide/sync/${jobId}`, { cookie }));
    if (job.state === "completed" || job.state === "failed") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("sync did not finish");
}

describe("Glide sync", () => {
  it("adds every lead once, in stashed chunks, and remembers each row id", async () => {
    await api.deps.db.insert(practices).values([1, 2, 3, 4, 5].map((n) => lead(n)));
    const job = await sync();
    expect(job).toMatchObject({ state: "completed", added: 5, updated: 0, sent: 5, failed: 0 });
    expect(job.message).toBe("Synced 5 leads to Glide: 5 added, 0 updated");
    expect(glide.rows()).toHaveLength(5);
    expect(glide.requests.some((r) => r.method === "PUT" && r.path.startsWith("/stashes/"))).toBe(true);
    const saved = await api.deps.db.select().from(practices).orderBy(asc(practices.id));
    expect(new Set(saved.map((p) => p.glideRowId)).size).toBe(5);
    const status = await json(await api.request("/api/glide/status", { cookie }));
    expect(status).toEqual({
      configured: true,
      connected: true,
      leadsInGlide: 5,
      message: "Connected to Glide",
      error: null,
    });
  });

  it("updates the same rows on a second sync instead of duplicating them", async () => {
    await api.deps.db.update(practices).set({ leadScore: 140 }).where(eq(practices.practiceName, "Practice 1"));
    await api.deps.db.insert(practices).values(lead(6));
    const job = await sync();
    expect(job.message).toBe("Synced 6 leads to Glide: 1 added, 1 updated, 4 unchanged");
    expect(glide.rows()).toHaveLength(6);
    expect(glide.rows().find((r) => r.practiceName === "Practice 1")?.leadScore).toBe(140);
  });

  it("retries a 429 and a 503 with backoff and still finishes", async () => {
    await api.deps.db.update(practices).set({ leadScore: 99 });
    const before = glide.requests.length;
    glide.failNext(1, 429);
    const job = await sync();
    expect(job.message).toBe("Synced 6 leads to Glide: 0 added, 6 updated");
    expect(glide.rows().every((r) => r.leadScore === 99)).toBe(true);
    const statuses = glide.requests.slice(before).map((r) => r.status);
    expect(statuses[0]).toBe(429);
    expect(statuses.slice(1).every((s) => s < 300)).toBe(true);

    glide.failNext(2, 503);
    expect((await sync()).state).toBe("completed");
    expect(glide.rows()).toHaveLength(6);
  });

  it("adds a row again when it was deleted in Glide", async () => {
    const [first] = await api.deps.db.select().from(practices).where(eq(practices.practiceName, "Practice 2"));
    glide.deleteRow(first!.glideRowId!);
    const job = await sync();
    expect(job.message).toBe("Synced 6 leads to Glide: 1 added, 0 updated, 5 unchanged");
    expect(glide.rows()).toHaveLength(6);
  });

  it("keeps its row: a sync Glide refuses halfway ends failed with what was sent and what Glide took", async () => {
    // Every lead changes, so each of the 6 is sent as an update: the row listing and the first page's 3 updates pass,
    // then Glide refuses the next page's 3 (a 422 a retry would not fix).
    await api.deps.db.update(practices).set({ leadScore: 42 });
    glide.failNext(3, 422, { after: 4, type: "column_has_invalid_value" });
    const job = await sync();
    expect(job).toMatchObject({ state: "failed", sent: 6, updated: 3, added: 0, failed: 3 });
    expect(job.message).toBe("Sync failed: Glide refused the sync: Rejected by the test");
    const [row] = await api.deps.db
      .select()
      .from(glideSyncs)
      .where(eq(glideSyncs.id, Number(job.jobId.split("-").at(-1))));
    expect(row).toMatchObject({ status: "failed", rowsSent: 6, rowsUpdated: 3, rowsFailed: 3, pipelineRunId: null });
    expect(row!.finishedAt).not.toBeNull();
    // The row, not BullMQ, answers: it is still there after the job is gone.
    await (await api.deps.queues.glide.getJob(job.jobId))?.remove();
    expect(await json(await api.request(`/api/glide/sync/${job.jobId}`, { cookie }))).toMatchObject({
      state: "failed",
    });
    // The next sync is not blocked by the failed one, and sends what is still different.
    const again = await sync();
    expect(again).toMatchObject({ state: "completed", updated: 3, unchanged: 3 });
  });
});
