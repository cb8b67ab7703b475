import {
  type PipelineRunResponse,
  type PipelineRunsResponse,
  type PipelineStatusResponse,
  type PipelineStopResponse,
  pipelineRunOutcome,
  runCityStatePipelineSchema,
  runZipPipelineSchema,
} from "@cbct/core/contracts/pipeline";
import {
  currentOrLastRun,
  listPipelineRuns,
  type NewPipelineRun,
  toPipelineRunView,
} from "@cbct/shared/aggregates/pipeline-runs";
import type { PipelineRun } from "@cbct/shared/db/schema/pipeline-runs";
import { type Context, Hono } from "hono";
import { notAuthenticated } from "../http/app-error.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { readBody } from "../http/validate.ts";
import { createPipelineAdmission } from "../pipeline/pipeline-quota.ts";
import { startPipelineRun } from "../pipeline/start-pipeline-run.ts";
import { stopPipelineRun } from "../pipeline/stop-pipeline-run.ts";

function runResponse(run: PipelineRun): PipelineRunResponse {
  return { runId: run.id, status: run.status, result: run.result ?? null, ...pipelineRunOutcome(run) };
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
    // Answered at once: the run happens in the workers, and the page follows it through GET /status.
    return c.json(runResponse(started), 202);
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
