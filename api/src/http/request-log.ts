import { randomUUID } from "node:crypto";
import type { Logger } from "@cbct/shared/log/create-logger";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../env.ts";

// A proxy's id is kept when it looks like one (never a place to smuggle text into the logs).
const INCOMING_ID = /^[\w.:-]{8,64}$/;

/**
 * One log line per request (method, route pattern, status, duration, request id) and an `X-Request-Id` answer
 * header, so a user's report, the proxy's log and the API's log meet on one id. The raw path is not logged: it may
 * carry ids of leads, and the route pattern is what groups requests.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const start = performance.now();
    try {
      await next();
    } finally {
      c.header("X-Request-Id", requestId);
      let route = "unmatched";
      try {
        const pattern = routePath(c);
        if (pattern && pattern !== "*" && pattern !== "/*") route = pattern;
      } catch {
        // No route matched.
      }
      log.info("request", {
        requestId,
        method: c.req.method,
        route,
        status: c.res.status,
        durationMs: Math.round((performance.now() - start) * 10) / 10,
      });
    }
  };
}
