import type { WorkerConfig } from "@cbct/shared/config";
import type { PageContent, PageLink, SiteContent } from "@cbct/shared/domain/site-content";
import { siteDomain } from "@cbct/shared/net/site-url";
import type { Redis } from "ioredis";
import { BrowserPool } from "./browser-pool.ts";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { type HostGate, HostLimiter } from "./host-limiter.ts";
import { RedisHostLimiter } from "./redis-host-limiter.ts";
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
  limiter: HostGate;
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
 * relevant same-site pages (equipment, services, team, contact), best first down to three levels. Sub-page failures
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

    // Best first across levels: the home page's links (plus the sitemap when it links to little) seed a frontier,
    // every page read adds its own links a little lower, and the best unread candidate is always read next. An
    // equipment page linked only from the services page thus beats a generic page linked from the home page.
    const frontier = new Frontier(domain, seen);
    frontier.offer(home.links, 1);
    if (frontier.size < options.maxPages - 1) {
      frontier.offer(await sitemapLinks(deps, home.url, signal, options.pageTimeoutMs), 1);
    }
    await readBestFirst(
      frontier,
      deps.parallelPages ?? 2,
      options.maxPages,
      () => pages.length,
      signal,
      async (c) => {
        let page: PageContent;
        try {
          page = await reader.read(c.url);
        } catch (err) {
          if (signal.aborted) throw err;
          log(`skipped ${c.url}: ${err instanceof Error ? err.message : String(err)}`);
          return;
        }
        const finalKey = pageKey(page.url);
        // A link that redirects off the site (booking portals, social profiles) or onto a page already read.
        if (siteDomain(new URL(page.url)) !== domain || (finalKey !== c.key && finalKey && seen.has(finalKey))) return;
        if (finalKey) seen.add(finalKey);
        if (pages.length < options.maxPages) add(page);
        if (c.depth < MAX_DEPTH) frontier.offer(page.links.slice(0, 200), c.depth + 1);
      },
    );
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

const MAX_DEPTH = 3;
// Points a link loses per level below the home page: relevance first, closeness to the home page second.
const DEPTH_PENALTY = 6;

type Candidate = { url: string; key: string; score: number; depth: number; order: number };

/** Unread same-site pages, best first. `seen` holds every page key read or being read. */
class Frontier {
  private readonly candidates = new Map<string, Candidate>();
  private order = 0;

  constructor(
    private readonly domain: string,
    private readonly seen: Set<string>,
  ) {}

  get size(): number {
    return this.candidates.size;
  }

  offer(links: readonly PageLink[], depth: number): void {
    for (const r of rankLinks(links, { domain: this.domain, exclude: this.seen })) {
      const score = r.score - (depth - 1) * DEPTH_PENALTY;
      // Below the home page's own links, only pages with something relevant in their address or link text.
      if (score < 0) continue;
      const current = this.candidates.get(r.key);
      if (current && current.score >= score) continue;
      this.candidates.set(r.key, { url: r.url, key: r.key, score, depth, order: current?.order ?? this.order++ });
    }
  }

  /** Takes the best candidate out (and marks it seen), or null when there is none. */
  take(): Candidate | null {
    let best: Candidate | null = null;
    for (const c of this.candidates.values()) {
      if (!best || c.score > best.score || (c.score === best.score && c.order < best.order)) best = c;
    }
    if (!best) return null;
    this.candidates.delete(best.key);
    this.seen.add(best.key);
    return best;
  }
}

/**
 * Reads candidates with `parallel` workers until `count()` reaches `max`. A worker that finds the frontier empty
 * waits while others are still reading, since their pages may add candidates.
 */
async function readBestFirst(
  frontier: Frontier,
  parallel: number,
  max: number,
  count: () => number,
  signal: AbortSignal,
  read: (c: Candidate) => Promise<void>,
): Promise<void> {
  let inFlight = 0;
  let attempts = 0;
  // Failures are skipped, so a few more candidates than slots are tried, but not the whole list of a broken site.
  const maxAttempts = Math.max(max * 3, 10);
  let wake: () => void = () => {};
  let changed = new Promise<void>((r) => (wake = r));
  const notify = () => {
    wake();
    changed = new Promise<void>((r) => (wake = r));
  };
  const worker = async () => {
    while (count() + inFlight < max && attempts < maxAttempts) {
      signal.throwIfAborted();
      const candidate = frontier.take();
      if (!candidate) {
        if (inFlight === 0) return;
        await changed;
        continue;
      }
      attempts++;
      inFlight++;
      try {
        await read(candidate);
      } finally {
        inFlight--;
        notify();
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
  /** With Redis, politeness per website holds across every worker process (RedisHostLimiter); without, per process. */
  redis?: Redis;
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
  const limits = { concurrency: config.SCRAPER_HOST_CONCURRENCY, delayMs: config.SCRAPER_HOST_DELAY_MS };
  const limiter: HostGate = overrides.redis
    ? new RedisHostLimiter(overrides.redis, { ...limits, prefix: config.QUEUE_PREFIX })
    : new HostLimiter(limits);
  const robots = new RobotsCache({
    fetcher,
    userAgent: config.SCRAPER_USER_AGENT,
    timeoutMs: Math.min(10_000, config.SCRAPER_PAGE_TIMEOUT_MS),
    gate: limiter,
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
