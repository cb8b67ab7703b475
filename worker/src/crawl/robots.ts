import robotsParser from "robots-parser";
import { CrawlError } from "./crawl-error.ts";
import type { FetchBudget, PageFetcher } from "./fetch-page.ts";
import { type HostGate, HostLimiter } from "../pacing/index.ts";

type Robot = ReturnType<typeof robotsParser>;

export type RobotsRules = {
  /** Origin the rules belong to (robots.txt is per scheme, host and port). */
  origin: string;
  isAllowed(url: string): boolean;
  /** Crawl-delay for our agent in ms, capped; 0 when none. */
  crawlDelayMs: number;
  sitemaps: string[];
  /** Why the rules are "allow all" when the file could not be read (5xx, timeout); null when it was read or absent. */
  note: string | null;
};

export type RobotsCacheOptions = {
  fetcher: PageFetcher;
  userAgent: string;
  timeoutMs: number;
  /** How long an origin's rules are reused. */
  ttlMs?: number;
  maxEntries?: number;
  maxCrawlDelayMs?: number;
  /** The politeness limit the file's request goes through like any page's (robots.txt is a request to the site). */
  gate?: HostGate;
};

const ROBOTS_MAX_BYTES = 512_000;

/**
 * robots.txt per origin, fetched once and shared by every job in this process. Following the usual reading of the
 * standard (and Google's): a missing file (4xx) allows everything; an unreachable one (5xx, timeout) is treated as
 * allow-all too, with a note, because practice sites on cheap hosting often fail that one file.
 */
export class RobotsCache {
  private readonly entries = new Map<string, { expires: number; rules: Promise<RobotsRules> }>();
  private readonly agentToken: string;

  constructor(private readonly options: RobotsCacheOptions) {
    // robots-parser matches on the product token ("CBCTIntelligenceBot"), not the whole header.
    this.agentToken = options.userAgent.split(/[\s/]/)[0] || options.userAgent;
  }

  async rulesFor(url: string, signal?: AbortSignal): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    const now = Date.now();
    const hit = this.entries.get(origin);
    if (hit && hit.expires > now) return hit.rules;
    this.entries.delete(origin);
    this.evict(now);
    const rules = this.load(origin, signal);
    const entry = { expires: now + (this.options.ttlMs ?? 30 * 60_000), rules };
    this.entries.set(origin, entry);
    // A job cancelled mid-fetch must not leave its abort error cached for the next job.
    rules.catch(() => {
      if (this.entries.get(origin) === entry) this.entries.delete(origin);
    });
    return rules;
  }

  async isAllowed(url: string, signal?: AbortSignal): Promise<boolean> {
    return (await this.rulesFor(url, signal)).isAllowed(url);
  }

  private async load(origin: string, signal?: AbortSignal): Promise<RobotsRules> {
    const robotsUrl = `${origin}/robots.txt`;
    const budget: FetchBudget = { timeoutMs: this.options.timeoutMs, maxBytes: ROBOTS_MAX_BYTES };
    if (signal) budget.signal = signal;
    try {
      const read = () => this.options.fetcher.fetchText(robotsUrl, budget);
      const gate = this.options.gate;
      const res = await (gate ? gate.run(HostLimiter.keyOf(robotsUrl), read, signal ? { signal } : {}) : read());
      if (res.status >= 200 && res.status < 300) return this.rules(origin, robotsParser(robotsUrl, res.body), null);
      if (res.status >= 400 && res.status < 500 && res.status !== 429) return this.rules(origin, null, null);
      return this.rules(origin, null, `robots.txt answered HTTP ${res.status}; crawling as if allowed`);
    } catch (err) {
      if (signal?.aborted) throw err;
      const why = err instanceof CrawlError ? err.message : String(err);
      return this.rules(origin, null, `robots.txt could not be read (${why}); crawling as if allowed`);
    }
  }

  private rules(origin: string, robot: Robot | null, note: string | null): RobotsRules {
    const token = this.agentToken;
    const max = this.options.maxCrawlDelayMs ?? 10_000;
    const delay = robot?.getCrawlDelay(token);
    return {
      origin,
      note,
      crawlDelayMs: delay && delay > 0 ? Math.min(delay * 1000, max) : 0,
      sitemaps: robot?.getSitemaps() ?? [],
      // robots-parser answers undefined for URLs of another origin; those have their own robots.txt.
      isAllowed: (url) => (robot ? robot.isAllowed(url, token) !== false : true),
    };
  }

  private evict(now: number): void {
    const max = this.options.maxEntries ?? 5_000;
    // Insertion order is expiry order (one TTL for all), so the stale and the oldest sit at the front.
    for (const [origin, entry] of this.entries) {
      if (entry.expires > now && this.entries.size < max) break;
      this.entries.delete(origin);
    }
  }
}
