import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../env.ts";

/** The built web app's folder as an absolute path, or null when there is none to serve. */
export function resolveSpaDir(dir: string): string | null {
  if (!dir) return null;
  const absolute = path.resolve(dir);
  return existsSync(path.join(absolute, "index.html")) && statSync(absolute).isDirectory() ? absolute : null;
}

/**
 * Serves the built SPA: files as they are (hashed assets cached for a year), and index.html for every other GET
 * outside /api, so client routes and the client's own 404 page work on reload. Mount after every /api route.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string) {
  const indexFile = path.join(dir, "index.html");
  const files = serveStatic<AppEnv>({ root: dir });
  app.use("*", async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const file = await files(c, next);
    if (file?.status === 200) {
      // Bundles are content-hashed and never change; index.html names the current ones, so it must be revalidated.
      const immutable = c.req.path.startsWith("/assets/");
      file.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    return file;
  });
  app.get("*", async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A missing bundle must fail loudly, not come back as HTML with a 200.
    if (c.req.path.startsWith("/assets/")) return c.text("Not Found", 404);
    c.header("Cache-Control", "no-cache");
    return c.html(await readFile(indexFile, "utf8"));
  });
}

/** Paths the server answers itself: the API and the admin queue dashboard. */
function isApiPath(p: string): boolean {
  return p === "/api" || p.startsWith("/api/") || p === "/admin/queues" || p.startsWith("/admin/queues/");
}
