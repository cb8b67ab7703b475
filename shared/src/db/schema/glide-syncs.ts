import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { pipelineRuns } from "./pipeline-runs.ts";
import { users } from "./users.ts";

export const GLIDE_SYNC_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type GlideSyncStatus = (typeof GLIDE_SYNC_STATUSES)[number];

/**
 * One sync of every lead to the Glide table (issue 20): who asked (a user's button, or a pipeline run's auto-sync),
 * where it is, and what Glide really took. Written only by `aggregates/glide-syncs.ts`.
 */
export const glideSyncs = pgTable(
  "glide_syncs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pipelineRunId: integer().references(() => pipelineRuns.id, { onDelete: "set null" }),
    requestedBy: integer().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<GlideSyncStatus>().notNull().default("queued"),
    /** Rows this sync asked Glide to add or update (unchanged rows are not sent: Glide bills every update). */
    rowsSent: integer().notNull().default(0),
    rowsAdded: integer().notNull().default(0),
    rowsUpdated: integer().notNull().default(0),
    rowsUnchanged: integer().notNull().default(0),
    /** Rows sent that Glide did not confirm (the request that failed, and nothing after it). */
    rowsFailed: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One sync at a time for the whole deployment: two at once would both add the leads that have no Glide row yet.
    uniqueIndex("glide_syncs_one_active")
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("glide_syncs_run_idx").on(t.pipelineRunId),
  ],
);

export type GlideSync = typeof glideSyncs.$inferSelect;
