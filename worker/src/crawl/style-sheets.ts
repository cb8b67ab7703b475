/**
 * The style sheets a page links to, read for one thing only: which of its classes the site lays out as blocks or
 * flex and grid rows (collectors/layout.ts), so the words a browser shows apart are read apart. A Next.js or Vite
 * site defines its menu's `display: flex` in a linked file, and its HTML has no whitespace between the links
 * ("HomeAboutImplants"). Only the page's own origin (a CDN's framework or font CSS says nothing of the site's
 * classes), at most `MAX_SHEETS_PER_PAGE` of them in document order, each fetched once per crawl job, capped in size
 * and time; a sheet that cannot be read is read as empty, never as the page's failure.
 */

export const MAX_SHEETS_PER_PAGE = 4;
export const MAX_SHEET_BYTES = 512 * 1024;
export const SHEET_TIMEOUT_MS = 5_000;

const LINK = /<link\b[^>]{0,2000}>/gi;
const ATTR = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
/** How far into the page the links are looked for: a head is rarely longer. */
const SCAN_CHARS = 200_000;

function attributesOf(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(tag); m !== null; m = ATTR.exec(tag)) {
    const name = (m[1] ?? "").toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** The addresses of the page's own linked style sheets (same origin, for screens), in document order, deduplicated. */
export function linkedStyleSheets(html: string, pageUrl: string): string[] {
  let base: URL;
  try {
    base = new URL(pageUrl);
  } catch {
    return [];
  }
  const head = html.slice(0, SCAN_CHARS);
  const found: string[] = [];
  LINK.lastIndex = 0;
  for (let m = LINK.exec(head); m !== null && found.length < MAX_SHEETS_PER_PAGE; m = LINK.exec(head)) {
    const attrs = attributesOf(m[0]);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("stylesheet") || rel.includes("alternate")) continue;
    const media = (attrs.get("media") ?? "").toLowerCase();
    if (media && !/\b(?:all|screen)\b/.test(media)) continue;
    const href = attrs.get("href");
    if (!href) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin) continue;
    url.hash = "";
    const address = url.toString();
    if (!found.includes(address)) found.push(address);
  }
  return found;
}

/** Loads one sheet's text; answers "" for anything it cannot or should not read. */
export type StyleSheetLoader = (url: string) => Promise<string>;

// Words that touch across two inline elements ("Home</a><a href="/about">About"): markup a framework wrote, where
// only the CSS says whether a reader sees "HomeAbout" or "Home About". A page written with whitespace between its
// elements (none of the 2,262 pages of the parser's corpus; 28 of the 69 real sites' home pages) costs no request.
const WORDS_TOUCH =
  /[\p{L}\p{N}]<\/(?:a|span|button|b|strong|em|i|small|label)><(?:a|span|button|b|strong|em|i|small|label)\b[^>]{0,500}>[\p{L}\p{N}]/iu;

/** Whether the page's markup runs two inline elements' words together, so that only its CSS can keep them apart. */
export function runsInlineTogether(html: string): boolean {
  return WORDS_TOUCH.test(html.slice(0, MAX_MARKUP_SCANNED));
}
const MAX_MARKUP_SCANNED = 1_000_000;

/**
 * For one crawl job: the texts of a page's linked style sheets, each sheet loaded once however many pages link it.
 * A page whose markup keeps its words apart itself (whitespace between its elements) costs no request.
 */
export function styleSheetsReader(load: StyleSheetLoader): (html: string, pageUrl: string) => Promise<string[]> {
  const loaded = new Map<string, Promise<string>>();
  return async (html, pageUrl) => {
    if (!runsInlineTogether(html)) return [];
    const urls = linkedStyleSheets(html, pageUrl);
    return Promise.all(
      urls.map((url) => {
        let text = loaded.get(url);
        if (text === undefined) {
          text = load(url).catch(() => "");
          loaded.set(url, text);
        }
        return text;
      }),
    );
  };
}

/** A fetched resource is a style sheet worth reading: a 2xx answer declared as CSS (an app's index.html is not). */
export function isStyleSheet(status: number, contentType: string): boolean {
  return status >= 200 && status <= 299 && contentType.toLowerCase() === "text/css";
}
