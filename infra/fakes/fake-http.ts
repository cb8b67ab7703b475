import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; url: URL; headers: IncomingMessage["headers"]; body: Buffer };
export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export type RunningFake = { url: string; port: number; close: () => Promise<void> };

/** An HTTP server on 127.0.0.1 with a free port; the handler gets the whole body read. */
export async function listenFake(handler: FakeHandler): Promise<RunningFake> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      Promise.resolve(handler(request, res)).catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(err) } });
        else res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

export function bearerToken(req: FakeRequest): string | null {
  const match = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""));
  return match?.[1] ?? null;
}
