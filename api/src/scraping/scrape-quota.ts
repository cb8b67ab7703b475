import { countActiveScrapesByUser } from "@cbct/shared/db/queries/scrape-quota";
import { scrapeRateKeyPrefix } from "@cbct/shared/jobs/pipeline-scrape-charge";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";
import { createRateLimit, tryAgainIn } from "../http/rate-limit.ts";

/**
 * Per-user limits on scraping, so one account (or a script with its cookie) cannot flood the queue: at most
 * SCRAPE_MAX_PER_HOUR sites started per hour and SCRAPE_MAX_PENDING_PER_USER waiting or running at once.
 */
export function createScrapeQuota(deps: AppDeps) {
  const { config } = deps;
  const perHour = createRateLimit(deps.redis, {
    keyPrefix: scrapeRateKeyPrefix(config.QUEUE_PREFIX),
    points: config.SCRAPE_MAX_PER_HOUR,
    durationSeconds: 3600,
  });
  const max = config.SCRAPE_MAX_PENDING_PER_USER;

  /** What `userId` may still start: this hour, and before the waiting-or-running limit is reached. */
  async function remaining(userId: number): Promise<{ thisHour: number; pendingSlots: number }> {
    const [thisHour, active] = await Promise.all([
      perHour.remaining(String(userId)),
      countActiveScrapesByUser(deps.db, userId),
    ]);
    return { thisHour, pendingSlots: Math.max(0, max - active) };
  }

  /** Throws a 429 when `userId` may not start `count` more scrapes now. */
  async function admit(userId: number, count: number): Promise<void> {
    const key = String(userId);
    const wait = await perHour.take(key, count);
    if (wait !== null) {
      throw new AppError("too_many_requests", `Too many scrapes started. ${tryAgainIn(wait)}`, {
        headers: { "Retry-After": String(wait) },
      });
    }
    const active = await countActiveScrapesByUser(deps.db, userId);
    if (active + count > max) {
      await perHour.refund(key, count);
      throw new AppError(
        "too_many_requests",
        `You already have ${active} scrape${active === 1 ? "" : "s"} waiting or running. Start more when some have finished.`,
        { headers: { "Retry-After": "60" } },
      );
    }
  }

  return Object.assign(admit, { remaining });
}
