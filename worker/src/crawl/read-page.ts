import type { PageContent } from "@cbct/core/domain/site-content";
import type { BrowserPool, BrowserSession } from "./browser-pool.ts";
import { cleanPage } from "./clean-page.ts";
import { CrawlError } from "./crawl-error.ts";
import type { PageFetcher } from "./fetch-page.ts";
import { type HostGate, HostLimiter } from "../pacing/index.ts";
import { parseHtml } from "./parse-html.ts";
import type { RenderPolicy } from "./render-policy.ts";
import type { RobotsCache } from "./robots.ts";
import { isStyleSheet, MAX_SHEET_BYTES, SHEET_TIMEOUT_MS, styleSheetsReader } from "./style-sheets.ts";

/** What one crawl job shares while reading its pages. */
export type PageReader = {
  /** Reads one page the way the render policy says; throws CrawlError (robots, http, blocked...) when it cannot. */
  read(url: string): Promise<PageContent>;
  /** Renders one page in the browser when the policy allows it at all; null when it does not or no browser can. */
  render(url: string): Promise<PageContent | null>;
  /** Closes the job's browser context, if one was opened. */
  close(): Promise<void>;
};

export type PageReaderDeps = {
  fetcher: PageFetcher;
  robots: RobotsCache;
  limiter: HostGate;
  browser: BrowserPool | null;
  maxLinksPerPage: number;
  log: (message: string) => void;
};

export type PageReaderOptions = {
  /** When to use the browser; the reader only knows whether one works. */
  policy: RenderPolicy;
  signal: AbortSignal;
  /** Budget of one page: the smaller of the page timeout and what is left of the job. */
  pageBudgetMs: () => number;
};

const META_REFRESH = /<meta[^>]+http-equiv\s*=\s*["']?refresh["']?[^>]*>/i;

/** Target of `<meta http-equiv="refresh" content="0; url=/home">`, which old practice sites use as a redirect. */
function metaRefreshTarget(html: string, base: string): string | null {
  const tag = META_REFRESH.exec(html.slice(0, 20_000))?.[0];
  const target = tag ? /content\s*=\s*["']?\s*\d*\s*[;,]\s*url\s*=\s*['"]?([^"'>\s]+)/i.exec(tag)?.[1] : undefined;
  if (!target) return null;
  try {
    return new URL(target, base).toString();
  } catch {
    return null;
  }
}

/**
 * Reads pages for one crawl job: robots.txt first, then HTTP through the per-host limiter and Chromium, each when
 * the job's render policy says (render-policy.ts). The job's browser context is opened on first need and reused for
 * the job's later pages.
 */
export function createPageReader(deps: PageReaderDeps, options: PageReaderOptions): PageReader {
  let session: Promise<BrowserSession> | null = null;
  let browserBroken = false;
  let reads = 0;
  const noted = new Set<string>();
  const { signal, policy } = options;

  const politely = async <T>(url: string, task: () => Promise<T>): Promise<T> => {
    const rules = await deps.robots.rulesFor(url, signal);
    if (rules.note && !noted.has(rules.origin)) {
      noted.add(rules.origin);
      deps.log(`${rules.origin}: ${rules.note}`);
    }
    if (!rules.isAllowed(url)) throw CrawlError.robots();
    return deps.limiter.run(HostLimiter.keyOf(url), task, { delayMs: rules.crawlDelayMs, signal });
  };

  // The site's own linked style sheets, each fetched once for the job, politely, as the pages are: read for which
  // of its classes are blocks (style-sheets.ts). One that cannot be read is read as empty.
  const styleSheetsOf = styleSheetsReader(async (sheetUrl) => {
    const res = await politely(sheetUrl, () =>
      deps.fetcher.fetchText(sheetUrl, {
        timeoutMs: Math.min(SHEET_TIMEOUT_MS, options.pageBudgetMs()),
        signal,
        maxBytes: MAX_SHEET_BYTES,
      }),
    );
    return isStyleSheet(res.status, res.contentType) ? res.body : "";
  });
  const parse = async (html: string, pageUrl: string) =>
    parseHtml(html, pageUrl, { maxLinks: deps.maxLinksPerPage, styleSheets: await styleSheetsOf(html, pageUrl) });

  const viaHttp = async (url: string): Promise<{ html: string; page: PageContent }> => {
    const fetchOnce = async (u: string) => {
      const res = await politely(u, () => deps.fetcher.fetchHtml(u, { timeoutMs: options.pageBudgetMs(), signal }));
      // A redirect to another origin lands under that origin's robots.txt.
      if (new URL(res.url).origin !== new URL(u).origin) {
        const rules = await deps.robots.rulesFor(res.url, signal);
        if (!rules.isAllowed(res.url)) throw CrawlError.robots();
      }
      return res;
    };
    let res = await fetchOnce(url);
    let page = await parse(res.body, res.url);
    const refresh = page.text.length < 500 ? metaRefreshTarget(res.body, res.url) : null;
    if (refresh && refresh !== res.url) {
      res = await fetchOnce(refresh);
      page = await parse(res.body, res.url);
    }
    return { html: res.body, page };
  };

  const viaBrowser = async (url: string): Promise<PageContent> => {
    if (!deps.browser || browserBroken) throw new CrawlError("connection", "No browser is available");
    const browser = deps.browser;
    session ??= browser.openSession(signal);
    let s: BrowserSession;
    try {
      s = await session;
    } catch (err) {
      browserBroken = true;
      deps.log(`browser unavailable: ${err instanceof Error ? err.message : String(err)}`);
      throw new CrawlError("connection", "The browser could not be started", { cause: err });
    }
    return politely(url, () => s.render(url, options.pageBudgetMs(), signal, styleSheetsOf));
  };

  const readRaw = async (url: string): Promise<PageContent> => {
    const step = policy.firstStep();
    if (step === "browser" && deps.browser) return viaBrowser(url);
    if (step === "browser-then-http" && !browserBroken) {
      try {
        return await viaBrowser(url);
      } catch (err) {
        // Answers about the page itself (404, robots, not HTML) would be the same over HTTP.
        if (signal.aborted || (err instanceof CrawlError && err.kind !== "connection" && err.kind !== "timeout")) {
          throw err;
        }
      }
    }
    const first = reads++ === 0;
    const { html, page } = await viaHttp(url);
    if (!deps.browser || browserBroken || !policy.wantsRender(html, page)) return page;
    try {
      return policy.choose(page, await viaBrowser(page.url), first);
    } catch (err) {
      if (signal.aborted) throw err;
      deps.log(`render failed for ${page.url}, keeping the HTTP result: ${err instanceof Error ? err.message : err}`);
      return page;
    }
  };

  return {
    // Every page leaves here without NUL, lone surrogates or URL credentials: the one gate before storage.
    read: async (url) => cleanPage(await readRaw(url)),
    async render(url) {
      if (!policy.mayRender() || !deps.browser || browserBroken) return null;
      try {
        return cleanPage(await viaBrowser(url));
      } catch (err) {
        if (signal.aborted) throw err;
        deps.log(`render failed for ${url}: ${err instanceof Error ? err.message : err}`);
        return null;
      }
    },
    async close() {
      const s = session;
      session = null;
      if (s) await s.then((x) => x.close()).catch(() => {});
    },
  };
}
