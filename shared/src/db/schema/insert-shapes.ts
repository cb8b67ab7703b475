import { createInsertSchema } from "drizzle-zod";
import type { z } from "zod";
import { activityLog } from "./activity.ts";
import { cbctDetections } from "./detections.ts";
import { scrapingJobs } from "./jobs.ts";
import { practices } from "./practices.ts";
import { users } from "./users.ts";

/**
 * Spec 3 "Insert shapes": what callers may supply when creating practices, jobs, detections, activity and users.
 * Generated ids (identity columns, never in these shapes) and timestamps are the database's to set (and lastLoginAt is set by signing in), so they are not part
 * of the shape; parsing drops them.
 */
export const insertPracticeSchema = createInsertSchema(practices).omit({
  createdAt: true,
  lastUpdated: true,
  scrapedAt: true,
});
export const insertScrapingJobSchema = createInsertSchema(scrapingJobs).omit({
  createdAt: true,
  startedAt: true,
  completedAt: true,
});
export const insertCbctDetectionSchema = createInsertSchema(cbctDetections).omit({ createdAt: true });
export const insertActivitySchema = createInsertSchema(activityLog).omit({ createdAt: true });
export const insertUserSchema = createInsertSchema(users).omit({ createdAt: true, lastLoginAt: true });

export type InsertPractice = z.infer<typeof insertPracticeSchema>;
export type InsertScrapingJob = z.infer<typeof insertScrapingJobSchema>;
export type InsertCbctDetection = z.infer<typeof insertCbctDetectionSchema>;
export type InsertActivity = z.infer<typeof insertActivitySchema>;
export type InsertUser = z.infer<typeof insertUserSchema>;
