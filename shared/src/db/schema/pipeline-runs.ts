import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  PipelineResult,
  PipelineRunStatus,
  PipelineSearchMode,
  PipelineStep,
} from "@cbct/core/contracts/pipeline";
import { users } from "./users.ts";

/**
 * One automated-pipeline run: who started it, where it searched, how far it got and what it produced. Kept after it
 * ends, so past runs can be listed. Its status is written only by `aggregates/pipeline-runs.ts` (the run's state
 * machine is drawn there).
 */
export const pipelineRuns = pgTable(
  "pipeline_runs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    mode: text().$type<PipelineSearchMode>().notNull(),
    zipCode: text(),
    city: text(),
    state: text(),
    maxResults: integer().notNull(),
    autoSync: boolean().notNull().default(true),
    status: text().$type<PipelineRunStatus>().notNull().default("queued"),
    step: text().$type<PipelineStep>(),
    currentStep: text().notNull().default("Starting pipeline..."),
    stepDetails: text(),
    progress: integer().notNull().default(0),
    // Set by POST /api/pipeline/stop; the worker sees it within a second and ends the run as cancelled.
    cancelRequested: boolean().notNull().default(false),
    // The scraping_jobs rows this run waits for (some may be shared with a scrape another user started).
    scrapingJobIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // The leads this run found or updated, for the organised sheets and the summary.
    practiceIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    warnings: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    result: jsonb().$type<PipelineResult>(),
    errorMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active run per user, enforced by Postgres so two API processes cannot both start one.
    uniqueIndex("pipeline_runs_active_user_unique")
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("pipeline_runs_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export type PipelineRun = typeof pipelineRuns.$inferSelect;
