import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type RateLimit = {
  /** Takes `points` from `key`'s budget; null when granted, else the seconds until it refills. */
  take(key: string, points?: number): Promise<number | null>;
  /** Gives back points taken for something that did not happen after all. */
  refund(key: string, points?: number): Promise<void>;
  /** Points `key` may still take in this window (the whole budget when Redis cannot say). */
  remaining(key: string): Promise<number>;
};

/**
 * A fixed-window budget in Redis, shared by every API process. If Redis is unreachable an in-process limiter
 * takes over, so an outage neither locks everyone out nor removes the limit.
 */
export function createRateLimit(
  redis: Redis,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimit {
  const { keyPrefix, points, durationSeconds: duration } = options;
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
  return {
    async take(key, n = 1) {
      try {
        await limiter.consume(key, n);
        return null;
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        // The store added the points before finding them over the limit: a refused take must cost nothing, or a
        // bulk request that does not fit would use up what smaller ones could still have had.
        await limiter.reward(key, n).catch(() => undefined);
        return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      }
    },
    async refund(key, n = 1) {
      await limiter.reward(key, n);
    },
    async remaining(key) {
      try {
        const res = await limiter.get(key);
        return res ? Math.max(0, points - res.consumedPoints) : points;
      } catch {
        return points;
      }
    },
  };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** "Try again in 1 minute." / "Try again in 15 minutes." */
export function tryAgainIn(seconds: number): string {
  const n = minutes(seconds);
  return `Try again in ${n} minute${n === 1 ? "" : "s"}.`;
}
