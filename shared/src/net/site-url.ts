import { siteDomain } from "@cbct/core/domain/site-domain";
import { type AllowList, hostNameProblem, urlPort } from "./host-policy.ts";

export type SiteUrl = { url: string; domain: string; origin: string };
export type SiteUrlResult = { ok: true; value: SiteUrl } | { ok: false; error: string };

// The key itself is pure domain code (the browser-safe core); re-exported for the server code that imports it here.
export { siteDomain };

/**
 * Validates and normalises what a user typed as a practice website. A scheme-less "smiledental.com" is read as
 * https. Credentials, non-web schemes and private hosts are refused with a message fit to show the user.
 */
export function parseSiteUrl(input: string, allow: AllowList = []): SiteUrlResult {
  const raw = input.trim();
  if (!raw) return { ok: false, error: "Enter a website URL" };
  if (raw.length > 2048) return { ok: false, error: "The URL is too long" };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: `"${raw}" is not a valid URL` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, error: "Only http and https websites can be scraped" };
  }
  if (url.username || url.password) return { ok: false, error: "URLs with a user name or password are not allowed" };
  const problem = hostNameProblem(url.hostname, allow, urlPort(url));
  if (problem) return { ok: false, error: `The host "${url.hostname}" ${problem}` };
  url.hash = "";
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, "");
  if (url.pathname === "") url.pathname = "/";
  return { ok: true, value: { url: url.toString(), domain: siteDomain(url), origin: url.origin } };
}
