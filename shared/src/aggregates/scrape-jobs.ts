import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import type { Db } from "../db/client.ts";
import { toScrapeJobView } from "../db/queries/scraping-jobs.ts";
import { activityLog } from "../db/schema/activity.ts";
import { ACTIVE_JOB_STATUSES, type ScrapingJob, scrapingJobs } from "../db/schema/jobs.ts";
import type { Practice } from "../db/schema/practices.ts";
import type { Queues } from "../jobs/catalog.ts";
import { enqueueBulk, QUEUE_UNAVAILABLE } from "../jobs/enqueue.ts";
import type { Logger } from "../log/create-logger.ts";
import { parseSiteUrl } from "../net/site-url.ts";
import { type ScrapeOutcome, upsertScrapedLead } from "./leads/index.ts";

/**
 * The scrape job aggregate: the one module that writes `scraping_jobs.status`. Every transition is a function here,
 * and every update is guarded by the states it may leave, so a terminal state is never left and two writers racing
 * (the API giving up on a slow enqueue, a worker taking the job) cannot both win.
 *
 *   (none)  -> pending    createScrapeJobs           startScrapes: a new row per site with nothing active
 *   pending -> running    markJobRunning             a worker takes the job (also running -> running: a stalled job
 *                                                     taken again, with its new attempt count)
 *   running -> pending    markJobRetrying            an attempt failed and BullMQ will retry it
 *   running -> completed  completeScrape             the lead was saved (the leads aggregate's upsertScrapedLead)
 *                                                     and the job completed, in one transaction
 *   pending|running -> failed
 *                         markJobFailed              a permanent error, the last attempt, or BullMQ gave up
 *   pending -> failed     endUnqueuedScrapeJobs      startScrapes: Redis would not take the job(s)
 *   pending -> cancelled  cancelPipelineScrapes      the pipeline run that queued it was stopped before it began
 *
 * completed, failed and cancelled are terminal. pending and running are "active": the partial unique index
 * scraping_jobs_active_domain_unique allows one active row per site, which is how a second start of the same site
 * gets the running job back ("Already scraping this site"). That is why a row must never stay active without a job
 * in the queue: startScrapes ends the rows it created when their enqueue fails.
 */

/** The database or an open transaction (completion is written inside the lead's transaction). */
type Tx = Pick<Db, "update">;

const ACTIVE = [...ACTIVE_JOB_STATUSES];

/** What a stopped pipeline leaves on the scrapes it had queued (the jobs panel shows it under the Cancelled badge). */
export const PIPELINE_STOPPED_MESSAGE = "The pipeline was stopped before this site was scraped";

/** BullMQ job ids of the scrapes a run started: the prefix tells them from scrapes other people started. */
export const pipelineScrapeJobId = (runId: number, uuid: string) => `pipeline-${runId}-${uuid}`;

// ---------------------------------------------------------------------------------------------------------------
// Starting: (none) -> pending, and pending -> failed when the queue will not take the jobs.
// ---------------------------------------------------------------------------------------------------------------

export type NewScrapeRequest = { jobId: string; url: string; websiteDomain: string; requestedBy: number | null };

/**
 * Starts tracking a scrape of each site, or hands back the one already pending or running for it; the answers are in
 * the order of the requests (which must name distinct sites). The partial unique index on websiteDomain (active rows
 * only) makes this atomic across processes: the insert skips a site that has an active row, and that row is read
 * instead. A row that finished between the two statements leaves its site for the next round.
 */
export async function createScrapeJobs(
  db: Db,
  requests: readonly NewScrapeRequest[],
): Promise<{ job: ScrapingJob; created: boolean }[]> {
  const answers = new Array<{ job: ScrapingJob; created: boolean }>(requests.length);
  let left = requests.map((request, index) => ({ request, index }));
  for (let round = 0; round < 5 && left.length > 0; round++) {
    const inserted = await db
      .insert(scrapingJobs)
      .values(
        left.map(({ request }) => ({
          jobId: request.jobId,
          status: "pending" as const,
          practiceUrl: request.url,
          websiteDomain: request.websiteDomain,
          requestedBy: request.requestedBy,
        })),
      )
      // Literal values, not parameters: Postgres must see that this predicate matches the partial index's.
      .onConflictDoNothing({ target: scrapingJobs.websiteDomain, where: sql`status in ('pending', 'running')` })
      .returning();
    const insertedBySite = new Map(inserted.map((job) => [job.websiteDomain, job]));
    const taken = left.filter(({ request }) => !insertedBySite.has(request.websiteDomain));
    for (const { request, index } of left) {
      const job = insertedBySite.get(request.websiteDomain);
      if (job) answers[index] = { job, created: true };
    }
    if (taken.length === 0) return answers;
    const active = await db
      .select()
      .from(scrapingJobs)
      .where(
        and(
          inArray(
            scrapingJobs.websiteDomain,
            taken.map(({ request }) => request.websiteDomain),
          ),
          inArray(scrapingJobs.status, ACTIVE),
        ),
      );
    const activeBySite = new Map(active.map((job) => [job.websiteDomain, job]));
    for (const { request, index } of taken) {
      const job = activeBySite.get(request.websiteDomain);
      if (job) answers[index] = { job, created: false };
    }
    left = taken.filter(({ request }) => !activeBySite.has(request.websiteDomain));
  }
  if (left.length > 0) {
    const sites = left.map(({ request }) => request.websiteDomain).join(", ");
    throw new Error(`Could not create or find a scraping job for ${sites}`);
  }
  return answers;
}

/** One site: see createScrapeJobs. */
export async function createOrReuseScrapeJob(
  db: Db,
  request: NewScrapeRequest,
): Promise<{ job: ScrapingJob; created: boolean }> {
  const [answer] = await createScrapeJobs(db, [request]);
  if (!answer) throw new Error(`Could not create or find a scraping job for ${request.websiteDomain}`);
  return answer;
}

/**
 * The jobs of these rows could not be queued: fail the rows, so none waits for a worker that will not come and the
 * site can be started again at once. Only still-pending rows: if a slow add landed after all and a worker took the
 * job, the worker owns the row.
 */
export async function endUnqueuedScrapeJobs(db: Db, ids: readonly number[], message: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(scrapingJobs)
    .set({ status: "failed", errorMessage: message, completedAt: at })
    .where(and(inArray(scrapingJobs.id, [...ids]), eq(scrapingJobs.status, "pending")));
}

async function recordScrapesStarted(db: Db, jobs: readonly ScrapingJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.insert(activityLog).values(
    jobs.map((job) => ({
      type: "scrape_started",
      message: `Scraping started for ${job.practiceUrl}`,
      practiceId: job.practiceId,
      metadata: { jobId: job.jobId, scrapingJobId: job.id, websiteDomain: job.websiteDomain, userId: job.requestedBy },
    })),
  );
}

export type StartScrapeDeps = {
  db: Db;
  /** The queues' connection: a connection that is down refuses at once (see enqueue.ts). */
  redis?: Redis | undefined;
  queues: Queues;
  /** Private hosts the scraper may reach (SCRAPER_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** How long to wait for Redis to take the jobs before giving up (ENQUEUE_TIMEOUT_MS). */
  enqueueTimeoutMs: number;
  clock?: (() => Date) | undefined;
  log?: Pick<Logger, "error"> | undefined;
};

/** One site to scrape, and who asked (null: the system, e.g. the background refresh). */
export type ScrapeRequest = { url: string; requestedBy: number | null };

export type StartScrapesOptions = {
  /** BullMQ priority (higher number = later): background refreshes yield to scrapes a user is waiting for. */
  priority?: number | undefined;
  /** The BullMQ job id of a new row from a fresh UUID (a pipeline run prefixes its own, see pipelineScrapeJobId). */
  jobId?: ((uuid: string) => string) | undefined;
};

/**
 * What became of one request. `existing`: the site was already pending or running (someone else's scrape, or an
 * earlier entry of the same call), and this is that job. `invalid_url`: the text is not a site we may scrape;
 * `queue_unavailable`: Redis would not take the job (its row was failed; `detail` says what Redis did).
 */
export type ScrapeStart =
  | { ok: true; input: string; job: ScrapeJobView; existing: boolean }
  | { ok: false; input: string; reason: "invalid_url"; error: string }
  | { ok: false; input: string; reason: "queue_unavailable"; error: string; detail: string };

/**
 * The one way scrapes start (POST /api/scraping/start and bulk-start, the background refresh, a pipeline run, the
 * benchmark): validate each site URL, create the rows (or reuse the active row of a site: one scrape per site at a
 * time), add every new job in one bulk enqueue and log the starts. When the enqueue fails, the rows it created are
 * failed in the same call, so no site is left "Already scraping" without a job. Answers are in the order of `requests`.
 */
export async function startScrapes(
  deps: StartScrapeDeps,
  requests: readonly ScrapeRequest[],
  options: StartScrapesOptions = {},
): Promise<ScrapeStart[]> {
  const answers = new Array<ScrapeStart>(requests.length);
  // Distinct sites in first-seen order; later entries of the same site share the first one's job.
  const sites = new Map<string, { url: string; requestedBy: number | null; entries: number[] }>();
  for (const [index, request] of requests.entries()) {
    const parsed = parseSiteUrl(request.url, [...deps.allowHosts]);
    if (!parsed.ok) {
      answers[index] = { ok: false, input: request.url, reason: "invalid_url", error: parsed.error };
      continue;
    }
    const site = sites.get(parsed.value.domain);
    if (site) site.entries.push(index);
    else sites.set(parsed.value.domain, { url: parsed.value.url, requestedBy: request.requestedBy, entries: [index] });
  }
  const siteList = [...sites];
  const newJobId = options.jobId ?? ((uuid: string) => uuid);
  const rows = await createScrapeJobs(
    deps.db,
    siteList.map(([domain, site]) => ({
      jobId: newJobId(randomUUID()),
      url: site.url,
      websiteDomain: domain,
      requestedBy: site.requestedBy,
    })),
  );
  const created = rows.filter((row) => row.created).map((row) => row.job);
  let queueError: string | null = null;
  try {
    await enqueueBulk(
      { queues: deps.queues, redis: deps.redis, timeoutMs: deps.enqueueTimeoutMs },
      "scrape-site",
      created.map((job) => ({
        payload: {
          scrapingJobId: job.id,
          url: job.practiceUrl,
          websiteDomain: job.websiteDomain,
          requestedBy: job.requestedBy,
        },
        options: { jobId: job.jobId, ...(options.priority ? { priority: options.priority } : {}) },
      })),
    );
  } catch (err) {
    queueError = err instanceof Error ? err.message : String(err);
    deps.log?.error("enqueue failed", { jobIds: created.map((job) => job.jobId), error: err });
    await endUnqueuedScrapeJobs(
      deps.db,
      created.map((job) => job.id),
      `Could not queue the job: ${queueError}`,
      deps.clock?.() ?? new Date(),
    );
  }
  if (queueError === null) await recordScrapesStarted(deps.db, created);
  for (const [k, [, site]] of siteList.entries()) {
    const row = rows[k]!;
    for (const [n, index] of site.entries.entries()) {
      const input = requests[index]!.url;
      answers[index] =
        row.created && queueError !== null
          ? { ok: false, input, reason: "queue_unavailable", error: QUEUE_UNAVAILABLE, detail: queueError }
          : { ok: true, input, job: toScrapeJobView(row.job), existing: !row.created || n > 0 };
    }
  }
  return answers;
}

export type StartScrapeResult =
  | { ok: true; job: ScrapeJobView; existing: boolean }
  | { ok: false; reason: "invalid_url" | "queue_unavailable"; error: string };

/** One site: startScrapes with a single request. */
export async function startScrape(
  deps: StartScrapeDeps,
  input: string,
  requestedBy: number | null,
  options: StartScrapesOptions = {},
): Promise<StartScrapeResult> {
  const [answer] = await startScrapes(deps, [{ url: input, requestedBy }], options);
  if (!answer) throw new Error("startScrapes gave no answer");
  if (answer.ok) return { ok: true, job: answer.job, existing: answer.existing };
  return { ok: false, reason: answer.reason, error: answer.error };
}

// ---------------------------------------------------------------------------------------------------------------
// Working: the worker's transitions (pending -> running -> pending | completed | failed).
// ---------------------------------------------------------------------------------------------------------------

/**
 * pending|running -> running. False when the row is already terminal (the API gave up queueing it, the pipeline was
 * stopped): the job must not run.
 */
export async function markJobRunning(db: Db, id: number, retryCount: number): Promise<boolean> {
  const rows = await db
    .update(scrapingJobs)
    .set({ status: "running", startedAt: new Date(), retryCount })
    .where(and(eq(scrapingJobs.id, id), inArray(scrapingJobs.status, ACTIVE)))
    .returning({ id: scrapingJobs.id });
  return rows.length > 0;
}

/** running -> pending: a failed attempt that BullMQ will retry, with the reason shown to the user meanwhile. */
export async function markJobRetrying(db: Db, id: number, retryCount: number, message: string): Promise<void> {
  await db
    .update(scrapingJobs)
    .set({ status: "pending", retryCount, errorMessage: message })
    .where(and(eq(scrapingJobs.id, id), eq(scrapingJobs.status, "running")));
}

/**
 * pending|running -> failed, with an activity row. Idempotent: a terminal row is left as it is. Returns whether this
 * call failed it.
 */
export async function markJobFailed(db: Db, id: number, message: string, retryCount?: number): Promise<boolean> {
  const rows = await db
    .update(scrapingJobs)
    .set({
      status: "failed",
      errorMessage: message,
      completedAt: new Date(),
      ...(retryCount === undefined ? {} : { retryCount }),
    })
    .where(and(eq(scrapingJobs.id, id), inArray(scrapingJobs.status, ACTIVE)))
    .returning({ id: scrapingJobs.id, url: scrapingJobs.practiceUrl });
  const row = rows[0];
  if (row) {
    await db.insert(activityLog).values({
      type: "scrape_failed",
      message: `Scraping ${row.url} failed: ${message}`,
      metadata: { scrapingJobId: id },
    });
  }
  return rows.length > 0;
}

/**
 * running -> completed: the scrape's lead is saved (upsertScrapedLead, the leads aggregate) and the job completed
 * with it, in one transaction, so a completed row always has its lead. A job already terminal (cancelled, failed)
 * stays as it is: the lead the scrape found is still saved, since the site was read and what it says is true.
 */
export async function completeScrape(db: Db, scrapingJobId: number, outcome: ScrapeOutcome): Promise<Practice> {
  return db.transaction(async (tx) => {
    const practice = await upsertScrapedLead(tx, scrapingJobId, outcome);
    await completeScrapeJob(tx, scrapingJobId, { practiceId: practice.id, extractedData: outcome.extractedData });
    return practice;
  });
}

/** The job half of completeScrape (exported for the state machine's tests): guarded like every transition. */
export async function completeScrapeJob(
  tx: Tx,
  id: number,
  outcome: { practiceId: number; extractedData: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(scrapingJobs)
    .set({
      status: "completed",
      completedAt: new Date(),
      practiceId: outcome.practiceId,
      errorMessage: null,
      extractedData: outcome.extractedData,
    })
    .where(and(eq(scrapingJobs.id, id), inArray(scrapingJobs.status, ACTIVE)));
}

// ---------------------------------------------------------------------------------------------------------------
// Stopping: pending -> cancelled.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Cancels the scrapes a pipeline run started that have not begun: their queued jobs are removed and their rows
 * cancelled. Scrapes already running finish and keep their lead (what was processed stays); a scrape someone else
 * started and the run only waited for is not the run's to cancel (its job id has no `pipeline-<run>-` prefix).
 * Returns how many were cancelled.
 */
export async function cancelPipelineScrapes(
  db: Db,
  queues: Queues,
  runId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const pending = await db
    .select({ id: scrapingJobs.id, jobId: scrapingJobs.jobId })
    .from(scrapingJobs)
    .where(
      and(
        inArray(scrapingJobs.id, [...ids]),
        eq(scrapingJobs.status, "pending"),
        like(scrapingJobs.jobId, `pipeline-${runId}-%`),
      ),
    );
  const removable: number[] = [];
  for (const row of pending) {
    const job = await queues.scrape.getJob(row.jobId);
    // remove() refuses a job a worker holds: that one is running now and will finish.
    const removed = job
      ? await job.remove().then(
          () => true,
          () => false,
        )
      : true;
    if (removed) removable.push(row.id);
  }
  if (removable.length === 0) return 0;
  const rows = await db
    .update(scrapingJobs)
    .set({ status: "cancelled", errorMessage: PIPELINE_STOPPED_MESSAGE, completedAt: new Date() })
    .where(and(inArray(scrapingJobs.id, removable), eq(scrapingJobs.status, "pending")))
    .returning({ id: scrapingJobs.id });
  return rows.length;
}
