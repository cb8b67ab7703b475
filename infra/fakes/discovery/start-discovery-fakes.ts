import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { CorpusSite } from "@cbct/worker/corpus/server";
import { buildDiscoveryWorld, type DiscoveryWorld } from "./discovery-world.ts";
import { answerFailure, type FailureState, type FakeApi, type FakeFailure } from "./fake-failures.ts";
import { handleNppes, nppesRecords } from "./fake-nppes.ts";
import { createNominatimHandler, overpassBody, overpassElements } from "./fake-osm.ts";
import { createPlacesHandler } from "./fake-places.ts";

export const FAKE_PLACES_API_KEY = "fake-places-key";

export type DiscoveryFakes = {
  world: DiscoveryWorld;
  /** Base URLs for NPPES_BASE_URL, NOMINATIM_BASE_URL, OVERPASS_BASE_URL, GOOGLE_PLACES_BASE_URL. */
  urls: Record<FakeApi, string>;
  env: Record<string, string>;
  fail(api: FakeApi, failure: FakeFailure | null): void;
  requests(api: FakeApi): number;
  close(): Promise<void>;
};

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handler(req, res, Buffer.concat(chunks).toString()));
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
}

/**
 * NPPES, Nominatim, Overpass and Google Places fakes on 127.0.0.1 over one shared world whose websites are the given
 * corpus sites (plus `goneWebsites` practices whose sites answer 404). Failures can be injected per API.
 */
export async function startDiscoveryFakes(options: {
  sites: readonly CorpusSite[];
  registryOnlyPerPlace?: number;
  goneWebsites?: number;
}): Promise<DiscoveryFakes> {
  // One server per closed site: a site's origin is its identity (as in the corpus).
  const gone = await Promise.all(
    Array.from({ length: options.goneWebsites ?? 0 }, () =>
      listen((_req, res) => {
        res.writeHead(404, { "content-type": "text/html" });
        res.end("<html><body><h1>404 Not Found</h1></body></html>");
      }),
    ),
  );
  const world = buildDiscoveryWorld({
    sites: options.sites,
    registryOnlyPerPlace: options.registryOnlyPerPlace ?? 2,
    goneWebsites: gone.map((g) => `${g.url}/`),
  });
  const failures: FailureState = new Map();
  const counts: Record<FakeApi, number> = { nppes: 0, nominatim: 0, overpass: 0, places: 0 };
  const records = nppesRecords(world);
  const nominatim = createNominatimHandler(world);
  const places = createPlacesHandler(world, FAKE_PLACES_API_KEY);

  const servers = {
    nppes: await listen((req, res) => {
      counts.nppes++;
      if (!answerFailure(failures, "nppes", res, "<html><body>503 Service Unavailable</body></html>"))
        handleNppes(records, req, res);
    }),
    nominatim: await listen((req, res) => {
      counts.nominatim++;
      if (!answerFailure(failures, "nominatim", res, "<html><body>503 Service Unavailable</body></html>"))
        nominatim(req, res);
    }),
    overpass: await listen((req, res, body) => {
      counts.overpass++;
      if (answerFailure(failures, "overpass", res, "<html><body>504 Gateway Timeout</body></html>")) return;
      if (req.method !== "POST" || !req.url?.startsWith("/api/interpreter")) {
        res.writeHead(404).end();
        return;
      }
      const ql = new URLSearchParams(body).get("data") ?? "";
      if (!ql.includes("[out:json]")) {
        res.writeHead(400, { "content-type": "text/html" });
        res.end("<html><body><p>Error: line 1: parse error: output format must be json</p></body></html>");
        return;
      }
      const remark =
        failures.get("overpass") === "remark"
          ? 'runtime error: Query timed out in "query" at line 3 after 61 seconds.'
          : undefined;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(overpassBody(remark ? [] : overpassElements(world, ql), remark)));
    }),
    places: await listen((req, res, body) => {
      counts.places++;
      if (
        !answerFailure(
          failures,
          "places",
          res,
          JSON.stringify({
            error: { code: 503, message: "The service is currently unavailable.", status: "UNAVAILABLE" },
          }),
        )
      )
        places(req, res, body);
    }),
  };
  const all = [...gone, ...Object.values(servers)];
  const urls = {
    nppes: `${servers.nppes.url}/api`,
    nominatim: servers.nominatim.url,
    overpass: `${servers.overpass.url}/api`,
    places: servers.places.url,
  };
  return {
    world,
    urls,
    env: {
      NPPES_BASE_URL: urls.nppes,
      NOMINATIM_BASE_URL: urls.nominatim,
      OVERPASS_BASE_URL: urls.overpass,
      GOOGLE_PLACES_BASE_URL: urls.places,
      GOOGLE_PLACES_API_KEY: FAKE_PLACES_API_KEY,
    },
    fail: (api, failure) => (failure ? failures.set(api, failure) : failures.delete(api)),
    requests: (api) => counts[api],
    close: async () => {
      for (const s of all) for (const socket of s.sockets) socket.destroy();
      await Promise.all(all.map((s) => new Promise<void>((r) => s.server.close(() => r()))));
    },
  };
}
