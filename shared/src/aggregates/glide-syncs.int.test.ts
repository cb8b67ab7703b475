import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { useTestDb } from "../../../infra/test/services.ts";
import {
  completeGlideSync,
  failGlideSync,
  getGlideSync,
  recordGlideSyncProgress,
  requestGlideSync,
  startGlideSync,
} from "./glide-syncs.ts";

/** The Glide-sync state machine as the Integrations page shows it: one sync at a time, an ended sync never changes. */
const { db } = useTestDb({ max: 2 });
beforeEach(async () => {
  await db().execute(sql`truncate glide_syncs restart identity cascade`);
});

const counts = (sent: number, added: number, updated: number, unchanged = 0) => ({ sent, added, updated, unchanged });

describe("the Glide-sync state machine", () => {
  it("goes queued -> running -> completed with its counts, and a completed sync cannot fail or run again", async () => {
    const { sync, created } = await requestGlideSync(db(), { requestedBy: null });
    expect(created).toBe(true);
    expect(sync.status).toBe("queued");
    // A second request (the page's button, a run's auto-sync) joins the active sync instead of starting another.
    expect(await requestGlideSync(db(), { requestedBy: null })).toMatchObject({
      created: false,
      sync: { id: sync.id },
    });

    expect((await startGlideSync(db(), sync.id))?.status).toBe("running");
    await recordGlideSyncProgress(db(), sync.id, counts(50, 20, 10));
    expect(await getGlideSync(db(), sync.id)).toMatchObject({ rowsSent: 50, rowsAdded: 20, rowsUpdated: 10 });
    expect(await completeGlideSync(db(), sync.id, counts(100, 60, 30, 10))).toBe(true);

    expect(await failGlideSync(db(), sync.id, "late")).toBe(false);
    expect(await startGlideSync(db(), sync.id)).toBeNull();
    await recordGlideSyncProgress(db(), sync.id, counts(1, 0, 0));
    expect(await getGlideSync(db(), sync.id)).toMatchObject({
      status: "completed",
      rowsSent: 100,
      rowsAdded: 60,
      rowsUpdated: 30,
      rowsUnchanged: 10,
      rowsFailed: 0,
      error: null,
    });
    // The sync ended, so the next request starts a new one.
    expect(await requestGlideSync(db(), { requestedBy: null })).toMatchObject({ created: true });
  });

  it("fails a running sync with the rows Glide did not confirm, and a failed sync stays failed", async () => {
    const { sync } = await requestGlideSync(db(), { requestedBy: null });
    await startGlideSync(db(), sync.id);
    await recordGlideSyncProgress(db(), sync.id, counts(80, 50, 10));
    expect(await failGlideSync(db(), sync.id, "Glide answered 500")).toBe(true);
    expect(await getGlideSync(db(), sync.id)).toMatchObject({ status: "failed", rowsFailed: 20 });

    expect(await completeGlideSync(db(), sync.id, counts(80, 80, 0))).toBe(false);
    expect(await startGlideSync(db(), sync.id)).toBeNull();
    expect((await getGlideSync(db(), sync.id))?.status).toBe("failed");
  });

  it("fails a queued sync the queue would not take, and a retry of a running one starts its counts over", async () => {
    const { sync: unqueued } = await requestGlideSync(db(), { requestedBy: null });
    expect(await failGlideSync(db(), unqueued.id, "Redis is down")).toBe(true);
    expect(await startGlideSync(db(), unqueued.id)).toBeNull();

    const { sync } = await requestGlideSync(db(), { requestedBy: null });
    await startGlideSync(db(), sync.id);
    await recordGlideSyncProgress(db(), sync.id, counts(40, 40, 0));
    const retried = await startGlideSync(db(), sync.id);
    expect(retried).toMatchObject({ status: "running", rowsSent: 0, rowsAdded: 0, rowsFailed: 0 });
  });
});
