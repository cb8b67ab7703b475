import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { RedisHostLimiter } from "./redis-host-limiter.ts";

/**
 * Two limiters on two Redis connections stand for two worker processes (every bit of their shared state is in Redis,
 * so a second connection is all a second process would add).
 */
let a: Redis;
let b: Redis;
beforeAll(() => {
  a = new Redis(testRedisUrl());
  b = new Redis(testRedisUrl());
});
afterAll(async () => {
  await a.quit();
  await b.quit();
});

type Span = { start: number; end: number };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function maxOverlap(spans: Span[]): number {
  const events = spans.flatMap((s) => [
    { t: s.start, d: 1 },
    { t: s.end, d: -1 },
  ]);
  // An end at the same instant as a start frees its slot first.
  events.sort((x, y) => x.t - y.t || x.d - y.d);
  let now = 0;
  let max = 0;
  for (const e of events) max = Math.max(max, (now += e.d));
  return max;
}

describe("RedisHostLimiter across processes", () => {
  it("spaces request starts to one host by the delay, whichever process sends them", async () => {
    const prefix = testQueuePrefix();
    const limiters = [a, b].map((r) => new RedisHostLimiter(r, { prefix, concurrency: 4, delayMs: 100 }));
    // A start is reserved in Redis's time and taken when the answer arrives, so the gaps seen here also carry the
    // answer's latency; the first call on a connection loads the script (one more round trip), so warm both up.
    await Promise.all(limiters.map((l, i) => l.run(`warm-${i}.example:443`, async () => {})));
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        limiters[i % 2]!.run("clinic.example:443", async () => {
          starts.push(performance.now());
        }),
      ),
    );
    starts.sort((x, y) => x - y);
    // Eight starts take at least seven delays (30 ms of slack for one answer's latency over another's). Single gaps
    // are not compared: a stall of this loaded test process can delay one start and bunch it with the next.
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(7 * 100 - 30);
  });

  it("never lets more requests than the cap run at once across processes", async () => {
    const prefix = testQueuePrefix();
    const limiters = [a, b].map((r) => new RedisHostLimiter(r, { prefix, concurrency: 2, delayMs: 0, pollMs: 10 }));
    const spans: Span[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limiters[i % 2]!.run("clinic.example:443", async () => {
          const start = performance.now();
          await pause(40);
          spans.push({ start, end: performance.now() });
        }),
      ),
    );
    expect(spans).toHaveLength(10);
    expect(maxOverlap(spans)).toBe(2);
  });

  it("keeps hosts apart: a busy host does not slow another", async () => {
    const prefix = testQueuePrefix();
    const limiter = new RedisHostLimiter(a, { prefix, concurrency: 1, delayMs: 1_000 });
    await limiter.run("busy.example:443", async () => {});
    const t0 = performance.now();
    await limiter.run("quiet.example:443", async () => {});
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it("frees the slot of a process that died holding it once its lease runs out", async () => {
    const prefix = testQueuePrefix();
    const dead = new Redis(testRedisUrl());
    const doomed = new RedisHostLimiter(dead, { prefix, concurrency: 1, delayMs: 0, leaseMs: 600 });
    let taken!: () => void;
    const holding = new Promise<void>((r) => (taken = r));
    void doomed.run("clinic.example:443", () => {
      taken();
      return new Promise(() => {});
    });
    await holding;
    // The process is gone: no more renewals, no release.
    dead.disconnect();
    const survivor = new RedisHostLimiter(b, { prefix, concurrency: 1, delayMs: 0, leaseMs: 600, pollMs: 20 });
    const t0 = performance.now();
    await survivor.run("clinic.example:443", async () => {});
    const waited = performance.now() - t0;
    expect(waited).toBeGreaterThan(300);
    expect(waited).toBeLessThan(5_000);
  });

  it("renews the lease of a long request, so a slow page keeps its slot", async () => {
    const prefix = testQueuePrefix();
    const slow = new RedisHostLimiter(a, { prefix, concurrency: 1, delayMs: 0, leaseMs: 900 });
    const other = new RedisHostLimiter(b, { prefix, concurrency: 1, delayMs: 0, leaseMs: 900, pollMs: 20 });
    const spans: Span[] = [];
    const run = (l: RedisHostLimiter, ms: number) =>
      l.run("clinic.example:443", async () => {
        const start = performance.now();
        await pause(ms);
        spans.push({ start, end: performance.now() });
      });
    // Three times the lease: without renewal the other process would get the slot a second into it.
    const first = run(slow, 2_700);
    await pause(50);
    await Promise.all([first, run(other, 10)]);
    expect(maxOverlap(spans)).toBe(1);
  });

  it("gives up waiting when the caller's signal aborts", async () => {
    const prefix = testQueuePrefix();
    const limiter = new RedisHostLimiter(a, { prefix, concurrency: 1, delayMs: 5_000 });
    await limiter.run("clinic.example:443", async () => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("job over")), 100);
    await expect(limiter.run("clinic.example:443", async () => {}, { signal: controller.signal })).rejects.toThrow(
      "job over",
    );
  });
});
