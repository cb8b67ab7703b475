import { z } from "zod";

export const startScrapeSchema = z.object({ url: z.string({ message: "url is required" }) });
export const bulkStartScrapeSchema = z.object({
  urls: z.array(z.string(), { message: "urls must be a list of website URLs" }).min(1, "urls must not be empty"),
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
