import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { practices } from "./practices.ts";

export const activityLog = pgTable(
  "activity_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // e.g. scrape_started, scrape_completed, scrape_failed, lead_updated, leads_cleared, score_recalculated
    type: text().notNull(),
    message: text().notNull(),
    practiceId: integer().references(() => practices.id, { onDelete: "set null" }),
    metadata: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_log_created_idx").on(t.createdAt.desc())],
);

export type Activity = typeof activityLog.$inferSelect;
export type NewActivity = typeof activityLog.$inferInsert;
