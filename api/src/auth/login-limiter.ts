import type { ApiConfig } from "@cbct/shared/config";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type LoginGate = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export type LoginLimiter = {
  /**
   * Takes one attempt from this e-mail+address budget and from the address's own budget, before the password is
   * checked: a burst of concurrent logins cannot all pass a check that only counts failures after argon2 ran.
   */
  attempt(email: string, ip: string): Promise<LoginGate>;
  /** A correct password clears the e-mail+address budget and gives the address its attempt back. */
  recordSuccess(email: string, ip: string): Promise<void>;
};

// One address may try many accounts (an office behind one NAT), so its own limit is looser.
const PER_IP_FACTOR = 10;

/**
 * Counts login attempts in Redis so every API process shares them; a success refunds its attempt, so in effect
 * failures are what is limited. If Redis is unreachable an in-process limiter takes over, so a Redis outage neither
 * locks everyone out nor removes the protection.
 */
export function createLoginLimiter(
  redis: Redis,
  config: Pick<ApiConfig, "LOGIN_MAX_FAILURES" | "LOGIN_WINDOW_MINUTES" | "QUEUE_PREFIX">,
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
  const emailIpKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

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

  return {
    async attempt(email, ip) {
      const key = emailIpKey(email, ip);
      // The address budget is only charged for attempts that pass the account's own, so a burst at one account
      // does not lock the whole address out.
      const wait = (await take(byEmailIp, key)) ?? (await take(byIp, ip));
      return wait === null ? { blocked: false } : { blocked: true, retryAfterSeconds: wait };
    },
    async recordSuccess(email, ip) {
      await Promise.all([byEmailIp.delete(emailIpKey(email, ip)), byIp.reward(ip, 1)]);
    },
  };
}
