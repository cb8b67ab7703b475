import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

export type HealthChecks = {
  /** Liveness: the process's workers run (no I/O, so a slow database never gets a live process restarted). */
  live: () => boolean;
  /** Readiness: Redis and Postgres answer; the reasons are the service names mapped to "ok" or an error text. */
  ready: () => Promise<Record<string, string>>;
  registry: Registry;
};

/** GET /health, /ready and /metrics of one worker process. Returns the server and the port it listens on. */
export async function startHealthServer(port: number, checks: HealthChecks): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET") return send(405, { error: "Method not allowed" });
    // "/" for health checks written before /ready and /metrics existed.
    if (path === "/health" || path === "/") {
      const ok = checks.live();
      return send(ok ? 200 : 503, { status: ok ? "ok" : "unavailable" });
    }
    if (path === "/ready") {
      void checks.ready().then((services) => {
        const ready = Object.values(services).every((s) => s === "ok");
        const shown = Object.fromEntries(
          Object.entries(services).map(([k, v]) => [k, v === "ok" ? "ok" : "unavailable"]),
        );
        send(ready ? 200 : 503, { status: ready ? "ready" : "unavailable", ...shown });
      });
      return;
    }
    if (path === "/metrics") {
      void checks.registry.metrics().then(
        (text) => {
          res.writeHead(200, { "content-type": checks.registry.contentType });
          res.end(text);
        },
        () => send(500, { error: "Metrics unavailable" }),
      );
      return;
    }
    send(404, { error: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "0.0.0.0", resolve));
  const addr = server.address();
  return { server, port: typeof addr === "object" && addr ? addr.port : port };
}
