import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiConfig } from "@cbct/shared/config";
import { deleteExpiredSessions } from "@cbct/shared/db/queries/sessions";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type AppDeps, createDeps } from "./deps.ts";

export type RunningApiServer = { url: string; port: number; httpServer: Server; close: () => Promise<void> };

const SESSION_SWEEP_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Connects (lazily) to Postgres and Redis, and serves the API plus the built web app. Migrations are not run here:
 * the launcher or `npm run migrate` does that before any process starts. `overrides` replaces dependencies, e.g.
 * the AI second opinion when an OpenAI key is configured.
 */
export async function startApiServer(config: ApiConfig, overrides: Partial<AppDeps> = {}): Promise<RunningApiServer> {
  const deps = createDeps(config, overrides);
  const app = createApp(deps);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s as Server));
    s.once("error", reject);
  });
  // Node waits 300 s for a slow body and accepts any number of sockets; a trickling client should not hold a
  // connection that long, and a flood should meet a ceiling (a reverse proxy in front does the rest: README).
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  server.maxConnections = config.HTTP_MAX_CONNECTIONS;
  // Sessions nobody returns to would otherwise stay forever; validation only deletes the ones presented.
  const sweep = setInterval(() => {
    deleteExpiredSessions(deps.db, deps.clock()).catch((err) => deps.log.warn("session sweep failed", { error: err }));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  const displayHost = host === "0.0.0.0" || host === "[::]" ? "127.0.0.1" : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${displayHost}:${port}`,
    port,
    httpServer: server,
    close: () => {
      closing ??= (async () => {
        clearInterval(sweep);
        // Stop accepting, let in-flight requests finish, then cut idle keep-alive sockets and, after the grace
        // period, whatever is left.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(force);
        await deps.close();
      })();
      return closing;
    },
  };
}
