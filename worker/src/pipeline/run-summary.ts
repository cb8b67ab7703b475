import type { Db } from "@cbct/shared/db/client";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { isCbctConfirmed, isHighPriority } from "@cbct/core/domain/sheets/organized-sheets";
import { and, eq, inArray } from "drizzle-orm";

const MAX_SCRAPE_WARNINGS = 25;

/** The result's line for a stopped run: how many of its websites were never scraped. */
export const cancelledLine = (n: number) =>
  `${n} website${n === 1 ? " was" : "s were"} not scraped: the pipeline was stopped first`;

/**
 * The scored part of the result: the leads whose website this run scraped successfully (processed), their CBCT and
 * priority counts and total lead score (the page shows totalScore / processed as the average), a readable line
 * per website that could not be scraped, and one line counting the websites a stop cancelled before they began.
 */
export async function scrapeOutcome(db: Db, scrapingJobIds: number[]) {
  if (scrapingJobIds.length === 0) {
    return { processed: 0, summary: { cbctConfirmed: 0, highPriority: 0, totalScore: 0 }, warnings: [] as string[] };
  }
  const done = await db
    .select({
      cbctStatus: practices.cbctStatus,
      leadType: practices.leadType,
      disqualified: practices.disqualified,
      leadScore: practices.leadScore,
    })
    .from(scrapingJobs)
    .innerJoin(practices, eq(practices.id, scrapingJobs.practiceId))
    .where(and(inArray(scrapingJobs.id, scrapingJobIds), eq(scrapingJobs.status, "completed")));
  // Read by status: a stopped run's scrapes that never began are `cancelled`, not failures of the site.
  const ended = await db
    .select({ url: scrapingJobs.practiceUrl, error: scrapingJobs.errorMessage, status: scrapingJobs.status })
    .from(scrapingJobs)
    .where(and(inArray(scrapingJobs.id, scrapingJobIds), inArray(scrapingJobs.status, ["failed", "cancelled"])));
  const failed = ended.filter((row) => row.status === "failed");
  const cancelled = ended.length - failed.length;
  const warnings = failed
    .slice(0, MAX_SCRAPE_WARNINGS)
    .map((f) => `${f.url} could not be scraped: ${f.error ?? "unknown error"}`);
  if (failed.length > MAX_SCRAPE_WARNINGS)
    warnings.push(`${failed.length - MAX_SCRAPE_WARNINGS} more websites could not be scraped`);
  if (cancelled > 0) warnings.push(cancelledLine(cancelled));
  return {
    processed: done.length,
    summary: {
      cbctConfirmed: done.filter(isCbctConfirmed).length,
      highPriority: done.filter(isHighPriority).length,
      totalScore: done.reduce((s, l) => s + l.leadScore, 0),
    },
    warnings,
  };
}
