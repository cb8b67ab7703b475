import type { WorkerConfig } from "@cbct/shared/config";
import { showsPhoneAndAddress } from "@cbct/core/domain/extraction/shows-contact";
import type { PageContent, PageLink, SiteContent } from "@cbct/core/domain/site-content";
import { siteDomain } from "@cbct/shared/net/site-url";
import type { Redis } from "ioredis";
import { BrowserPool } from "./browser-pool.ts";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { type HostGate, HostLimiter, RedisHostLimiter } from "../pacing/index.ts";
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
      const finalKey = pageKey(page.url);
      // A link that redirects off the site (booking portals, social profiles) or onto a page already read.
      if (siteDomain(new URL(page.url)) !== domain || (finalKey !== c.key && finalKey && seen.has(finalKey))) return;
      if (finalKey) seen.add(finalKey);
      if (pages.length < limit) add(page);
      if (c.depth < MAX_DEPTH) frontier.offer(page.links.slice(0, 200), c.depth + 1);
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

const MAX_DEPTH = 3;
/** Lowest link score kept in reserve for settling: plain blog posts a few levels down, never privacy or forms. */
const RESERVE_FLOOR = -20;
/** Pages added per settling step past maxPages. */
const MORE_STEP = 2;
// Points a link loses per level below the home page: relevance first, closeness to the home page second.
const DEPTH_PENALTY = 6;

type Candidate = { url: string; key: string; score: number; depth: number; order: number; cbct: boolean };

/** Unread same-site pages, best first. `seen` holds every page key read or being read. */
class Frontier {
  private readonly candidates = new Map<string, Candidate>();
  private readonly reserve = new Map<string, Candidate>();
  private reserveOpen = false;
  private order = 0;

  constructor(
    private readonly domain: string,
    private readonly seen: Set<string>,
  ) {}

  get size(): number {
    return this.candidates.size;
  }

  offer(links: readonly PageLink[], depth: number): void {
    for (const r of rankLinks(links, { domain: this.domain, exclude: this.seen, minScore: RESERVE_FLOOR })) {
      const score = r.score - (depth - 1) * DEPTH_PENALTY;
      // Below the home page's own links, only pages with something relevant in their address or link text; the rest
      // (a blog post titled "Spring update") wait in reserve for a site whose evidence is not settled.
      if (score < 0 && !this.reserveOpen) {
        if (!this.candidates.has(r.key) && !this.reserve.has(r.key))
          this.reserve.set(r.key, { url: r.url, key: r.key, score, depth, order: this.order++, cbct: r.cbct });
        continue;
      }
      this.reserve.delete(r.key);
      const current = this.candidates.get(r.key);
      if (current && current.score >= score) continue;
      this.candidates.set(r.key, {
        url: r.url,
        key: r.key,
        score,
        depth,
        order: current?.order ?? this.order++,
        cbct: r.cbct || (current?.cbct ?? false),
      });
    }
  }

  /** Lets the pages kept in reserve be read (after the better ones), for a site whose evidence is not settled. */
  openReserve(): void {
    this.reserveOpen = true;
    for (const [key, c] of this.reserve) if (!this.seen.has(key)) this.candidates.set(key, c);
    this.reserve.clear();
  }

  /** An unread page whose address or link text names CBCT or 3D imaging. */
  hasCbctPage(): boolean {
    for (const c of this.candidates.values()) if (c.cbct) return true;
    return false;
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
