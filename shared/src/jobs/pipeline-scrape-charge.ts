import type { Redis } from "ioredis";

/**
 * The hourly scrape budget of each user (SCRAPE_MAX_PER_HOUR) is one counter in Redis, kept by the API's rate limiter
 * (rate-limiter-flexible stores the points used at `<keyPrefix>:<userId>` with the window as its TTL). Manual scrapes
 * and pipeline runs both draw on it.
 */
export const scrapeRateKeyPrefix = (queuePrefix: string) => `${queuePrefix}:scrape-rate:user`;

/**
 * A pipeline run reserves its maxResults from the budget when it starts (the API does that: the number of sites is
 * known only after discovery). Once the run knows how many scrapes it really queued, the rest goes back, once per run
 * (a retried run must not refund twice), and never below zero nor past the window (KEEPTTL: an expired window is not
 * brought back).
 * KEYS[1] = settled marker, KEYS[2] = budget counter; ARGV = points to give back, marker TTL (s).
 */
const SETTLE_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'EX', ARGV[2], 'NX') then return -1 end
local used = redis.call('GET', KEYS[2])
if not used then return 0 end
local back = math.min(tonumber(used), tonumber(ARGV[1]))
if back > 0 then redis.call('SET', KEYS[2], tonumber(used) - back, 'KEEPTTL') end
return back
`;

/** Gives back what a run reserved and did not use; returns the points given back (-1: already settled). */
export async function settlePipelineScrapeCharge(
  redis: Redis,
  queuePrefix: string,
  run: { id: number; userId: number | null; maxResults: number },
  scrapesQueued: number,
): Promise<number> {
  if (run.userId === null) return 0;
  const unused = Math.max(0, run.maxResults - scrapesQueued);
  const result = await redis.eval(
    SETTLE_SCRIPT,
    2,
    `${queuePrefix}:pipeline-scrape-settled:${run.id}`,
    `${scrapeRateKeyPrefix(queuePrefix)}:${run.userId}`,
    unused,
    2 * 24 * 3600,
  );
  return Number(result);
}
