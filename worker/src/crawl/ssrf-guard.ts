import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { type AllowList, isAddressAllowed, parseIp } from "@cbct/shared/net/host-policy";
import { Agent, buildConnector } from "undici";
import { CrawlError } from "./crawl-error.ts";

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to every address it has; injectable so tests can play a rebinding DNS server. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardedAgentOptions = {
  allowHosts: AllowList;
  resolve?: ResolveHost;
  connectTimeoutMs?: number;
  /** Upper bound on sockets per origin; the host limiter keeps page fetches far below it. */
  connectionsPerOrigin?: number;
};

const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * An undici dispatcher that checks the address and port of every connection it opens. The host name was checked before the
 * request, but DNS can answer differently a moment later (rebinding), so the answer itself is checked here, and only
 * allowed addresses are handed to the socket. IP literals skip DNS in node:net, so the connector checks those first.
 */
export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  const allow = options.allowHosts;
  const resolve = options.resolve ?? systemResolve;

  // The allow list and the service-port rule depend on the port, which a lookup function is not told: one
  // connector per port (a handful in practice; the cache is cleared if a site walks through many).
  const connectors = new Map<number, buildConnector.connector>();
  const connectorFor = (port: number): buildConnector.connector => {
    let connector = connectors.get(port);
    if (connector) return connector;
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      resolve(hostname).then(
        (answers) => {
          const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
          const allowed = answers.filter(
            (a) => (wanted === 0 || a.family === wanted) && isAddressAllowed(hostname, a.address, port, allow),
          );
          const first = allowed[0];
          if (!first) {
            callback(CrawlError.blocked(hostname), "", 0);
            return;
          }
          if (lookupOptions.all) callback(null, allowed);
          else callback(null, first.address, first.family);
        },
        (err: NodeJS.ErrnoException) => callback(err, "", 0),
      );
    };
    if (connectors.size >= 64) connectors.clear();
    connector = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000, lookup });
    connectors.set(port, connector);
    return connector;
  };

  const connect: buildConnector.connector = (connectOptions, callback) => {
    const host = connectOptions.hostname;
    const port = Number(connectOptions.port) || (connectOptions.protocol === "https:" ? 443 : 80);
    const ip = parseIp(host);
    if (ip && !isAddressAllowed(host, ip.toString(), port, allow)) {
      callback(CrawlError.blocked(host), null);
      return;
    }
    connectorFor(port)(connectOptions, callback);
  };

  return new Agent({
    connect,
    connections: options.connectionsPerOrigin ?? 16,
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 30_000,
    // Backstops only: every request carries an AbortSignal with the real page budget.
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
  });
}
