import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { serveSite } from "./hostile.ts";
import type { SiteLabel } from "./labels.ts";
import { createRuntime, LOG_CAP, type RequestTiming, type SiteRuntime } from "./site-runtime.ts";
import { catalogSites } from "./sites.ts";
import type { SiteDef } from "./types.ts";

export type CorpusSite = { def: SiteDef /** origin + "/" */; url: string; label: SiteLabel };

export type Corpus = {
  sites: CorpusSite[];
  /** The running site with this id; throws when there is none. */
  site(id: string): CorpusSite;
  /** Requests the site has received (robots.txt, pages, assets), for politeness and robots tests. */
  requestCount(siteId: string): number;
  /** Paths (with query) the site was asked for, oldest first, capped at 2,000. */
  requestLog(siteId: string): readonly string[];
  /** Start and end of each request the site received, oldest first, capped at 2,000. */
  requestTimes(siteId: string): readonly RequestTiming[];
  resetCounts(): void;
  /** Stops every server, destroying open sockets (hanging and dripping responses included). */
  close(): Promise<void>;
};

type Running = { rt: SiteRuntime; server: Server; sockets: Set<Socket> };

/**
 * Serves each site from its own HTTP server on a random free port, so a site's origin is its identity.
 * Defaults to the hand-written catalog.
 */
export async function startCorpus(options: { sites?: SiteDef[]; host?: string } = {}): Promise<Corpus> {
  const defs = options.sites ?? catalogSites();
  const host = options.host ?? "127.0.0.1";
  const ids = new Set<string>();
  for (const def of defs) {
    if (ids.has(def.id)) throw new Error(`duplicate site id ${def.id}`);
    ids.add(def.id);
  }

  const running = new Map<string, Running>();
  const started = await Promise.allSettled(defs.map((def) => startSite(def, host)));
  for (const result of started) if (result.status === "fulfilled") running.set(result.value.rt.def.id, result.value);
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all([...running.values()].map(stopSite));
    throw failed.reason;
  }

  const sites = defs.map((def) => {
    const r = running.get(def.id) as Running;
    return { def, url: `${r.rt.origin}/`, label: def.label };
  });
  const get = (id: string) => {
    const r = running.get(id);
    if (!r) throw new Error(`no corpus site ${id}`);
    return r;
  };
  let closing: Promise<void> | null = null;
  return {
    sites,
    site: (id) => {
      const found = sites.find((s) => s.def.id === id);
      if (!found) throw new Error(`no corpus site ${id}`);
      return found;
    },
    requestCount: (id) => get(id).rt.requests,
    requestLog: (id) => [...get(id).rt.log],
    requestTimes: (id) => get(id).rt.timings.map((t) => ({ ...t })),
    resetCounts: () => {
      for (const { rt } of running.values()) {
        rt.requests = 0;
        rt.pageRequests = 0;
        rt.log.length = 0;
        rt.timings.length = 0;
      }
    },
    close: () => {
      closing ??= Promise.all([...running.values()].map(stopSite)).then(() => undefined);
      return closing;
    },
  };
}

async function startSite(def: SiteDef, host: string): Promise<Running> {
  const rt = createRuntime(def);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    rt.requests += 1;
    const target = req.url ?? "/";
    if (rt.log.length < LOG_CAP) rt.log.push(target);
    if (rt.timings.length < LOG_CAP) {
      const timing: RequestTiming = { path: target, start: Date.now(), end: null };
      rt.timings.push(timing);
      res.once("close", () => (timing.end = Date.now()));
    }
    let url: URL;
    try {
      url = new URL(target, rt.origin);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (def.pages.some((p) => p.path === url.pathname)) rt.pageRequests += 1;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    try {
      serveSite(rt, req, res, url);
    } catch (error) {
      // A rendering bug must show up as a 500 in tests, not crash every other site in the process.
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(error));
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  rt.origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return { rt, server, sockets };
}

async function stopSite({ rt, server, sockets }: Running): Promise<void> {
  rt.closed = true;
  for (const timer of rt.timers) clearTimeout(timer);
  rt.timers.clear();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of sockets) socket.destroy();
  server.closeAllConnections();
  await closed;
}
