import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ScrapeJobView } from "../../contracts/scraping.ts";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { type ScrapingJob, scrapingJobs } from "../schema/jobs.ts";
import { practices } from "../schema/practices.ts";

const ACTIVE = ["pending", "running"] as const;

export type NewScrapeRequest = { jobId: string; url: string; websiteDomain: string; requestedBy: number | null };

/**
 * Starts tracking a scrape of a site, or hands back the one already pending or running for it. The partial unique
 * index on websiteDomain (active rows only) makes this atomic across API processes: the insert does nothing when an
 * active row exists, and that row is read instead. If it finished between the two statements, try again.
 */
export async function createOrReuseScrapeJob(
  db: Db,
  request: NewScrapeRequest,
): Promise<{ job: ScrapingJob; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(scrapingJobs)
      .values({
        jobId: request.jobId,
        status: "pending",
        practiceUrl: request.url,
        websiteDomain: request.websiteDomain,
        requestedBy: request.requestedBy,
      })
      // Literal values, not parameters: Postgres must see that this predicate matches the partial index's.
      .onConflictDoNothing({ target: scrapingJobs.websiteDomain, where: sql`status in ('pending', 'running')` })
      .returning();
    if (inserted[0]) return { job: inserted[0], created: true };
    const active = await db
      .select()
      .from(scrapingJobs)
      .where(and(eq(scrapingJobs.websiteDomain, request.websiteDomain), inArray(scrapingJobs.status, [...ACTIVE])))
      .limit(1);
    if (active[0]) return { job: active[0], created: false };
  }
  throw new Error(`Could not create or find a scraping job for ${request.websiteDomain}`);
}

/** The job could not be queued: fail the row so it never waits for a worker that will not come. */
export async function markScrapeJobUnqueued(db: Db, id: number, message: string, at: Date): Promise<void> {
  await db
    .update(scrapingJobs)
    .set({ status: "failed", errorMessage: message, completedAt: at })
    // Only a still-pending row: if a slow add landed after all and a worker took the job, the worker owns it.
    .where(and(eq(scrapingJobs.id, id), eq(scrapingJobs.status, "pending")));
}

export async function recordScrapeStarted(db: Db, job: ScrapingJob): Promise<void> {
  await db.insert(activityLog).values({
    type: "scrape_started",
    message: `Scraping started for ${job.practiceUrl}`,
    practiceId: job.practiceId,
    metadata: { jobId: job.jobId, scrapingJobId: job.id, websiteDomain: job.websiteDomain, userId: job.requestedBy },
  });
}

export type ScrapeJobFilter = {
  limit: number;
  /** Only the jobs this user started. */
  requestedBy?: number | undefined;
  /** Only these jobs (BullMQ job ids). */
  jobIds?: readonly string[] | undefined;
};

/** Newest first, each with the live lead it wrote (so a list can say what came of it and link to it). */
export async function listScrapeJobs(db: Db, filter: ScrapeJobFilter): Promise<ScrapeJobView[]> {
  const conditions = [];
  if (filter.requestedBy !== undefined) conditions.push(eq(scrapingJobs.requestedBy, filter.requestedBy));
  if (filter.jobIds) conditions.push(inArray(scrapingJobs.jobId, [...filter.jobIds]));
  const rows = await db
    .select({
      job: scrapingJobs,
      leadId: practices.id,
      practiceName: practices.practiceName,
      cbctStatus: practices.cbctStatus,
      leadScore: practices.leadScore,
    })
    .from(scrapingJobs)
    .leftJoin(practices, and(eq(practices.id, scrapingJobs.practiceId), isNull(practices.deletedAt)))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(scrapingJobs.createdAt), desc(scrapingJobs.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...toScrapeJobView(row.job),
    lead:
      row.leadId === null
        ? null
        : {
            id: row.leadId,
            practiceName: row.practiceName ?? "",
            cbctStatus: row.cbctStatus ?? "not_detected",
            leadScore: row.leadScore,
          },
  }));
}

export async function getScrapeJobByJobId(db: Db, jobId: string): Promise<ScrapingJob | null> {
  const rows = await db.select().from(scrapingJobs).where(eq(scrapingJobs.jobId, jobId)).limit(1);
  return rows[0] ?? null;
}

export function toScrapeJobView(job: ScrapingJob): ScrapeJobView {
  return {
    id: job.id,
    jobId: job.jobId,
    status: job.status,
    practiceUrl: job.practiceUrl,
    practiceId: job.practiceId,
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
    errorMessage: job.errorMessage,
    retryCount: job.retryCount,
    extractedData: job.extractedData ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}
