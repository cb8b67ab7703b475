import {
  type GlideStatusResponse,
  type GlideSyncJobResponse,
  type GlideSyncStartResponse,
  glideExportQuerySchema,
  glideSyncSchema,
} from "@cbct/shared/contracts/glide";
import { countLeadsInGlide, glideFilterCondition, listExportLeads } from "@cbct/shared/db/queries/export-leads";
import { enqueueGlideSync } from "@cbct/shared/integrations/glide/enqueue-glide-sync";
import { GlideError } from "@cbct/shared/integrations/glide/glide-client";
import { glideClientFromConfig } from "@cbct/shared/integrations/glide/glide-settings";
import { glideSyncResult } from "@cbct/shared/jobs/catalog";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { readBody, validate } from "../http/validate.ts";
import { glideCsv, glideJson } from "../integrations/glide-export.ts";

const NOT_CONFIGURED = "Glide is not configured. Set GLIDE_API_KEY and GLIDE_TABLE_ID on the server.";

function glideProblem(err: unknown): string {
  if (err instanceof GlideError) {
    if (err.type === "request_error" && err.status === 404) return "Glide rejected the API key";
    if (err.type === "table_not_found") return "The Glide table was not found (check GLIDE_TABLE_ID)";
    return `Glide error: ${err.message}`;
  }
  return "Could not reach Glide";
}

/** The app-builder integration (spec 2): status, file export, and the queued sync of every lead. */
export function glideRoutes(deps: AppDeps) {
  // Status is polled every 30 s by every open page: one quick attempt, no backoff loop holding the request.
  const statusClient = glideClientFromConfig(deps.config, { attempts: 1 });

  return new Hono<AppEnv>()
    .get("/status", async (c) => {
      const leadsInGlide = await countLeadsInGlide(deps.db);
      let body: GlideStatusResponse;
      if (!statusClient) {
        body = { configured: false, connected: false, leadsInGlide, message: NOT_CONFIGURED, error: null };
      } else {
        try {
          await statusClient.checkTable();
          body = { configured: true, connected: true, leadsInGlide, message: "Connected to Glide", error: null };
        } catch (err) {
          deps.log.warn("glide status check failed", { error: err instanceof Error ? err.message : String(err) });
          const error = glideProblem(err);
          body = { configured: true, connected: false, leadsInGlide, message: error, error };
        }
      }
      return c.json(body, 200, { "cache-control": "no-store" });
    })
    .get("/export", async (c) => {
      const query = validate(glideExportQuerySchema, c.req.query());
      const leads = await listExportLeads(deps.db, glideFilterCondition(query));
      const day = deps.clock().toISOString().slice(0, 10);
      const [content, type, ext] =
        query.format === "csv"
          ? [glideCsv(leads), "text/csv; charset=utf-8", "csv"]
          : [glideJson(leads), "application/json; charset=utf-8", "json"];
      return c.body(content, 200, {
        "content-type": type,
        "content-disposition": `attachment; filename="glide-leads-${day}.${ext}"`,
        "cache-control": "no-store",
      });
    })
    .post("/sync", async (c) => {
      await readBody(c, glideSyncSchema);
      // A feature this server was not set up for: a state the user cannot fix by retrying, so 409 (not an outage).
      if (!statusClient) throw new AppError("conflict", NOT_CONFIGURED);
      let jobId: string;
      try {
        // A dead Redis must not hold the request open (the scrape route does the same).
        const within = { redis: deps.redis, timeoutMs: deps.config.ENQUEUE_TIMEOUT_MS };
        jobId = await enqueueGlideSync(deps.queues, c.get("user")?.id ?? null, within);
      } catch (err) {
        deps.log.error("enqueue glide-sync failed", { error: err });
        throw new AppError("service_unavailable", "The job queue is unavailable. Try again shortly.");
      }
      const body: GlideSyncStartResponse = { jobId, message: "Sync started: every lead is being sent to Glide" };
      return c.json(body, 202);
    })
    .get("/sync/:jobId", async (c) => {
      const jobId = c.req.param("jobId");
      if (!jobId.startsWith("glide-sync-")) throw new AppError("not_found", "Sync job not found");
      // State first: a job read before it completed would carry no result yet.
      const state = await deps.queues.glide.getJobState(jobId);
      const job = await deps.queues.glide.getJob(jobId);
      if (!job || state === "unknown") throw new AppError("not_found", "Sync job not found");
      const result = glideSyncResult.safeParse(job.returnvalue);
      const body: GlideSyncJobResponse = {
        jobId,
        state: state === "completed" || state === "failed" || state === "active" ? state : "waiting",
        message:
          state === "completed" && result.success
            ? result.data.message
            : state === "failed"
              ? `Sync failed: ${job.failedReason ?? "unknown error"}`
              : "Sync in progress",
        added: result.success ? result.data.added : 0,
        updated: result.success ? result.data.updated : 0,
        unchanged: result.success ? result.data.unchanged : 0,
      };
      return c.json(body, 200, { "cache-control": "no-store" });
    });
}
