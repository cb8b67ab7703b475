import type { WorkerConfig } from "@cbct/shared/config";
import { showsPhoneAndAddress } from "@cbct/core/domain/extraction/shows-contact";
import type { PageContent, PageLink, SiteContent } from "@cbct/core/domain/site-content";
import type { Redis } from "ioredis";
import { BrowserPool } from "./browser-pool.ts";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { type HostGate, HostLimiter, RedisHostLimiter } from "../pacing/index.ts";
import { type Candidate, Frontier, readBestFirst } from "./frontier.ts";
import { createPageReader, type PageReader } from "./read-page.ts";
import { type BrowserMode, httpFirstPolicy, type RenderPolicyFactory } from "./render-policy.ts";
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
  /**
   * Reading on past `maxPages`, up to `more.maxPages`: always for an unread page whose address or link text names
   * CBCT or 3D imaging (a page of the site's own menu dedicated to it is the strongest evidence a site gives), and
   * otherwise while `unsettled(pages)` says what was read leaves the question open (an uncertain CBCT verdict), so such
   * sites are not decided on their first pages. The extra pages are the best left: technology pages, blog posts.
   */
  more?: { maxPages: number; unsettled: (pages: readonly PageContent[]) => boolean };
};

export type CrawlDeps = {
  fetcher: PageFetcher;
  robots: RobotsCache;
  limiter: HostGate;
  browser?: BrowserPool | null;
  maxLinksPerPage?: number;
  /** Sub-pages of one job read at the same time (the host limiter still has the last word). */
  parallelPages?: number;
  /** When to use the browser, given the job's browser mode; default `httpFirstPolicy`. */
  renderPolicy?: RenderPolicyFactory;
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
 * Crawls one practice site: robots.txt, the home page (HTTP, or Chromium for JavaScript shells, as the render policy
 * says: render-policy.ts), then the most relevant same-site pages (equipment, services, team, contact) that the
 * frontier (frontier.ts) picks, best first down to three levels. Sub-page failures are skipped. When the job's time
 * budget runs out, what was read so far is returned, provided the home page was.
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
      policy: (deps.renderPolicy ?? httpFirstPolicy)(options.browserMode),
      signal,
      pageBudgetMs: () => Math.max(1, Math.min(options.pageTimeoutMs, deadline - Date.now())),
    },
  );
  const pages: PageContent[] = [];
  const add = (page: PageContent) => {
    pages.push(page);
    options.onProgress?.({ pagesFetched: pages.length, currentUrl: page.url });
  };

  try {
    const start = parseStart(startUrl);
    const home = await readHome(reader, start.toString(), signal);
    add(home);
    const frontier = new Frontier(home.url, start);
    frontier.offer(home.links, 1);
    if (frontier.size < options.maxPages - 1) {
      frontier.offer(await sitemapLinks(deps, home.url, signal, options.pageTimeoutMs), 1);
    }
    let limit = options.maxPages;
    const readCandidate = async (c: Candidate) => {
      let page: PageContent;
      try {
        page = await reader.read(c.url);
      } catch (err) {
        if (signal.aborted) throw err;
        log(`skipped ${c.url}: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
      if (frontier.landed(c, page) && pages.length < limit) add(page);
    };
    const parallel = deps.parallelPages ?? 2;
    await readBestFirst(frontier, parallel, limit, () => pages.length, signal, readCandidate);
    // Settling: a little more at a time, re-judged after every step, so a site settled by one more page stops there.
    const more = options.more;
    while (more && pages.length >= limit && limit < more.maxPages) {
      const unsettled = more.unsettled(pages);
      if (!frontier.hasCbctPage() && !unsettled) break;
      if (unsettled) frontier.openReserve();
      if (frontier.size === 0) break;
      limit = Math.min(more.maxPages, limit + MORE_STEP);
      log(`reading on to ${limit} pages: the CBCT evidence so far is not settled`);
      await readBestFirst(frontier, parallel, limit, () => pages.length, signal, readCandidate);
    }
    await renderPartialsOnce(reader, pages, startUrl, log);
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

/**
 * A home page that has text (so it is no empty shell) but pulls its header and footer in by script (a jQuery
 * `.load()` of a partial) hides the contact block from the HTTP copy. When nothing read shows a phone and an address,
 * the home page is rendered once in the browser, which runs those scripts, and replaces its HTTP copy.
 */
async function renderPartialsOnce(
  reader: PageReader,
  pages: PageContent[],
  startUrl: string,
  log: (message: string) => void,
): Promise<void> {
  const home = pages[0];
  if (!home || home.renderedWithBrowser || !pages.some((p) => p.loadsPartials)) return;
  if (showsPhoneAndAddress({ startUrl, finalUrl: home.url, pages })) return;
  const rendered = await reader.render(home.url);
  if (rendered && rendered.text.length >= home.text.length) {
    log(`rendered ${home.url} for its script-loaded header and footer`);
    pages[0] = rendered;
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

/** Pages added per settling step past maxPages. */
const MORE_STEP = 2;

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
  /** When to use the browser (tests give their own); default `httpFirstPolicy`. */
  renderPolicy?: RenderPolicyFactory;
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
    browserUser: config.BROWSER_USER,
    maxLinksPerPage: config.SCRAPER_MAX_LINKS_PER_PAGE,
  });
  const deps: CrawlDeps = {
    fetcher,
    robots,
    limiter,
    browser,
    maxLinksPerPage: config.SCRAPER_MAX_LINKS_PER_PAGE,
    parallelPages: Math.min(3, config.SCRAPER_HOST_CONCURRENCY),
    ...(overrides.renderPolicy ? { renderPolicy: overrides.renderPolicy } : {}),
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
