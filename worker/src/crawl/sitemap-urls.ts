import type { FetchBudget, PageFetcher } from "./fetch-page.ts";

const MAX_SITEMAP_BYTES = 2_000_000;
const MAX_URLS = 1_000;

function locs(xml: string): string[] {
  const out: string[] = [];
  for (const m of xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?([^<\]]+?)(?:\]\]>)?\s*<\/loc>/gi)) {
    const loc = m[1]?.replace(/&amp;/g, "&").trim();
    if (loc) out.push(loc);
    if (out.length >= MAX_URLS) break;
  }
  return out;
}

/**
 * Page URLs listed in a site's sitemap, for sites whose pages link poorly (JavaScript menus). Cheap by design: the
 * first sitemap named in robots.txt (or /sitemap.xml), and from a sitemap index only its page sitemaps, at most three
 * requests in all. Failures give an empty list.
 */
export async function sitemapUrls(
  fetcher: PageFetcher,
  origin: string,
  robotsSitemaps: readonly string[],
  budget: FetchBudget,
): Promise<string[]> {
  const read = async (url: string): Promise<string> => {
    try {
      const res = await fetcher.fetchText(url, { ...budget, maxBytes: MAX_SITEMAP_BYTES });
      return res.status >= 200 && res.status < 300 ? res.body : "";
    } catch (err) {
      if (budget.signal?.aborted) throw err;
      return "";
    }
  };
  const first = robotsSitemaps.find((s) => s.startsWith(origin)) ?? `${origin}/sitemap.xml`;
  const xml = await read(first);
  if (!/<sitemapindex\b/i.test(xml)) return locs(xml);
  const children = locs(xml).filter((u) => u.startsWith(origin));
  const preferred = [...children.filter((u) => /page/i.test(u)), ...children.filter((u) => !/page/i.test(u))];
  const urls: string[] = [];
  for (const child of preferred.slice(0, 2)) {
    urls.push(...locs(await read(child)));
    if (urls.length >= MAX_URLS) break;
  }
  return urls.slice(0, MAX_URLS);
}
