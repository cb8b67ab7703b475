import type { ApiConfig } from "@cbct/shared/config";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type LoginGate = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export type LoginLimiter = {
  /** Whether this e-mail from this address (or this address at all) has failed too often in the window. */
  check(email: string, ip: string): Promise<LoginGate>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A correct password clears the e-mail+address counter; the per-address one keeps counting down on its own. */
  recordSuccess(email: string, ip: string): Promise<void>;
};

// One address may try many accounts (an office behind one NAT), so its own limit is looser.
const PER_IP_FACTOR = 10;

/**
 * Counts failed logins only, in Redis so every API process shares them. If Redis is unreachable an in-process
 * limiter takes over, so a Redis outage neither locks everyone out nor removes the protection.
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

  const exhaustedFor = async (limiter: RateLimiterRedis, key: string): Promise<number | null> => {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return null;
  };
  const consume = async (limiter: RateLimiterRedis, key: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      // Rejection with a RateLimiterRes only means the limit is now reached; the next attempt is refused.
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  };

  return {
    async check(email, ip) {
      const waits = await Promise.all([exhaustedFor(byEmailIp, emailIpKey(email, ip)), exhaustedFor(byIp, ip)]);
      const seconds = Math.max(...waits.map((w) => w ?? 0));
      return seconds > 0 ? { blocked: true, retryAfterSeconds: seconds } : { blocked: false };
    },
    async recordFailure(email, ip) {
      await Promise.all([consume(byEmailIp, emailIpKey(email, ip)), consume(byIp, ip)]);
    },
    async recordSuccess(email, ip) {
      await byEmailIp.delete(emailIpKey(email, ip));
    },
  };
}
