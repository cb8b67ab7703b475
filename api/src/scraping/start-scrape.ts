import {
  type ScrapeStart,
  type StartScrapeDeps,
  startScrapes as startSharedScrapes,
} from "@cbct/shared/aggregates/scrape-jobs";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { QUEUE_UNAVAILABLE } from "@cbct/shared/jobs/enqueue";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";

export { QUEUE_UNAVAILABLE };

export type StartedScrape = { job: ScrapeJobView; existing: boolean };

function startDeps(deps: AppDeps): StartScrapeDeps {
  return {
    db: deps.db,
    redis: deps.redis,
    queues: deps.queues,
    allowHosts: deps.config.SCRAPER_ALLOW_HOSTS,
    enqueueTimeoutMs: deps.config.ENQUEUE_TIMEOUT_MS,
    clock: deps.clock,
    log: deps.log,
  };
}

/** The shared startScrapes (every caller's way in) for the caller's list of sites, answers in the same order. */
export async function startScrapes(
  deps: AppDeps,
  urls: readonly string[],
  requestedBy: number | null,
): Promise<ScrapeStart[]> {
  return startSharedScrapes(
    startDeps(deps),
    urls.map((url) => ({ url, requestedBy })),
  );
}

/** One site: its refusal thrown as an AppError. */
export async function startScrape(deps: AppDeps, input: string, requestedBy: number | null): Promise<StartedScrape> {
  const [answer] = await startScrapes(deps, [input], requestedBy);
  if (!answer) throw new Error("startScrapes gave no answer");
  // bad_request for an unusable URL, service_unavailable when Redis will not take the job.
  if (!answer.ok)
    throw new AppError(answer.reason === "invalid_url" ? "bad_request" : "service_unavailable", answer.error);
  return { job: answer.job, existing: answer.existing };
}
