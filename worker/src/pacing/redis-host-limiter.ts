import { randomUUID } from "node:crypto";
import { sleep, slotCommands, untilAborted } from "./redis-slot.ts";
import type { Redis } from "ioredis";
import type { HostGate, RunOptions } from "./host-limiter.ts";

/** How late past its reserved start a request may still be sent. */
const LATE_MS = 30;

export type RedisHostLimiterOptions = {
  /** Most requests in flight to one origin at a time, across every worker process. */
  concurrency: number;
  /** Least time between two request starts to one origin, across every worker process. */
  delayMs: number;
  /** Keys live under `<prefix>:polite:` (the deployment's QUEUE_PREFIX). */
  prefix: string;
  /**
   * How long a request slot is held without renewal. A running request renews it every third of this; a worker
   * killed mid-request stops renewing, so its slot frees itself after at most this long.
   */
  leaseMs?: number;
  /** Wait between two tries while the origin's concurrency is used up (jittered, so workers do not poll in step). */
  pollMs?: number;
};

/**
 * Politeness per origin for the whole deployment: every worker process on every machine reserves its request start
 * in Redis (one Lua step: concurrency cap, then the origin's next free start time, spaced by the larger of
 * SCRAPER_HOST_DELAY_MS and robots.txt's Crawl-delay), so N workers never hit one practice site N times harder.
 */
export class RedisHostLimiter implements HostGate {
  private readonly commands;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisHostLimiterOptions,
  ) {
    this.commands = slotCommands(redis);
    this.leaseMs = options.leaseMs ?? 15_000;
    this.pollMs = options.pollMs ?? 50;
  }

  async run<T>(key: string, task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
    const { signal } = options;
    const base = `${this.options.prefix}:polite:${key}`;
    const leases = `${base}:leases`;
    const spacing = Math.max(this.options.delayMs, options.delayMs ?? 0);
    const token = randomUUID();
    for (;;) {
      const wait = await untilAborted(
        this.commands.cbctReserveSlot(`${base}:next`, leases, spacing, this.options.concurrency, this.leaseMs, token),
        signal,
      );
      if (wait >= 0) {
        const due = performance.now() + wait;
        try {
          if (wait > 0) await sleep(wait, signal);
        } catch (err) {
          void this.redis.zrem(leases, token).catch(() => {});
          throw err;
        }
        // This process stalled past its turn (a busy event loop, a GC pause): sending now could land right before
        // the next turn's holder, so the turn is given up and a new one reserved.
        if (performance.now() - due <= LATE_MS) break;
        await this.redis.zrem(leases, token).catch(() => {});
        continue;
      }
      await sleep(this.pollMs + Math.random() * this.pollMs, signal);
    }
    const renew = setInterval(
      () => void this.commands.cbctRenewSlot(leases, this.leaseMs, token).catch(() => {}),
      Math.max(100, this.leaseMs / 3),
    );
    renew.unref();
    try {
      return await task();
    } finally {
      clearInterval(renew);
      await this.redis.zrem(leases, token).catch(() => {});
    }
  }
}
