import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "./provider-error.ts";
import { PROVIDER_UNREACHABLE, type ProviderHttp, providerGuard, requestJson } from "./provider-http.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, hits: () => hits };
}

let provider: Awaited<ReturnType<typeof listen>>;
let internal: Awaited<ReturnType<typeof listen>>;
let written = 0;
let closedPort = 0;

beforeAll(async () => {
  // Something private on the same machine the provider must not be able to send us to.
  internal = await listen((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"secret":true}');
  });
  provider = await listen((req, res) => {
    const path = req.url ?? "/";
    if (path === "/ok") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"ok":true}');
    } else if (path === "/same-host") {
      res.writeHead(302, { location: "/ok" });
      res.end();
    } else if (path === "/to-internal-port") {
      res.writeHead(302, { location: `${internal.url}/` });
      res.end();
    } else if (path === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else if (path === "/to-other-host") {
      res.writeHead(307, { location: `http://localhost:${new URL(internal.url).port}/` });
      res.end();
    } else if (path === "/huge") {
      // 300 MB of JSON, streamed without a length: the client must stop reading, not buffer it all.
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write("[");
      const pump = () => {
        while (written < 300_000_000) {
          if (res.destroyed) return;
          written += chunk.length;
          if (!res.write(chunk)) {
            res.once("drain", pump);
            return;
          }
        }
        res.end("]");
      };
      res.on("close", () => undefined);
      pump();
    } else if (path === "/huge-declared") {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(300_000_000) });
      res.write("[");
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  const closed = await listen(() => undefined);
  closedPort = Number(new URL(closed.url).port);
  await new Promise((r) => closed.server.close(r));
});

afterAll(async () => {
  provider.server.closeAllConnections();
  await Promise.all([provider, internal].map((s) => new Promise((r) => s.server.close(r))));
});

const http = (): ProviderHttp => ({
  userAgent: "test",
  timeoutMs: 10_000,
  attempts: 2,
  baseDelayMs: 10,
  // Only the configured base URL's host:port is allowed, as createDiscovery sets it up.
  guard: providerGuard([provider.url]),
});

async function failure(path: string, base = provider.url): Promise<ProviderError> {
  const err = await requestJson("Test", `${base}${path}`, {}, http()).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe("provider requests through the guarded client", () => {
  it("reaches the configured base URL (private or not) and follows a redirect on the same host", async () => {
    expect((await requestJson("Test", `${provider.url}/same-host`, {}, http())).body).toEqual({ ok: true });
  });

  it("refuses redirects to another port, another host or a metadata address, without asking them", async () => {
    const before = internal.hits();
    for (const path of ["/to-internal-port", "/to-other-host", "/to-metadata"]) {
      const err = await failure(path);
      expect(err.message).toBe(PROVIDER_UNREACHABLE);
      expect(err.retryable).toBe(false);
    }
    expect(internal.hits()).toBe(before);
  });

  it("refuses private addresses that are not the configured provider", async () => {
    const err = await failure("/", internal.url);
    expect(err.message).toBe(PROVIDER_UNREACHABLE);
    expect(internal.hits()).toBe(0);
  });

  it("says only that the provider could not be reached, whatever the socket said", async () => {
    const guard = providerGuard([`http://127.0.0.1:${closedPort}`]);
    const err = await requestJson("Test", `http://127.0.0.1:${closedPort}/`, {}, { ...http(), guard }).catch(
      (e: unknown) => e as ProviderError,
    );
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toBe(PROVIDER_UNREACHABLE);
    expect((err as ProviderError).message).not.toMatch(/ECONN|refused|127\.0\.0\.1|\d{4,5}/);
  });

  it("cuts a 300 MB answer off at the size cap instead of reading it whole", async () => {
    const err = await failure("/huge");
    expect(err.message).toBe(PROVIDER_UNREACHABLE);
    // The server stops being read a little past 10 MB (socket buffers), far from 300 MB.
    await new Promise((r) => setTimeout(r, 200));
    expect(written).toBeLessThan(40_000_000);

    const declared = await failure("/huge-declared");
    expect(declared.message).toBe(PROVIDER_UNREACHABLE);
  });
});
