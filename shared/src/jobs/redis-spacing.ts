import type { Redis } from "ioredis";
import { sleep, slotCommands, untilAborted } from "./redis-slot.ts";

export type RedisSpacing = {
  /** Resolves when the caller may send its request; callers across every process are spaced `intervalMs` apart. */
  wait(signal?: AbortSignal): Promise<void>;
  /** Waits for a turn, then runs `task`. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
};

/**
 * A deployment-wide request spacing for an outside API (Nominatim's usage policy: at most one request per second
 * from the whole deployment, however many workers run). Each call atomically reserves the next free start time in
 * Redis and sleeps until it, so N callers get N distinct turns `intervalMs` apart, in arrival order.
 *
 * `name` identifies the API ("nominatim"); `prefix` is the deployment's QUEUE_PREFIX, so test files and deployments
 * sharing one Redis never share a schedule.
 */
export function createRedisSpacing(
  redis: Redis,
  options: { prefix: string; name: string; intervalMs: number },
): RedisSpacing {
  const commands = slotCommands(redis);
  const key = `${options.prefix}:spacing:${options.name}`;
  const wait = async (signal?: AbortSignal) => {
    const delay = await untilAborted(
      commands.cbctReserveSlot(key, `${key}:leases`, options.intervalMs, 0, 0, ""),
      signal,
    );
    if (delay > 0) await sleep(delay, signal);
  };
  return {
    wait,
    async run(task, signal) {
      await wait(signal);
      return task();
    },
  };
}
