import { Redis } from "ioredis";

/**
 * BullMQ needs `maxRetriesPerRequest: null` on connections used by workers (blocking commands must wait out a Redis
 * restart instead of failing). Queues used by the API fail fast instead, so a request never hangs on a dead Redis.
 */
export function createRedis(url: string, role: "worker" | "client"): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === "worker" ? null : 2,
    enableReadyCheck: true,
    lazyConnect: false,
  });
}
