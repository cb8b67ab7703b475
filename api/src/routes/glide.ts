import {
  type GlideStatusResponse,
  type GlideSyncJobResponse,
  type GlideSyncStartResponse,
  glideExportQuerySchema,
  glideSyncSchema,
} from "@cbct/core/contracts/glide";
import { countLeadsInGlide, glideFilterCondition, listExportLeads } from "@cbct/shared/db/queries/export-leads";
import {
  failGlideSync,
  getGlideSync,
  glideSyncIdOf,
  glideSyncJobId,
  requestGlideSync,
} from "@cbct/shared/aggregates/glide-syncs";
import type { GlideSync } from "@cbct/shared/db/schema/glide-syncs";
import { glideSyncMessage } from "@cbct/shared/integrations/glide/sync-leads-to-glide";
import { enqueueGlideSync } from "@cbct/shared/integrations/glide/enqueue-glide-sync";
import { GlideError } from "@cbct/shared/integrations/glide/glide-client";
import { glideClientFromConfig } from "@cbct/shared/integrations/glide/glide-settings";
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

const STATE_OF = { queued: "waiting", running: "active", completed: "completed", failed: "failed" } as const;

/** A sync row as the page reads it: its state, the message to show and what Glide took so far. */
function syncJobResponse(sync: GlideSync): GlideSyncJobResponse {
  const counts = { added: sync.rowsAdded, updated: sync.rowsUpdated, unchanged: sync.rowsUnchanged };
  return {
    jobId: glideSyncJobId(sync.id),
    state: STATE_OF[sync.status],
    message:
      sync.status === "completed"
        ? glideSyncMessage({ ...counts, total: sync.rowsAdded + sync.rowsUpdated + sync.rowsUnchanged })
        : sync.status === "failed"
          ? `Sync failed: ${sync.error ?? "unknown error"}`
          : "Sync in progress",
    ...counts,
    sent: sync.rowsSent,
    failed: sync.rowsFailed,
  };
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
      // The row first: it is what the page (and a pipeline run) follows. A sync already queued or running is joined.
      const { sync, created } = await requestGlideSync(deps.db, { requestedBy: c.get("user")?.id ?? null });
      try {
        // A dead Redis must not hold the request open (the scrape route does the same).
        const within = { redis: deps.redis, timeoutMs: deps.config.ENQUEUE_TIMEOUT_MS };
        jobId = await enqueueGlideSync(deps.queues, sync, within);
      } catch (err) {
        deps.log.error("enqueue glide-sync failed", { error: err });
        // Nothing will run this row: end it, or it would block every later sync as "already queued".
        if (created) await failGlideSync(deps.db, sync.id, "The job queue was unavailable");
        throw new AppError("service_unavailable", "The job queue is unavailable. Try again shortly.");
      }
      const body: GlideSyncStartResponse = { jobId, message: "Sync started: every lead is being sent to Glide" };
      return c.json(body, 202);
    })
    .get("/sync/:jobId", async (c) => {
      // The row, not BullMQ: it outlives the job's retention and carries what Glide really took.
      const id = glideSyncIdOf(c.req.param("jobId"));
      const sync = id === null ? null : await getGlideSync(deps.db, id);
      if (!sync) throw new AppError("not_found", "Sync job not found");
      const body = syncJobResponse(sync);
      return c.json(body, 200, { "cache-control": "no-store" });
    });
}
