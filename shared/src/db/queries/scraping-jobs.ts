import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import type { Db } from "../client.ts";
import { type ScrapingJob, scrapingJobs } from "../schema/jobs.ts";
import { practices } from "../schema/practices.ts";

/*
 * Reads of scrape jobs (lists, one job, the wire view). Every write of a job's status is in
 * shared/src/aggregates/scrape-jobs.ts, which lists the state machine.
 */

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
