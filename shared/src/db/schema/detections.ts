import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DetectionEvidence } from "@cbct/core/vocabulary/detection";
import type { CbctStatus } from "@cbct/core/vocabulary/lead";
import { practices } from "./practices.ts";

// The evidence shape lives in the browser-safe vocabulary; re-exported for the server code that imports it from here.
export type { DetectionEvidence };

export const cbctDetections = pgTable(
  "cbct_detections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    practiceId: integer()
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    // The detected status (confirmed, likely, uncertain, not_detected).
    detectionType: text().$type<CbctStatus>().notNull(),
    confidence: numeric({ precision: 5, scale: 2 }).notNull(),
    evidence: jsonb().$type<DetectionEvidence[]>(),
    sourceText: text(),
    aiAnalysis: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Not in the spec: what was found, so a lead's scanner history survives re-scrapes.
    manufacturer: text(),
    model: text(),
    estimatedInstallYear: integer(),
    scannerAge: integer(),
    detectionMethod: text(),
  },
  (t) => [index("cbct_detections_practice_idx").on(t.practiceId, t.createdAt.desc())],
);

export type CbctDetection = typeof cbctDetections.$inferSelect;
export type NewCbctDetection = typeof cbctDetections.$inferInsert;
