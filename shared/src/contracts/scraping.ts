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

export type ScrapeJobView = {
  id: number;
  jobId: string;
  status: "pending" | "running" | "completed" | "failed";
  practiceUrl: string;
  practiceId: number | null;
  startedAt: string | null;
  completedAt: string | null;
  errorMessage: string | null;
  retryCount: number;
  extractedData: unknown;
  createdAt: string;
};

export type StartScrapeResponse = { job: ScrapeJobView; existing: boolean; message: string };
export type BulkStartScrapeResponse = {
  jobs: ScrapeJobView[];
  rejected: { url: string; error: string }[];
  message: string;
};
