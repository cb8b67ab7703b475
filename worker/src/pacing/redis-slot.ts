import type { Redis } from "ioredis";

/**
 * One atomic step shared by every process on every machine: reserve the next start time of a named resource.
 *
 * KEYS[1] next-start key (string, ms since epoch), KEYS[2] leases (sorted set: token -> lease expiry)
 * ARGV: spacingMs, maxConcurrent (0 = no cap), leaseMs, token
 * Returns the milliseconds to wait before starting (>= 0), or -1 when maxConcurrent leases are held.
 *
 * The clock is Redis's own (TIME), so machines with skewed clocks still space their requests. A lease expires on its
 * own: a process killed while holding one never blocks the resource for longer than leaseMs.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local spacing = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local lease = tonumber(ARGV[3])
if cap > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  if redis.call('ZCARD', KEYS[2]) >= cap then return -1 end
end
local nextStart = tonumber(redis.call('GET', KEYS[1]) or '0')
local start = math.max(now, nextStart)
redis.call('SET', KEYS[1], start + spacing, 'PX', start + spacing - now + 1000)
if cap > 0 then
  redis.call('ZADD', KEYS[2], start + lease, ARGV[4])
  redis.call('PEXPIRE', KEYS[2], start - now + lease + 1000)
end
return start - now
`;

/** Extends a lease still held (a long page render), from Redis's clock. Returns 0 when the lease has expired. */
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[1])
local added = redis.call('ZADD', KEYS[1], 'XX', 'CH', now + lease, ARGV[2])
if added == 0 and not redis.call('ZSCORE', KEYS[1], ARGV[2]) then return 0 end
redis.call('PEXPIRE', KEYS[1], lease + 1000)
return 1
`;

type SlotRedis = Redis & {
  cbctReserveSlot(
    next: string,
    leases: string,
    spacingMs: number,
    cap: number,
    leaseMs: number,
    token: string,
  ): Promise<number>;
  cbctRenewSlot(leases: string, leaseMs: number, token: string): Promise<number>;
};

/** Registers the scripts once per client (ioredis sends EVALSHA, falling back to EVAL after a Redis restart). */
export function slotCommands(redis: Redis): SlotRedis {
  const r = redis as SlotRedis;
  if (typeof r.cbctReserveSlot !== "function") {
    redis.defineCommand("cbctReserveSlot", { numberOfKeys: 2, lua: RESERVE });
    redis.defineCommand("cbctRenewSlot", { numberOfKeys: 1, lua: RENEW });
  }
  return r;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Races a Redis call with the caller's signal: a Redis outage must not outlive a job's time budget. */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
