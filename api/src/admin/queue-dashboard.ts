import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { HonoAdapter } from "@bull-board/hono";
import type { Queues } from "@cbct/shared/jobs/catalog";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

/** Where admins find Bull Board (linked from the avatar menu). */
export const QUEUE_DASHBOARD_PATH = "/admin/queues";

/**
 * Admin pages outside /api: a signed-out visitor is sent to sign in (a page, so a redirect rather than a 401), a
 * signed-in user who is not an admin gets 403 with an error text. Bull Board's own API calls live under the same
 * path and get the same answer.
 */
export const adminPageGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) {
    const wantsHtml = c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
    if (wantsHtml) return c.redirect(`/auth/login?next=${encodeURIComponent(c.req.path)}`, 302);
    return c.json({ error: "Sign in to continue" }, 401);
  }
  if (user.role !== "admin") return c.json({ error: "Administrator access required" }, 403);
  c.header("Cache-Control", "no-store");
  await next();
};

/** Bull Board over every queue of the job catalog, as a Hono sub-app to mount at QUEUE_DASHBOARD_PATH. */
export function queueDashboard(queues: Queues): Hono {
  const serverAdapter = new HonoAdapter(serveStatic);
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: Object.values(queues).map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: "CBCT Intelligence" } },
  });
  return serverAdapter.registerPlugin();
}
