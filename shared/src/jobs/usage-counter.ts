import type { Redis } from "ioredis";

/**
 * Counts uses of something in a fixed window, in Redis so every process shares the count. `take` adds only when
 * the total stays within the limit (atomically: concurrent callers cannot overdraw). If Redis is unreachable the
 * process counts on its own, so an outage neither removes the limit nor blocks everyone.
 * KEYS[1] = counter; ARGV = points, limit, window (ms). Returns {granted 0/1, used after, ms until the window ends}.
 */
const TAKE_SCRIPT = `
local n = tonumber(ARGV[1])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + n > tonumber(ARGV[2]) then
  return {0, used, redis.call('PTTL', KEYS[1])}
end
used = redis.call('INCRBY', KEYS[1], n)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, used, redis.call('PTTL', KEYS[1])}
`;

export type UsageTake = { granted: boolean; used: number; limit: number; resetSeconds: number };

export type UsageCounter = {
  take(key: string, limit: number, points?: number): Promise<UsageTake>;
  /** How much of `limit` is used now (0 for a new window). */
  used(key: string): Promise<number>;
  /** Gives back points taken for something that did not happen (never below zero, never reopens a window). */
  refund(key: string, points?: number): Promise<void>;
};

const REFUND_SCRIPT = `
local used = redis.call('GET', KEYS[1])
if not used then return 0 end
redis.call('SET', KEYS[1], math.max(0, tonumber(used) - tonumber(ARGV[1])), 'KEEPTTL')
return 1
`;

export function createUsageCounter(redis: Redis, keyPrefix: string, windowSeconds: number): UsageCounter {
  const windowMs = windowSeconds * 1000;
  const local = new Map<string, { used: number; resetAt: number }>();
  const localEntry = (key: string) => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      if (local.size > 10_000) local.clear();
      entry = { used: 0, resetAt: now + windowMs };
      local.set(key, entry);
    }
    return entry;
  };
  const full = (key: string) => `${keyPrefix}:${key}`;
  return {
    async take(key, limit, points = 1) {
      if (redis.status === "ready") {
        try {
          const [granted, used, pttl] = (await redis.eval(TAKE_SCRIPT, 1, full(key), points, limit, windowMs)) as [
            number,
            number,
            number,
          ];
          const ms = pttl > 0 ? pttl : windowMs;
          return { granted: granted === 1, used: Number(used), limit, resetSeconds: Math.max(1, Math.ceil(ms / 1000)) };
        } catch {
          // Redis went away mid-call: count here until it is back.
        }
      }
      const entry = localEntry(key);
      const granted = entry.used + points <= limit;
      if (granted) entry.used += points;
      const resetSeconds = Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
      return { granted, used: entry.used, limit, resetSeconds };
    },
    async used(key) {
      if (redis.status === "ready") {
        try {
          return Number((await redis.get(full(key))) ?? 0);
        } catch {
          // fall through to the local count
        }
      }
      return localEntry(key).used;
    },
    async refund(key, points = 1) {
      const entry = local.get(key);
      if (entry) entry.used = Math.max(0, entry.used - points);
      if (redis.status !== "ready") return;
      await redis.eval(REFUND_SCRIPT, 1, full(key), points).catch(() => undefined);
    },
  };
}
