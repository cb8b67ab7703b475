import { z } from "zod";

/** Spec 5 / spec 9: maxResults 10 to 200, default 50; autoSync on by default. */
export const PIPELINE_MAX_RESULTS = { min: 10, max: 200, fallback: 50 } as const;

const maxResults = z.coerce
  .number({ message: "maxResults must be a number" })
  .int("maxResults must be a whole number")
  .min(PIPELINE_MAX_RESULTS.min, `maxResults must be at least ${PIPELINE_MAX_RESULTS.min}`)
  .max(PIPELINE_MAX_RESULTS.max, `maxResults must be at most ${PIPELINE_MAX_RESULTS.max}`)
  .default(PIPELINE_MAX_RESULTS.fallback);
const autoSync = z.boolean({ message: "autoSync must be true or false" }).default(true);

export const runZipPipelineSchema = z.object({
  zipCode: z
    .string({ message: "zipCode is required" })
    .trim()
    .regex(/^\d{5}$/, "zipCode must be a 5-digit zip code"),
  maxResults,
  autoSync,
});
export const runCityStatePipelineSchema = z.object({
  city: z
    .string({ message: "city is required" })
    .trim()
    .min(1, "city is required")
    .max(100, "city is too long")
    .regex(/^[\p{L} .'-]+$/u, "city may only contain letters, spaces, periods, apostrophes and hyphens"),
  state: z
    .string({ message: "state is required" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "state must be a two-letter state code")
    .transform((s) => s.toUpperCase()),
  maxResults,
  autoSync,
});
export type RunZipPipelineRequest = z.infer<typeof runZipPipelineSchema>;
export type RunCityStatePipelineRequest = z.infer<typeof runCityStatePipelineSchema>;

export const PIPELINE_SEARCH_MODES = ["zipcode", "city-state"] as const;
export type PipelineSearchMode = (typeof PIPELINE_SEARCH_MODES)[number];
export const PIPELINE_RUN_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type PipelineRunStatus = (typeof PIPELINE_RUN_STATUSES)[number];
export const PIPELINE_STEPS = ["locate", "discover", "deduplicate", "scrape", "organize", "upload", "done"] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/** Spec 3 "Pipeline result". */
export const pipelineResultSchema = z.object({
  leadsFound: z.number().int(),
  processed: z.number().int(),
  sheetsGenerated: z.boolean(),
  driveUploaded: z.boolean(),
  driveFolder: z.string().nullable(),
  errors: z.array(z.string()),
  summary: z.object({ cbctConfirmed: z.number().int(), highPriority: z.number().int(), totalScore: z.number() }),
});
export type PipelineResult = z.infer<typeof pipelineResultSchema>;

/** POST /api/pipeline/run and /run-city-state (spec 7), plus the run's id and final status. */
export type PipelineRunResponse = {
  success: boolean;
  message: string;
  result: PipelineResult | null;
  runId: number;
  status: PipelineRunStatus;
};

export type PipelineRunView = {
  id: number;
  status: PipelineRunStatus;
  mode: PipelineSearchMode;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  maxResults: number;
  autoSync: boolean;
  step: PipelineStep | null;
  currentStep: string;
  stepDetails: string | null;
  progress: number;
  result: PipelineResult | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** GET /api/pipeline/status: the signed-in user's current run, else their last one (run null if none). */
export type PipelineStatusResponse = {
  running: boolean;
  currentStep: string;
  stepDetails: string | null;
  progress: number;
  result: PipelineResult | null;
  run: PipelineRunView | null;
};

export type PipelineStopResponse = { stopped: boolean; message: string; run: PipelineRunView | null };
export type PipelineRunsResponse = { runs: PipelineRunView[] };
