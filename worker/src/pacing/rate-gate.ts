import type { Redis } from "ioredis";

/** Waits until this caller may send the next request; a gate shared by every process that shares the key. */
export type RateGate = () => Promise<void>;

/**
 * At most one request per `intervalMs` across every worker process: a Redis key set with NX and a PX expiry is the
 * token; whoever sets it may go, everyone else waits for the key to expire. Nominatim's policy is 1 request per
 * second for the whole application, not per process.
 */
export function redisRateGate(redis: Redis, key: string, intervalMs: number): RateGate {
  return async () => {
    for (;;) {
      const ok = await redis.set(key, "1", "PX", intervalMs, "NX");
      if (ok === "OK") return;
      const ttl = await redis.pttl(key);
      await new Promise((r) => setTimeout(r, Math.max(5, ttl > 0 ? ttl : 5)));
    }
  };
}

/** The same gate within one process (tests and tools without Redis). */
export function localRateGate(intervalMs: number): RateGate {
  let next = 0;
  let chain = Promise.resolve();
  return () => {
    const turn = chain.then(async () => {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      next = Date.now() + intervalMs;
    });
    chain = turn.catch(() => {});
    return turn;
  };
}
