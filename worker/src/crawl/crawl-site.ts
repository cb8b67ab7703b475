import type { WorkerConfig } from "@cbct/shared/config";
import type { PageContent, PageLink, SiteContent } from "@cbct/shared/domain/site-content";
import { siteDomain } from "@cbct/shared/net/site-url";
import { BrowserPool } from "./browser-pool.ts";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { HostLimiter } from "./host-limiter.ts";
import { rankLinks } from "./link-ranking.ts";
import { pageKey } from "./page-key.ts";
import { type BrowserMode, createPageReader, type PageReader } from "./read-page.ts";
import { RobotsCache } from "./robots.ts";
import { sitemapUrls } from "./sitemap-urls.ts";
import { createGuardedAgent, type ResolveHost } from "./ssrf-guard.ts";

export type CrawlProgress = { pagesFetched: number; currentUrl: string };

export type CrawlOptions = {
  maxPages: number;
  jobTimeoutMs: number;
  pageTimeoutMs: number;
  browserMode: BrowserMode;
  signal?: AbortSignal;
  onProgress?: (p: CrawlProgress) => void;
};

export type CrawlDeps = {
  fetcher: PageFetcher;
  robots: RobotsCache;
  limiter: HostLimiter;
  browser?: BrowserPool | null;
  maxLinksPerPage?: number;
  /** Sub-pages of one job read at the same time (the host limiter still has the last word). */
  parallelPages?: number;
  log?: (message: string) => void;
};

export type Crawler = {
  crawlSite(startUrl: string, options: CrawlOptions): Promise<SiteContent>;
  close(): Promise<void>;
};

const HOME_RETRY_DELAY_MS = 1_000;

function jobTimeout(): CrawlError {
  return new CrawlError("timeout", "The site took too long to crawl");
}

function parseStart(startUrl: string): URL {
  const raw = startUrl.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    url.hash = "";
    return url;
  } catch {
    throw new CrawlError("http", `"${startUrl}" is not a valid website address`, { permanent: true });
  }
}

/**
 * Crawls one practice site: robots.txt, the home page (HTTP, or Chromium for JavaScript shells), then the most
 * relevant same-site pages (equipment, services, team, contact), one level deeper if pages remain. Sub-page failures
 * are skipped. When the job's time budget runs out, what was read so far is returned, provided the home page was.
 */
export async function crawlSite(startUrl: string, deps: CrawlDeps, options: CrawlOptions): Promise<SiteContent> {
  const log = deps.log ?? (() => {});
  const deadline = Date.now() + options.jobTimeoutMs;
  const job = new AbortController();
  const timer = setTimeout(() => job.abort(jobTimeout()), options.jobTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, job.signal]) : job.signal;
  const reader = createPageReader(
    {
      fetcher: deps.fetcher,
      robots: deps.robots,
      limiter: deps.limiter,
      browser: deps.browser ?? null,
      maxLinksPerPage: deps.maxLinksPerPage ?? 500,
      log,
    },
    {
      mode: options.browserMode,
      signal,
      pageBudgetMs: () => Math.max(1, Math.min(options.pageTimeoutMs, deadline - Date.now())),
    },
  );
  const pages: PageContent[] = [];
  const seen = new Set<string>();
  const add = (page: PageContent) => {
    pages.push(page);
    options.onProgress?.({ pagesFetched: pages.length, currentUrl: page.url });
  };

  try {
    const start = parseStart(startUrl);
    const home = await readHome(reader, start.toString(), signal);
    add(home);
    for (const key of [pageKey(start), pageKey(home.url)]) if (key) seen.add(key);
    const domain = siteDomain(new URL(home.url));

    // Level 1: links of the home page (plus the sitemap when the home page links to little); level 2: their links.
    let links: PageLink[] = home.links;
    for (let level = 1; level <= 2 && pages.length < options.maxPages && !signal.aborted; level++) {
      let ranked = rankLinks(links, { domain, exclude: seen });
      if (level === 1 && ranked.length < options.maxPages - 1) {
        const extra = await sitemapLinks(deps, home.url, signal, options.pageTimeoutMs);
        ranked = rankLinks([...links, ...extra], { domain, exclude: seen });
      }
      const before = pages.length;
      await readAll(
        ranked.map((r) => r.url),
        deps.parallelPages ?? 2,
        options.maxPages,
        async (url) => {
          const key = pageKey(url);
          if (key) seen.add(key);
          let page: PageContent;
          try {
            page = await reader.read(url);
          } catch (err) {
            if (signal.aborted) throw err;
            log(`skipped ${url}: ${err instanceof Error ? err.message : String(err)}`);
            return;
          }
          const finalKey = pageKey(page.url);
          // A link that redirects off the site (booking portals, social profiles) or onto a page already read.
          if (siteDomain(new URL(page.url)) !== domain || (finalKey !== key && finalKey && seen.has(finalKey))) return;
          if (finalKey) seen.add(finalKey);
          if (pages.length < options.maxPages) add(page);
        },
        () => pages.length,
        signal,
      );
      links = pages.slice(before).flatMap((p) => p.links.slice(0, 200));
    }
    return { startUrl, finalUrl: home.url, pages };
  } catch (err) {
    if (job.signal.aborted && !options.signal?.aborted) {
      if (pages[0]) return { startUrl, finalUrl: pages[0].url, pages };
      throw jobTimeout();
    }
    throw err;
  } finally {
    clearTimeout(timer);
    await reader.close();
  }
}

/** The home page, with one quick second try for a passing failure (a 503 while the host restarts, a reset). */
async function readHome(reader: PageReader, url: string, signal: AbortSignal): Promise<PageContent> {
  try {
    return await reader.read(url);
  } catch (err) {
    if (!(err instanceof CrawlError) || err.permanent || err.kind === "timeout" || signal.aborted) throw err;
    await new Promise((resolve) => setTimeout(resolve, HOME_RETRY_DELAY_MS));
    signal.throwIfAborted();
    return reader.read(url);
  }
}

/** Runs `read` over `urls` with `parallel` workers until `count()` reaches `max` or the list is used up. */
async function readAll(
  urls: string[],
  parallel: number,
  max: number,
  read: (url: string) => Promise<void>,
  count: () => number,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  let inFlight = 0;
  // Failures are skipped, so a few more candidates than slots are tried, but not the whole list of a broken site.
  const maxAttempts = Math.max(max * 3, 10);
  const worker = async () => {
    while (next < urls.length && next < maxAttempts && count() + inFlight < max) {
      signal.throwIfAborted();
      const url = urls[next++]!;
      inFlight++;
      try {
        await read(url);
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

async function sitemapLinks(deps: CrawlDeps, homeUrl: string, signal: AbortSignal, timeoutMs: number) {
  const origin = new URL(homeUrl).origin;
  const rules = await deps.robots.rulesFor(homeUrl, signal);
  const urls = await deps.limiter.run(
    HostLimiter.keyOf(homeUrl),
    () => sitemapUrls(deps.fetcher, origin, rules.sitemaps, { timeoutMs, signal }),
    { delayMs: rules.crawlDelayMs, signal },
  );
  return urls.map((href): PageLink => ({ href, text: "" }));
}

export type CreateCrawlerOverrides = {
  /** DNS for the SSRF guard (tests fake a rebinding resolver). */
  resolve?: ResolveHost;
  log?: (message: string) => void;
};

/** Everything a worker process needs to crawl, built once: guarded agent, fetcher, robots cache, limiter, browser. */
export function createCrawler(config: WorkerConfig, overrides: CreateCrawlerOverrides = {}): Crawler {
  const allowHosts = config.SCRAPER_ALLOW_HOSTS;
  const dispatcher = createGuardedAgent({
    allowHosts,
    connectTimeoutMs: Math.min(10_000, config.SCRAPER_PAGE_TIMEOUT_MS),
    ...(overrides.resolve ? { resolve: overrides.resolve } : {}),
  });
  const fetcher = new PageFetcher({
    dispatcher,
    userAgent: config.SCRAPER_USER_AGENT,
    allowHosts,
    maxRedirects: config.SCRAPER_MAX_REDIRECTS,
    maxBodyBytes: config.SCRAPER_MAX_BODY_BYTES,
  });
  const robots = new RobotsCache({
    fetcher,
    userAgent: config.SCRAPER_USER_AGENT,
    timeoutMs: Math.min(10_000, config.SCRAPER_PAGE_TIMEOUT_MS),
  });
  const limiter = new HostLimiter({
    concurrency: config.SCRAPER_HOST_CONCURRENCY,
    delayMs: config.SCRAPER_HOST_DELAY_MS,
  });
  // Launched on first use only, so a worker that never meets a JavaScript shell never starts Chromium.
  const browser = new BrowserPool({
    executablePath: config.CHROMIUM_PATH ?? null,
    userAgent: config.SCRAPER_USER_AGENT,
    fetcher,
    requestTimeoutMs: config.SCRAPER_PAGE_TIMEOUT_MS,
    restartAfterPages: config.BROWSER_RESTART_AFTER_PAGES,
    maxConcurrentPages: config.BROWSER_MAX_CONCURRENT_PAGES,
    noSandbox: config.BROWSER_NO_SANDBOX,
    maxLinksPerPage: config.SCRAPER_MAX_LINKS_PER_PAGE,
  });
  const deps: CrawlDeps = {
    fetcher,
    robots,
    limiter,
    browser,
    maxLinksPerPage: config.SCRAPER_MAX_LINKS_PER_PAGE,
    parallelPages: Math.min(3, config.SCRAPER_HOST_CONCURRENCY),
    ...(overrides.log ? { log: overrides.log } : {}),
  };
  return {
    crawlSite: (startUrl, options) => crawlSite(startUrl, deps, options),
    close: async () => {
      await browser.close();
      await dispatcher.close();
    },
  };
}
