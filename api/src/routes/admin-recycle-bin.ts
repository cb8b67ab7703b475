import { purgeExpiredPractices, restoreBatch } from "@cbct/shared/aggregates/leads/index";
import { listRecycleBin } from "@cbct/shared/db/queries/recycle-bin";
import { LEAD_TABLES, vacuumAnalyzeLater } from "@cbct/shared/db/vacuum";
import { Hono } from "hono";
import { requireAdmin } from "../auth/guards.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";

const BATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The recycle bin of Clear All, for admins: the batches still restorable (30 days) and restoring one. Listing purges
 * the expired batches first, so what is shown is exactly what can be restored.
 */
export function adminRecycleBinRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use("*", requireAdmin)
    .get("/", async (c) => {
      const now = deps.clock();
      const purged = await purgeExpiredPractices(deps.db, now);
      if (purged > 0) {
        vacuumAnalyzeLater(deps.db, LEAD_TABLES, (error) =>
          deps.log.warn("vacuum after purging the recycle bin failed", { error }),
        );
      }
      return c.json(await listRecycleBin(deps.db, now));
    })
    .post("/:batchId/restore", async (c) => {
      const batchId = c.req.param("batchId");
      if (!BATCH_ID.test(batchId)) throw new AppError("bad_request", "batchId must be a recycle-bin batch id");
      const user = c.get("user");
      const restored = await restoreBatch(deps.db, batchId.toLowerCase(), {
        userId: user?.id ?? null,
        userName: user?.name ?? null,
        at: deps.clock(),
      });
      if (restored === null) throw new AppError("not_found", "No restorable batch with that id (it may have expired)");
      // A bulk change: vacuum now, not whenever autovacuum comes (see vacuumAnalyze).
      vacuumAnalyzeLater(deps.db, LEAD_TABLES, (error) => deps.log.warn("vacuum after restore failed", { error }));
      return c.json({ restored, batchId });
    });
}
