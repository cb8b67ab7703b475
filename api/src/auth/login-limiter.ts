import type { ApiConfig } from "@cbct/shared/config";
import { parseIp } from "@cbct/shared/net/host-policy";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type LoginGate = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export type LoginLimiter = {
  /**
   * Takes one attempt from this e-mail+address budget, the address's own budget and the account's back-off, before
   * the password is checked: a burst of concurrent logins cannot all pass a check that only counts failures after
   * argon2 ran.
   */
  attempt(email: string, ip: string): Promise<LoginGate>;
  /** A correct password clears the e-mail+address budget and the account's back-off, and gives the address its attempt back. */
  recordSuccess(email: string, ip: string): Promise<void>;
};

// One address may try many accounts (an office behind one NAT), so its own limit is looser.
const PER_IP_FACTOR = 10;

/**
 * The key an address is counted under. One IPv6 subscriber gets a whole /64 (often more), so counting addresses one
 * by one would give an attacker 2^64 fresh budgets: IPv6 is counted per /64. IPv4 (and IPv4-mapped IPv6) per address.
 */
export function addressKey(ip: string): string {
  const addr = parseIp(ip);
  if (!addr) return ip;
  if (addr.kind() === "ipv4") return addr.toString();
  const parts = (addr.toNormalizedString().split(":") as string[]).slice(0, 4);
  return `${parts.map((p) => p.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * Per-account back-off, whatever address the guesses come from. Each attempt is charged before the password is
 * checked; once the account has LOGIN_ACCOUNT_MAX_FAILURES uncleared attempts, each further one makes the next wait
 * 1 s, 2 s, 4 s ... up to LOGIN_BACKOFF_MAX_SECONDS. There is no lock-out a stranger can make permanent: the owner
 * can always sign in after the wait, and a success clears the count. Atomic in Redis, so concurrent guesses from
 * many addresses cannot all slip through one open moment.
 * KEYS[1] = account key; ARGV = now (ms), free failures, cap (ms), idle expiry (ms). Returns ms to wait, 0 = go.
 */
const BACKOFF_SCRIPT = `
local now = tonumber(ARGV[1])
local until_ms = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if until_ms > now then return until_ms - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local free = tonumber(ARGV[2])
local wait = 0
if failures >= free then
  wait = math.min(tonumber(ARGV[3]), 1000 * 2 ^ math.min(failures - free, 40))
  redis.call('HSET', KEYS[1], 'until', now + wait)
end
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[4]))
return 0
`;

type Backoff = { failures: number; until: number; expires: number };

/**
 * Counts login attempts in Redis so every API process shares them; a success refunds its attempt, so in effect
 * failures are what is limited. If Redis is unreachable an in-process limiter takes over, so a Redis outage neither
 * locks everyone out nor removes the protection.
 */
export function createLoginLimiter(
  redis: Redis,
  config: Pick<
    ApiConfig,
    | "LOGIN_MAX_FAILURES"
    | "LOGIN_WINDOW_MINUTES"
    | "LOGIN_ACCOUNT_MAX_FAILURES"
    | "LOGIN_BACKOFF_MAX_SECONDS"
    | "QUEUE_PREFIX"
  >,
  clock: () => Date = () => new Date(),
): LoginLimiter {
  const duration = config.LOGIN_WINDOW_MINUTES * 60;
  const make = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.QUEUE_PREFIX}:login-fail:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `login-fail:${name}`, points, duration }),
    });
  const byEmailIp = make("email-ip", config.LOGIN_MAX_FAILURES);
  const byIp = make("ip", config.LOGIN_MAX_FAILURES * PER_IP_FACTOR);
  const account = (email: string) => email.trim().toLowerCase();
  const emailIpKey = (email: string, ip: string) => `${account(email)}|${addressKey(ip)}`;
  const backoffKey = (email: string) => `${config.QUEUE_PREFIX}:login-backoff:${account(email)}`;
  const capMs = config.LOGIN_BACKOFF_MAX_SECONDS * 1000;
  const idleMs = duration * 1000;

  /** Seconds to wait when the budget is spent, else null. Redis counts atomically, so concurrent calls cannot overdraw. */
  const take = async (limiter: RateLimiterRedis, key: string): Promise<number | null> => {
    try {
      await limiter.consume(key);
      return null;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    }
  };

  // The same back-off in this process while Redis is down.
  const local = new Map<string, Backoff>();
  const chargeLocal = (key: string, now: number): number => {
    let entry = local.get(key);
    if (!entry || entry.expires <= now) entry = { failures: 0, until: 0, expires: 0 };
    if (entry.until > now) return entry.until - now;
    entry.failures += 1;
    let wait = 0;
    if (entry.failures >= config.LOGIN_ACCOUNT_MAX_FAILURES) {
      wait = Math.min(capMs, 1000 * 2 ** Math.min(entry.failures - config.LOGIN_ACCOUNT_MAX_FAILURES, 40));
      entry.until = now + wait;
    }
    entry.expires = now + wait + idleMs;
    if (local.size > 10_000) local.clear();
    local.set(key, entry);
    return 0;
  };
  /** Milliseconds the account must still wait (0: this attempt may go, and was charged). */
  const chargeAccount = async (email: string): Promise<number> => {
    const key = backoffKey(email);
    const now = clock().getTime();
    if (redis.status !== "ready") return chargeLocal(key, now);
    try {
      const wait = await redis.eval(BACKOFF_SCRIPT, 1, key, now, config.LOGIN_ACCOUNT_MAX_FAILURES, capMs, idleMs);
      return Number(wait);
    } catch {
      return chargeLocal(key, now);
    }
  };
  const peekAccount = async (email: string): Promise<number> => {
    const key = backoffKey(email);
    const now = clock().getTime();
    const localUntil = local.get(key)?.until ?? 0;
    let until = localUntil;
    if (redis.status === "ready") {
      try {
        until = Math.max(until, Number((await redis.hget(key, "until")) ?? 0));
      } catch {
        // Redis went away between the status check and the call: the local count decides.
      }
    }
    return Math.max(0, until - now);
  };
  const blockedFor = (ms: number): LoginGate => ({
    blocked: true,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

  return {
    async attempt(email, ip) {
      // A waiting account costs the address nothing: the guess is not even tried.
      const pending = await peekAccount(email);
      if (pending > 0) return blockedFor(pending);
      const key = emailIpKey(email, ip);
      // The address budget is only charged for attempts that pass the account's own, so a burst at one account
      // does not lock the whole address out.
      const wait = (await take(byEmailIp, key)) ?? (await take(byIp, addressKey(ip)));
      if (wait !== null) return { blocked: true, retryAfterSeconds: wait };
      const accountWait = await chargeAccount(email);
      if (accountWait > 0) {
        // Another address's guess took the account's turn a moment ago: this one was not tried.
        await Promise.all([byEmailIp.reward(key, 1), byIp.reward(addressKey(ip), 1)]);
        return blockedFor(accountWait);
      }
      return { blocked: false };
    },
    async recordSuccess(email, ip) {
      local.delete(backoffKey(email));
      await Promise.all([
        byEmailIp.delete(emailIpKey(email, ip)),
        byIp.reward(addressKey(ip), 1),
        redis.status === "ready" ? redis.del(backoffKey(email)).catch(() => 0) : Promise.resolve(0),
      ]);
    },
  };
}
