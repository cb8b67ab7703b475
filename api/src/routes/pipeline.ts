import {
  type PipelineRunResponse,
  type PipelineRunsResponse,
  type PipelineStatusResponse,
  type PipelineStopResponse,
  runCityStatePipelineSchema,
  runZipPipelineSchema,
} from "@cbct/shared/contracts/pipeline";
import type { NewPipelineRun } from "@cbct/shared/db/queries/pipeline-runs";
import { currentOrLastRun, listPipelineRuns, toPipelineRunView } from "@cbct/shared/db/queries/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import { type Context, Hono } from "hono";
import { notAuthenticated } from "../http/app-error.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { readBody } from "../http/validate.ts";
import { createPipelineAdmission } from "../pipeline/pipeline-quota.ts";
import { startPipelineRun } from "../pipeline/start-pipeline-run.ts";
import { stopPipelineRun } from "../pipeline/stop-pipeline-run.ts";
import { waitForRun } from "../pipeline/wait-for-run.ts";

function runResponse(run: PipelineRun): PipelineRunResponse {
  const base = { runId: run.id, status: run.status, result: run.result ?? null };
  switch (run.status) {
    case "completed":
      return { ...base, success: true, message: `Pipeline complete: ${run.stepDetails ?? ""}`.replace(/: $/, "") };
    case "cancelled":
      return { ...base, success: true, message: "Pipeline stopped" };
    case "failed":
      return { ...base, success: false, message: run.errorMessage ?? "Pipeline failed" };
    default:
      // The wait ended (time limit) before the run did: it goes on, and the page follows it through status.
      return { ...base, success: true, message: "Pipeline is still running; follow its progress on the pipeline page" };
  }
}

export function pipelineRoutes(deps: AppDeps) {
  const userId = (c: Context<AppEnv>) => {
    const user = c.get("user");
    if (!user) throw notAuthenticated();
    return user.id;
  };
  const admit = createPipelineAdmission(deps);
  const run = async (c: Context<AppEnv>, input: NewPipelineRun) => {
    // Charged before the run exists, so two quick clicks cannot both slip past the limits.
    const charge = await admit(input.userId, input.maxResults);
    let started: PipelineRun;
    try {
      started = await startPipelineRun(deps, input);
    } catch (err) {
      await charge.refund().catch(() => undefined);
      throw err;
    }
    // Held open until the run ends, so the page's mutation gets the result; a cut request leaves the run going.
    const ended = await waitForRun(deps, started.id, {
      maxMs: deps.config.PIPELINE_REQUEST_WAIT_MS,
      signal: c.req.raw.signal,
    });
    return c.json(runResponse(ended ?? started), 200);
  };

  return new Hono<AppEnv>()
    .post("/run", async (c) => {
      const body = await readBody(c, runZipPipelineSchema);
      return run(c, {
        userId: userId(c),
        mode: "zipcode",
        zipCode: body.zipCode,
        maxResults: body.maxResults,
        autoSync: body.autoSync,
      });
    })
    .post("/run-city-state", async (c) => {
      const body = await readBody(c, runCityStatePipelineSchema);
      return run(c, {
        userId: userId(c),
        mode: "city-state",
        city: body.city,
        state: body.state,
        maxResults: body.maxResults,
        autoSync: body.autoSync,
      });
    })
    .get("/status", async (c) => {
      const current = await currentOrLastRun(deps.db, userId(c));
      const view = current ? toPipelineRunView(current) : null;
      const running = view?.status === "queued" || view?.status === "running";
      const body: PipelineStatusResponse = {
        running,
        currentStep: view?.currentStep ?? "Starting pipeline...",
        stepDetails: view?.stepDetails ?? null,
        progress: view?.progress ?? 0,
        result: running ? null : (view?.result ?? null),
        run: view,
      };
      return c.json(body);
    })
    .post("/stop", async (c) => {
      const stopped = await stopPipelineRun(deps, userId(c));
      const body: PipelineStopResponse = stopped
        ? { stopped: true, message: "Pipeline has been stopped successfully", run: toPipelineRunView(stopped) }
        : { stopped: false, message: "No pipeline is running", run: null };
      return c.json(body);
    })
    .get("/runs", async (c) => {
      const runs = await listPipelineRuns(deps.db, userId(c), 20);
      const body: PipelineRunsResponse = { runs: runs.map(toPipelineRunView) };
      return c.json(body);
    });
}
