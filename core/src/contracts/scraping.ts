import { ACTIVE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from "../vocabulary/jobs.ts";
import { z } from "zod";

export const startScrapeSchema = z.object({ url: z.string({ message: "url is required" }) });
export const bulkStartScrapeSchema = z.object({
  urls: z.array(z.string(), { message: "urls must be a list of website URLs" }).min(1, "urls must not be empty"),
});

const LIMIT_MESSAGE = "limit must be a whole number between 1 and 200";
const JOB_IDS_MESSAGE = "jobIds must be a comma-separated list of at most 200 job ids";
/**
 * GET /api/scraping/jobs query: newest first, 50 unless asked. `mine=true` keeps the caller's own jobs (the jobs
 * panel); `jobIds` keeps those jobs (a batch the browser follows).
 */
export const scrapeJobsQuerySchema = z.object({
  mine: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.enum(["true", "false"]).optional()),
  jobIds: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.split(",").map((id) => id.trim()) : undefined),
    z.array(z.string().min(1).max(100), { message: JOB_IDS_MESSAGE }).max(200, JOB_IDS_MESSAGE).optional(),
  ),
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

/**
 * A scrape job's states (the transitions are listed in shared/src/aggregates/scrape-jobs.ts): pending and running are
 * active; completed, failed and cancelled (a stopped pipeline's scrape that had not begun) are final.
 */
export const SCRAPE_JOB_STATUSES = JOB_STATUSES;
export type ScrapeJobStatus = JobStatus;
export const ACTIVE_SCRAPE_JOB_STATUSES = ACTIVE_JOB_STATUSES;

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
  /** The lead the job wrote, as it is now (lists only; null before it finishes or when the lead was cleared). */
  lead: z
    .object({
      id: z.number().int(),
      practiceName: z.string(),
      cbctStatus: z.string(),
      leadScore: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
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

/** POST /api/scraping/check: a pasted list (one website per line) or a CSV file's text, read before starting. */
export const scrapeListCheckSchema = z.object({
  text: z
    .string({ message: "text must be the pasted list or the CSV file's text" })
    .max(1_000_000, "The list is too long (at most 1,000,000 characters)"),
  format: z.enum(["lines", "csv"], { message: "format must be lines or csv" }).default("lines"),
});

/** One entry of the list as the server reads it, with what is already known about its site. */
export const scrapeListEntrySchema = z.object({
  line: z.number().int(),
  input: z.string(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  /** Why it cannot be scraped (an invalid or private address). */
  error: z.string().nullable(),
  /** The line of an earlier entry for the same site. */
  duplicateOfLine: z.number().int().nullable(),
  /** The site is already a lead. */
  knownLead: z.object({ id: z.number().int(), practiceName: z.string() }).nullable(),
  /** A scrape of the site is already waiting or running. */
  activeJob: z.boolean(),
});
export type ScrapeListEntryView = z.infer<typeof scrapeListEntrySchema>;

export const scrapeListCheckResponseSchema = z.object({
  entries: z.array(scrapeListEntrySchema),
  /** The CSV column the websites were read from, when it had a header. */
  column: z.string().nullable(),
  /** What the caller may start now: this hour, before the waiting limit, and per bulk-start call. */
  quota: z.object({
    perHour: z.number().int(),
    remainingThisHour: z.number().int(),
    pendingSlots: z.number().int(),
    bulkMax: z.number().int(),
  }),
});
export type ScrapeListCheckResponse = z.infer<typeof scrapeListCheckResponseSchema>;
