import type { Context } from "hono";
import type { AppEnv } from "../env.ts";

/** First value of a comma-separated forwarding header. */
function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value || undefined;
}

/**
 * The client's address: the socket peer, or with TRUST_PROXY the last x-forwarded-for entry, which is the address
 * our proxy saw. Earlier entries are whatever the client chose to send and cannot be trusted for rate limits.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** The origin the browser addressed: scheme and host of the request, or the proxy's view of them with TRUST_PROXY. */
export function requestOrigin(c: Context<AppEnv>, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto = (trustProxy && firstValue(c.req.header("x-forwarded-proto"))) || url.protocol.replace(/:$/, "");
  const host = (trustProxy && firstValue(c.req.header("x-forwarded-host"))) || c.req.header("host") || url.host;
  return `${proto.toLowerCase()}://${host.toLowerCase()}`;
}

export function isHttpsRequest(c: Context<AppEnv>, trustProxy: boolean): boolean {
  return requestOrigin(c, trustProxy).startsWith("https://");
}
