import { scrapeRateKeyPrefix } from "@cbct/shared/jobs/pipeline-scrape-charge";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";
import { createRateLimit, tryAgainIn } from "../http/rate-limit.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export type PipelineCharge = {
  /** Gives everything back: the run was not started after all (a conflict, the queue down). */
  refund(): Promise<void>;
};

/**
 * What a pipeline run costs its user before it starts: one of PIPELINE_MAX_RUNS_PER_HOUR, and its maxResults from the
 * same hourly scrape budget (SCRAPE_MAX_PER_HOUR) that manual scrapes use. How many sites a run will scrape is known
 * only after discovery, so the most it may scrape is reserved; the worker gives back what it did not use
 * (settlePipelineScrapeCharge). A run that would pass the budget is refused up front with what is still allowed.
 */
export function createPipelineAdmission(deps: AppDeps) {
  const { config } = deps;
  const scrapes = createRateLimit(deps.redis, {
    keyPrefix: scrapeRateKeyPrefix(config.QUEUE_PREFIX),
    points: config.SCRAPE_MAX_PER_HOUR,
    durationSeconds: 3600,
  });
  const runs = createRateLimit(deps.redis, {
    keyPrefix: `${config.QUEUE_PREFIX}:pipeline-runs:user`,
    points: config.PIPELINE_MAX_RUNS_PER_HOUR,
    durationSeconds: 3600,
  });

  return async function admit(userId: number, maxResults: number): Promise<PipelineCharge> {
    const key = String(userId);
    const runWait = await runs.take(key, 1);
    if (runWait !== null) {
      throw new AppError(
        "too_many_requests",
        `You have started ${plural(config.PIPELINE_MAX_RUNS_PER_HOUR, "pipeline run")} this hour, the most allowed. ${tryAgainIn(runWait)}`,
        { headers: { "Retry-After": String(runWait) } },
      );
    }
    const scrapeWait = await scrapes.take(key, maxResults);
    if (scrapeWait !== null) {
      await runs.refund(key, 1);
      // Only a hint for the message: a store that cannot say must not turn the 429 into a 500.
      const left = await scrapes.remaining(key).catch(() => null);
      const leftText = left === null ? "" : `: you may still start ${plural(left, "scrape")} this hour`;
      throw new AppError(
        "too_many_requests",
        `This run may scrape up to ${plural(maxResults, "website")}, more than your hourly scrape limit leaves` +
          `${leftText}. Lower "max results" or ${tryAgainIn(scrapeWait).replace(/^T/, "t")}`,
        { headers: { "Retry-After": String(scrapeWait) } },
      );
    }
    return {
      async refund() {
        await Promise.all([runs.refund(key, 1), scrapes.refund(key, maxResults)]);
      },
    };
  };
}
