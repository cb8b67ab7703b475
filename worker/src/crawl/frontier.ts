import type { PageContent, PageLink } from "@cbct/core/domain/site-content";
import { siteDomain } from "@cbct/shared/net/site-url";
import { rankLinks } from "./link-ranking.ts";
import { pageKey } from "./page-key.ts";

const MAX_DEPTH = 3;
/** Links of one sub-page offered to the frontier: a page's first links are its menu and its own content. */
const MAX_LINKS_PER_PAGE = 200;
/** Lowest link score kept in reserve for settling: plain blog posts a few levels down, never privacy or forms. */
const RESERVE_FLOOR = -20;
// Points a link loses per level below the home page: relevance first, closeness to the home page second.
const DEPTH_PENALTY = 6;

export type Candidate = { url: string; key: string; score: number; depth: number; order: number; cbct: boolean };

/**
 * Which pages of a site a crawl reads, and in what order: unread pages of the home page's site (same registrable
 * domain), best first across levels. The home page's links (plus the sitemap when it links to little) seed it, every
 * page read adds its own links a little lower, and the best unread candidate is always read next, so an equipment
 * page linked only from the services page beats a generic page linked from the home page. Every page is read once,
 * whatever address led to it.
 */
export class Frontier {
  private readonly candidates = new Map<string, Candidate>();
  private readonly reserve = new Map<string, Candidate>();
  /** Every page key read or being read. */
  private readonly seen = new Set<string>();
  private readonly domain: string;
  private reserveOpen = false;
  private order = 0;

  /** `homeUrl` is where the home page landed; `startUrl` the address asked for (both count as read). */
  constructor(homeUrl: string, startUrl: URL) {
    for (const key of [pageKey(startUrl), pageKey(homeUrl)]) if (key) this.seen.add(key);
    this.domain = siteDomain(new URL(homeUrl));
  }

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

  /**
   * A candidate's page has been read: false when it landed off the site (a link redirecting to a booking portal or a
   * social profile) or on a page already read, else the page counts as read and its links are offered one level down.
   */
  landed(c: Candidate, page: PageContent): boolean {
    const finalKey = pageKey(page.url);
    if (siteDomain(new URL(page.url)) !== this.domain || (finalKey !== c.key && finalKey && this.seen.has(finalKey))) {
      return false;
    }
    if (finalKey) this.seen.add(finalKey);
    if (c.depth < MAX_DEPTH) this.offer(page.links.slice(0, MAX_LINKS_PER_PAGE), c.depth + 1);
    return true;
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
export async function readBestFirst(
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
