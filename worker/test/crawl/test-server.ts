import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TestServer = {
  /** "http://127.0.0.1:PORT" (or the host it was started on). */
  origin: string;
  port: number;
  /** Every request path seen, in order, with its user agent. */
  requests: { path: string; userAgent: string }[];
  server: Server;
  close(): Promise<void>;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A real HTTP server on a loopback address for crawler tests (no module mocks, architecture habit 7). */
export async function startTestServer(handler: Handler, host = "127.0.0.1"): Promise<TestServer> {
  const requests: TestServer["requests"] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? "/", userAgent: String(req.headers["user-agent"] ?? "") });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler serving fixed pages by path; unknown paths are 404. */
export function pages(routes: Record<string, string | { status?: number; type?: string; body: string }>): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("#")[0] ?? "/";
    const route = routes[path];
    if (route === undefined) {
      res.writeHead(404, { "content-type": "text/html" });
      res.end("<h1>Not found</h1>");
      return;
    }
    const r = typeof route === "string" ? { body: route } : route;
    res.writeHead(r.status ?? 200, { "content-type": r.type ?? "text/html; charset=utf-8" });
    res.end(r.body);
  };
}
