import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { probe } from "@cbct/shared/health/probe";

/** Liveness (no I/O, for restarts) and readiness (Postgres and Redis answer, for load balancers). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      const [postgres, redis] = await Promise.all([
        probe(() => deps.db.execute(sql`select 1`)),
        probe(() => deps.redis.ping()),
      ]);
      const ready = postgres === "ok" && redis === "ok";
      if (ready) return c.json({ status: "ready", postgres, redis });
      // The reasons go to the log; the public answer only says which service is down.
      deps.log.warn("not ready", { postgres, redis });
      const state = (result: string) => (result === "ok" ? "ok" : "unavailable");
      return c.json({ status: "unavailable", postgres: state(postgres), redis: state(redis) }, 503);
    });
}
