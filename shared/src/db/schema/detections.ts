import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CbctStatus } from "./practices.ts";
import { practices } from "./practices.ts";

export type DetectionEvidence = {
  snippet: string;
  pageUrl: string | null;
  source: "text" | "alt" | "link" | "url" | "title" | "meta" | "heading" | "list" | "table" | "menu";
  signal: string;
  weight: number;
};

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
