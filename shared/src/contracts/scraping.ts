import { z } from "zod";

export const startScrapeSchema = z.object({ url: z.string({ message: "url is required" }) });
export const bulkStartScrapeSchema = z.object({
  urls: z.array(z.string(), { message: "urls must be a list of website URLs" }).min(1, "urls must not be empty"),
});

const LIMIT_MESSAGE = "limit must be a whole number between 1 and 200";
/** GET /api/scraping/jobs query: newest first, 50 unless asked. */
export const scrapeJobsQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ message: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(200, LIMIT_MESSAGE)
      .default(50),
  ),
});

export const SCRAPE_JOB_STATUSES = ["pending", "running", "completed", "failed"] as const;

/** One scraping job as the jobs panel reads it. */
export const scrapeJobViewSchema = z.object({
  id: z.number().int(),
  jobId: z.string(),
  status: z.enum(SCRAPE_JOB_STATUSES),
  practiceUrl: z.string(),
  practiceId: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  retryCount: z.number().int(),
  extractedData: z.unknown(),
  createdAt: z.string(),
});
export type ScrapeJobView = z.infer<typeof scrapeJobViewSchema>;
export const scrapeJobListSchema = z.array(scrapeJobViewSchema);

/** POST /api/scraping/start: 201 with a new job, 200 with the one already pending or running for that site. */
export const startScrapeResponseSchema = z.object({
  job: scrapeJobViewSchema,
  existing: z.boolean(),
  message: z.string(),
});
export type StartScrapeResponse = z.infer<typeof startScrapeResponseSchema>;

/** POST /api/scraping/bulk-start: the jobs started (or reused) and the URLs refused, each with its reason. */
export const bulkStartScrapeResponseSchema = z.object({
  jobs: z.array(scrapeJobViewSchema),
  rejected: z.array(z.object({ url: z.string(), error: z.string() })),
  message: z.string(),
});
export type BulkStartScrapeResponse = z.infer<typeof bulkStartScrapeResponseSchema>;
