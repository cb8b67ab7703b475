import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { useTestDb } from "../../../infra/test/services.ts";
import { users } from "../db/schema/users.ts";
import {
  cancelRun,
  completeRun,
  createPipelineRun,
  emptyPipelineResult,
  failRun,
  getPipelineRun,
  markRunRunning,
  type NewPipelineRun,
  RUN_END_TEXT,
  requestRunStop,
  updateRunProgress,
} from "./pipeline-runs.ts";

/** The pipeline-run state machine as a user sees it: a stopped run stays stopped, an ended run never changes. */
let userId: number;
const { db } = useTestDb({ max: 2 });
beforeEach(async () => {
  await db().execute(sql`truncate pipeline_runs, users restart identity cascade`);
  [{ id: userId }] = (await db()
    .insert(users)
    .values({ email: "rep@example.com", password: "x", name: "Rep" })
    .returning({ id: users.id })) as [{ id: number }];
});

const request = (): NewPipelineRun => ({ userId, mode: "zipcode", zipCode: "22401", maxResults: 10, autoSync: false });
async function newRun() {
  const run = await createPipelineRun(db(), request());
  if (!run) throw new Error("no run");
  return run.id;
}
const result = emptyPipelineResult([]);

describe("the pipeline-run state machine", () => {
  it("goes queued -> running -> completed, and a completed run can be neither stopped nor failed", async () => {
    const id = await newRun();
    expect((await getPipelineRun(db(), id))?.status).toBe("queued");
    expect((await markRunRunning(db(), id))?.status).toBe("running");
    expect(await updateRunProgress(db(), id, { progress: 40 })).toEqual({ cancelRequested: false });
    expect(await completeRun(db(), id, result, "3 leads")).toBe(true);

    expect(await cancelRun(db(), id, result)).toBe(false);
    expect(await failRun(db(), id, "late failure")).toBe(false);
    expect(await markRunRunning(db(), id)).toBeNull();
    expect(await requestRunStop(db(), userId)).toBeNull();
    expect(await getPipelineRun(db(), id)).toMatchObject({
      status: "completed",
      currentStep: RUN_END_TEXT.completed,
      stepDetails: "3 leads",
      errorMessage: null,
      progress: 100,
      cancelRequested: false,
    });
  });

  it("keeps a run stopped: a stop while running is seen by the worker, and its late completion changes nothing", async () => {
    const id = await newRun();
    await markRunRunning(db(), id);
    expect((await requestRunStop(db(), userId))?.id).toBe(id);
    expect(await updateRunProgress(db(), id, { progress: 60 })).toEqual({ cancelRequested: true });
    expect(await cancelRun(db(), id, result, "Stopped after 2 leads")).toBe(true);

    expect(await completeRun(db(), id, result, "all done")).toBe(false);
    expect(await failRun(db(), id, "late")).toBe(false);
    expect(await markRunRunning(db(), id)).toBeNull();
    // A worker still holding the run is told to stop.
    expect(await updateRunProgress(db(), id, { progress: 80 })).toEqual({ cancelRequested: true });
    expect(await getPipelineRun(db(), id)).toMatchObject({
      status: "cancelled",
      stepDetails: "Stopped after 2 leads",
      progress: 100,
    });
  });

  it("cancels or fails a queued run before a worker takes it, and the worker then finds nothing to do", async () => {
    const stopped = await newRun();
    expect(await cancelRun(db(), stopped, result)).toBe(true);
    expect(await markRunRunning(db(), stopped)).toBeNull();

    const unqueued = await newRun();
    expect(await failRun(db(), unqueued, "Redis is down")).toBe(true);
    expect(await markRunRunning(db(), unqueued)).toBeNull();
    expect(await cancelRun(db(), unqueued, result)).toBe(false);
    expect(await getPipelineRun(db(), unqueued)).toMatchObject({ status: "failed", errorMessage: "Redis is down" });
  });

  it("runs again after a crash (running -> running) and allows one active run per user", async () => {
    const id = await newRun();
    expect(await createPipelineRun(db(), request())).toBeNull();
    const first = await markRunRunning(db(), id);
    const again = await markRunRunning(db(), id);
    expect(again?.status).toBe("running");
    expect(again?.startedAt?.getTime()).toBe(first?.startedAt?.getTime());
    await failRun(db(), id, "boom");
    expect(await createPipelineRun(db(), request())).not.toBeNull();
  });
});
