import { meResponseSchema } from "@cbct/shared/contracts/auth";
import { glideStatusResponseSchema, glideSyncJobResponseSchema } from "@cbct/shared/contracts/glide";
import { driveStatusResponseSchema } from "@cbct/shared/contracts/google-drive";
import { pipelineRunsResponseSchema, pipelineStatusResponseSchema } from "@cbct/shared/contracts/pipeline";
import { activityEntrySchema, dashboardMetricsSchema } from "@cbct/shared/contracts/leads-workspace";
import { practiceSchema, practicesResponseSchema } from "@cbct/shared/contracts/practices";
import { scrapeJobListSchema, scrapeJobViewSchema } from "@cbct/shared/contracts/scraping";
import { z } from "zod";

/**
 * The contract of every URL the default query function reads (a query key is its URL), so the web parses what it
 * receives instead of casting it.
 */
const BY_PATH: [path: RegExp, schema: z.ZodType][] = [
  [/^\/api\/auth\/me$/, meResponseSchema],
  [/^\/api\/practices\/\d+$/, practiceSchema],
  [/^\/api\/practices$/, practicesResponseSchema],
  [/^\/api\/scraping\/jobs\/[^/]+$/, scrapeJobViewSchema],
  [/^\/api\/scraping\/jobs$/, scrapeJobListSchema],
  [/^\/api\/dashboard\/metrics$/, dashboardMetricsSchema],
  [/^\/api\/activity$/, z.array(activityEntrySchema)],
  [/^\/api\/pipeline\/status$/, pipelineStatusResponseSchema],
  [/^\/api\/pipeline\/runs$/, pipelineRunsResponseSchema],
  [/^\/api\/glide\/status$/, glideStatusResponseSchema],
  [/^\/api\/glide\/sync\/[^/]+$/, glideSyncJobResponseSchema],
  [/^\/api\/google-drive\/status$/, driveStatusResponseSchema],
];

/** The schema for a GET of `url` (absolute or relative, query string ignored), if the app reads it. */
export function responseSchemaFor(url: string): z.ZodType | undefined {
  const path = new URL(url, "http://app.invalid").pathname;
  return BY_PATH.find(([pattern]) => pattern.test(path))?.[1];
}
