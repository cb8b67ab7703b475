/**
 * Pacing: everything that decides when the worker may send the next request or start the next task. Pick by who must
 * be protected and how far the limit has to reach:
 *
 * - Per-host politeness toward practice websites (crawler, robots.txt, sitemaps), behind one `HostGate` interface:
 *   - `RedisHostLimiter`: across every worker process of the deployment (the default when Redis is there). Each request
 *     start is reserved by one Lua step in Redis (`redis-slot.ts`: concurrency cap by expiring leases, next free start
 *     time on Redis's clock), so N workers never hit one site N times harder and a killed worker frees its slot.
 *   - `HostLimiter`: the same rules inside one process (tests, tools, a worker without Redis).
 *   `HostLimiter.keyOf(url)` is the key both use (host and effective port).
 * - A deployment-wide gate toward a third-party API whose usage policy counts the whole application (Nominatim: one
 *   request per second): `redisRateGate` (a Redis key with NX and a PX expiry is the turn), or `localRateGate` in one
 *   process.
 * - In-process concurrency, where nothing outside the process is at stake:
 *   - `Semaphore`: a counting semaphore whose waiters can give up (browser pages open at once).
 *   - `mapLimit`: a function over a list with at most N calls in flight, results in input order (pipeline steps).
 *
 * Not here: the API's own request budgets (api/src/http/rate-limit.ts, login attempts), which refuse callers rather
 * than pace the worker, and retry back-off, which belongs to each client's error handling.
 */
export { HostLimiter, type HostGate, type HostLimiterOptions, type RunOptions } from "./host-limiter.ts";
export { mapLimit } from "./map-limit.ts";
export { localRateGate, type RateGate, redisRateGate } from "./rate-gate.ts";
export { RedisHostLimiter, type RedisHostLimiterOptions } from "./redis-host-limiter.ts";
export { Semaphore } from "./semaphore.ts";
