import type { PageLink } from "@cbct/core/domain/site-content";
import { siteDomain } from "@cbct/shared/net/site-url";
import { pageKey } from "./page-key.ts";

export type RankLinksOptions = {
  /** siteDomain() of the site being crawled; links elsewhere are ignored. */
  domain: string;
  /** Page keys (pageKey) already fetched or queued. */
  exclude?: ReadonlySet<string>;
  /** Links read at most, in page order: a page with 20,000 links costs no more than one with 500. */
  maxConsidered?: number;
  /** Distinct query strings kept per path, so calendars and filters cannot explode into hundreds of pages. */
  maxQueryVariants?: number;
  /**
   * Lowest score kept, default 0. The crawler asks for slightly negative ones too (a deep blog post with a plain
   * title) and reads them only when a site's evidence is not settled; privacy, forms and the like stay far below.
   */
  minScore?: number;
};

/** `cbct`: the address or link text names CBCT, cone beam or a 3D scanner (the first rule below). */
export type RankedLink = { url: string; key: string; score: number; cbct: boolean };

const FILE_EXTENSION =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|bmp|tiff?|ico|zip|rar|7z|gz|tgz|docx?|xlsx?|pptx?|odt|rtf|txt|csv|xml|json|rss|atom|css|js|mjs|map|mp[34]|m4v|mov|avi|wmv|webm|ogg|wav|ics|vcf|exe|dmg|apk|woff2?|ttf|eot)$/i;
// Paths that are never pages about the practice, or that multiply without end.
const NEVER =
  /\/(?:wp-admin|wp-login\.php|wp-json|xmlrpc\.php|cdn-cgi|feed|comments\/feed|cart|checkout|my-account|login|logout|signin|search)(?:\/|$)|\/page\/\d+\/?$|\/\d{4}\/\d{2}(?:\/\d{2})?\//i;

const CBCT_WORDS =
  /\bcbct\b|cone ?beam|\b3 ?d\b|\bi cat\b|galileos|orthophos|planmeca|carestream|vatech|sirona|\bct scan/;
// What a CBCT sales lead needs: equipment pages first, then the pages that name doctors, services and contact data.
const RULES: readonly [RegExp, number][] = [
  [CBCT_WORDS, 60],
  // Office tours are where practices show photos of their equipment.
  [
    /technolog|equipment|imaging|\bx ?rays?\b|radiograph|digital|scanner|panoramic|\bceph|intraoral|itero|cerec|\btour\b/,
    45,
  ],
  [/implant|oral surg|endodont|root canal|orthodont|periodont|sleep apnea|\btmj\b|wisdom teeth|extraction/, 30],
  [/service|treatment|procedure|what we do|dentistry|specialt/, 25],
  // Team and about pages name the doctors, their training and the practice's age.
  [/about|team|doctor|\bdr\b|dentists?\b|meet|staff|our practice|our office|office tour|who we are|bio/, 28],
  [/contact|location|direction|hours|find us|visit us/, 15],
  [/new patient|first visit|what to expect/, 8],
  // Blog and news indexes are read last, when pages remain: practices announce new equipment there, and the posts
  // they link to are ranked by their own titles.
  [/blog|news|article|\bposts?\b|journal/, 0],
  [
    /privacy|terms|policy|cookie|accessib|career|\bjobs?\b|employ|hiring|login|sign in|account|\bshop\b|payment|pay online|pay bill|reviews?\b|testimonial|gallery|before after|specials?\b|coupon|\bforms?\b|insurance|financ|sitemap|\btag\b|categor|author|\bshare\b|print|espanol|\bes\b|translate/,
    -40,
  ],
];

function words(s: string): string {
  return ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function scoreOf(url: URL, text: string): number {
  const slug = words(safeDecode(url.pathname));
  const label = words(text);
  let score = 0;
  for (const [re, weight] of RULES) {
    const inSlug = re.test(slug);
    const inText = re.test(label);
    if (inSlug || inText) score += weight + (inSlug && inText ? 5 : 0);
  }
  const depth = url.pathname.split("/").filter(Boolean).length;
  score -= Math.max(0, depth - 1) * 4;
  if (url.search) score -= 10;
  return score;
}

/**
 * Chooses which pages of a practice site to read, best first. Only same-site http(s) pages that are not files,
 * feeds, admin screens or archives; duplicates by pageKey; scored by URL slug and link text. Pages scoring below zero
 * (blog lists, privacy, forms...) are dropped: reading them costs a request and never names a scanner.
 */
export function rankLinks(links: readonly PageLink[], options: RankLinksOptions): RankedLink[] {
  const maxConsidered = options.maxConsidered ?? 500;
  const maxQueryVariants = options.maxQueryVariants ?? 2;
  const best = new Map<string, RankedLink & { order: number }>();
  const queryVariants = new Map<string, number>();

  for (const [order, link] of links.slice(0, maxConsidered).entries()) {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (url.username || url.password || siteDomain(url) !== options.domain) continue;
    if (FILE_EXTENSION.test(url.pathname) || NEVER.test(url.pathname)) continue;
    url.hash = "";
    const key = pageKey(url);
    if (!key || options.exclude?.has(key)) continue;
    const score = scoreOf(url, link.text);
    const cbct = CBCT_WORDS.test(words(safeDecode(url.pathname))) || CBCT_WORDS.test(words(link.text));
    const seen = best.get(key);
    if (seen) {
      if (score > seen.score) seen.score = score;
      seen.cbct ||= cbct;
      continue;
    }
    if (url.search) {
      const path = key.split("?")[0] ?? key;
      const count = queryVariants.get(path) ?? 0;
      if (count >= maxQueryVariants) continue;
      queryVariants.set(path, count + 1);
    }
    best.set(key, { url: url.toString(), key, score, order, cbct });
  }

  return [...best.values()]
    .filter((l) => l.score >= (options.minScore ?? 0))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ url, key, score, cbct }) => ({ url, key, score, cbct }));
}
