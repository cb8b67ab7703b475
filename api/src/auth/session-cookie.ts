import type { ApiConfig } from "@cbct/shared/config";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env.ts";
import { isHttpsRequest } from "../http/request-info.ts";

export const SESSION_COOKIE = "cbct_session";

type CookieConfig = Pick<ApiConfig, "COOKIE_SECURE" | "TRUST_PROXY">;

/** Secure when configured so, or ("auto") when this request reached us over HTTPS. */
export function cookieSecure(c: Context<AppEnv>, config: CookieConfig): boolean {
  if (config.COOKIE_SECURE === "true") return true;
  if (config.COOKIE_SECURE === "false") return false;
  return isHttpsRequest(c, config.TRUST_PROXY);
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expire: Date, config: CookieConfig, now: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: cookieSecure(c, config),
    expires: expire,
    maxAge: Math.max(0, Math.floor((expire.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>, config: CookieConfig) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: "Lax", path: "/", secure: cookieSecure(c, config) });
}
