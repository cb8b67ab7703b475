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

/**
 * POST /api/pipeline/run and /run-city-state (spec 7), plus the run's id and status. The POST answers as soon as the
 * run is queued (status "queued", result null); the page follows the run through GET /api/pipeline/status, and its
 * final message is pipelineRunOutcome of the ended run.
 */
export const pipelineRunResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  result: pipelineResultSchema.nullable(),
  runId: z.number().int(),
  status: z.enum(PIPELINE_RUN_STATUSES),
});
export type PipelineRunResponse = z.infer<typeof pipelineRunResponseSchema>;

export const pipelineRunViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(PIPELINE_RUN_STATUSES),
  mode: z.enum(PIPELINE_SEARCH_MODES),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  maxResults: z.number().int(),
  autoSync: z.boolean(),
  step: z.enum(PIPELINE_STEPS).nullable(),
  currentStep: z.string(),
  stepDetails: z.string().nullable(),
  progress: z.number(),
  result: pipelineResultSchema.nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type PipelineRunView = z.infer<typeof pipelineRunViewSchema>;

export const PIPELINE_STARTED_MESSAGE = "Pipeline started: follow its progress on this page";

/**
 * What a run's end says to its user (the page's toast): "Pipeline complete: <summary>" (the summary names what Glide
 * took when the run synced), "Pipeline stopped", or the failure's reason with success false. A run still going says
 * it has started.
 */
export function pipelineRunOutcome(run: Pick<PipelineRunView, "status" | "stepDetails" | "errorMessage">): {
  success: boolean;
  message: string;
} {
  switch (run.status) {
    case "completed":
      return { success: true, message: `Pipeline complete: ${run.stepDetails ?? ""}`.replace(/: $/, "") };
    case "cancelled":
      return { success: true, message: "Pipeline stopped" };
    case "failed":
      return { success: false, message: run.errorMessage ?? "Pipeline failed" };
    default:
      return { success: true, message: PIPELINE_STARTED_MESSAGE };
  }
}

/** GET /api/pipeline/status: the signed-in user's current run, else their last one (run null if none). */
export const pipelineStatusResponseSchema = z.object({
  running: z.boolean(),
  currentStep: z.string(),
  stepDetails: z.string().nullable(),
  progress: z.number(),
  result: pipelineResultSchema.nullable(),
  run: pipelineRunViewSchema.nullable(),
});
export type PipelineStatusResponse = z.infer<typeof pipelineStatusResponseSchema>;

export const pipelineStopResponseSchema = z.object({
  stopped: z.boolean(),
  message: z.string(),
  run: pipelineRunViewSchema.nullable(),
});
export type PipelineStopResponse = z.infer<typeof pipelineStopResponseSchema>;
export const pipelineRunsResponseSchema = z.object({ runs: z.array(pipelineRunViewSchema) });
export type PipelineRunsResponse = z.infer<typeof pipelineRunsResponseSchema>;
