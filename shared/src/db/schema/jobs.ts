import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { practices } from "./practices.ts";
import { users } from "./users.ts";

import { ACTIVE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from "@cbct/core/vocabulary/jobs";

// The lists live in the browser-safe vocabulary; re-exported for the server code that imports them from here.
export { ACTIVE_JOB_STATUSES, JOB_STATUSES, type JobStatus };

export const scrapingJobs = pgTable(
  "scraping_jobs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // The BullMQ job id; the API hands it to the browser for polling.
    jobId: text().notNull(),
    status: text().$type<JobStatus>().notNull().default("pending"),
    practiceUrl: text().notNull(),
    practiceId: integer().references(() => practices.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    errorMessage: text(),
    retryCount: integer().notNull().default(0),
    extractedData: jsonb(),
    // Not in the spec: the normalised site the job crawls. A partial unique index on it makes "the same site already
    // pending or running gives back the existing job" atomic across API processes.
    websiteDomain: text().notNull(),
    // Not in the spec: who asked, and when (the jobs list is newest first).
    requestedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("scraping_jobs_job_id_unique").on(t.jobId),
    uniqueIndex("scraping_jobs_active_domain_unique")
      .on(t.websiteDomain)
      .where(sql`${t.status} in ('pending', 'running')`),
    index("scraping_jobs_created_idx").on(t.createdAt.desc()),
    // A user's own recent jobs (the jobs panel), without reading everyone's.
    index("scraping_jobs_requested_by_idx").on(t.requestedBy, t.createdAt.desc()),
    // Migration 0010: only the states of the scrape job aggregate (shared/src/aggregates/scrape-jobs.ts).
    check("scraping_jobs_status_check", sql`${t.status} in ('pending', 'running', 'completed', 'failed', 'cancelled')`),
  ],
);

export type ScrapingJob = typeof scrapingJobs.$inferSelect;
export type NewScrapingJob = typeof scrapingJobs.$inferInsert;
