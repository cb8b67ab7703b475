import type { ApiConfig } from "@cbct/shared/config";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { AppError } from "./app-error.ts";
import { requestOrigin } from "./request-info.ts";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const WILDCARD_BINDS = new Set(["0.0.0.0", "::", "[::]", "127.0.0.1", "localhost", "::1"]);
// Orchestrators probe by container address; the probes reveal nothing a rebinding page could use.
const ANY_HOST_PATHS = new Set(["/api/health", "/api/ready"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The hosts the app answers for: every APP_ORIGINS entry, localhost / 127.0.0.1 / [::1] on PORT (any port when PORT
 * is 0, as in tests), and HOST:PORT when the server is bound to one specific address.
 */
export function allowedHosts(config: Pick<ApiConfig, "APP_ORIGINS" | "PORT" | "HOST">): (host: string) => boolean {
  const names = [...LOOPBACK_NAMES];
  if (!WILDCARD_BINDS.has(config.HOST)) names.push(config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST);
  const exact = new Set(config.APP_ORIGINS.map(hostOf));
  if (config.PORT) for (const name of names) exact.add(hostOf(`http://${name}:${config.PORT}`));
  const anyPort = new Set(config.PORT ? [] : names.map((n) => n.toLowerCase()));
  return (host) => exact.has(host) || anyPort.has(hostOf(`http://${host}`)?.replace(/:\d+$/, "") ?? "");
}

/**
 * DNS rebinding defence: a page on attacker.example that rebinds its name to 127.0.0.1 reaches this server with
 * `Host: attacker.example`, and the browser treats it as same-origin. Refusing every Host that is not ours (421)
 * before any route runs closes that, whatever the route or cookie.
 */
export function hostCheck(config: Pick<ApiConfig, "APP_ORIGINS" | "PORT" | "HOST" | "TRUST_PROXY">) {
  const isAllowed = allowedHosts(config);
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (ANY_HOST_PATHS.has(c.req.path)) return next();
    const host = hostOf(requestOrigin(c, config.TRUST_PROXY));
    if (!host || !isAllowed(host)) throw new AppError("misdirected_request", "Unknown host");
    await next();
  };
  return handler;
}
