// Query parameters that only track the visitor; two URLs that differ by them are the same page.
const TRACKING_PARAM = /^(?:utm_\w+|fbclid|gclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref|source|hsCtaTracking)$/i;
const INDEX_FILE = /\/(?:index|default)\.(?:html?|php|aspx?)$/i;

/**
 * The identity of a page for de-duplication: scheme, "www.", default port, fragment, trailing slash, index file
 * names and tracking parameters do not make a different page. Null when the text is not an http(s) URL.
 */
export function pageKey(url: string | URL): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  const host = u.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  const port = u.port ? `:${u.port}` : "";
  let path = u.pathname.replace(/\/{2,}/g, "/").replace(INDEX_FILE, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  const params = [...u.searchParams.entries()]
    .filter(([k]) => !TRACKING_PARAM.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${port}${path.toLowerCase()}${query}`;
}
