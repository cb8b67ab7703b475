import { namesModality } from "@cbct/core/domain/cbct/index";
import { PACK_SERVICE_PATH, PACK_TECHNOLOGY_PATH } from "@cbct/core/domain/cbct/languages/index";
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
/**
 * Serves practice sites in the languages the detector reads (class "the crawler reads a site in its language"): a
 * link to the CBCT page says "DVT", "TAC 3D", "歯科用CT", "CT撮影", "콘빔 CT" (the CT glued to the script, or one of
 * the library's tier-A names, detection-corpus.ts namesModality), not the English words above.
 */
const LANG_CBCT =
  /(?<![\p{L}\p{N}])(?:dvt|tac|клкт)(?![\p{L}\p{N}])|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])ct|(?<![a-z])ct(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])|コーンビーム|콘\s?빔|锥形束|錐形束/u;
/** A pack's URL words ("la-nostra-tecnologia") as the link's words ("la nostra tecnologia"). */
const packWords = (alternation: string | null) =>
  alternation === null ? null : new RegExp(alternation.replace(/-/g, " "), "u");
/** The equipment, technology and imaging sections in the packs' languages, and their words in other scripts. */
const LANG_EQUIPMENT = [
  packWords(PACK_TECHNOLOGY_PATH),
  /tecnolog|technologie|ausstattung|attrezzatur|equipamiento|[ée]quipement|radiolog|r[öo]e?ntgen|rentgen|(?<![\p{L}])rtg(?![\p{L}])|tomogra|diagnost|レントゲン|画像診断|設備|医療機器|機器紹介|장비|설비|영상|设备|設備|影像|оборудован|рентген|томограф|диагност/u,
].filter((re): re is RegExp => re !== null);
/** The services and treatments sections in the packs' languages, and their words in other scripts. */
const LANG_SERVICES = [
  packWords(PACK_SERVICE_PATH),
  /leistung|behandlung|servizi|servicios|servi[çc]os|prestation|prestazion|oferta|uslug|診療|治療|진료|치료|服务|服務|治疗|услуг|лечени/u,
].filter((re): re is RegExp => re !== null);
const LANG_TREATMENTS =
  /impiant|implantolog|endodon|ortodon|parodon|chirurg|cirug|インプラント|親知らず|抜歯|根管|矯正|임플란트|사랑니|교정|种植|種植|拔牙|正畸|имплант|удален/u;
const LANG_TEAM =
  /praxis|chi siamo|equipo|[ée]quipe|zesp[óo]ł|o nas|über uns|院長|医師紹介|ドクター|スタッフ|医院紹介|当院について|クリニック紹介|의료진|원장|병원 ?소개|医生|团队|團隊|关于我们|關於我們|врач|команда|о клинике/u;
const LANG_NEVER =
  /impressum|datenschutz|privacidad|privacidade|informativa|mentions l[ée]gales|rgpd|dsgvo|プライバシー|個人情報|サイトマップ|개인정보|隐私|隱私|конфиденциальн|политика/u;
const any =
  (...res: RegExp[]) =>
  (s: string) =>
    res.some((re) => re.test(s));
/** The CBCT page's weight: equipment pages first, then the pages that name doctors, services and contact data. */
const CBCT_WEIGHT = 60;
const RULES: readonly [(s: string) => boolean, number][] = [
  // Office tours are where practices show photos of their equipment.
  [
    any(
      /technolog|equipment|facilit|imaging|\bx ?rays?\b|radiograph|digital|scanner|panoramic|\bceph|intraoral|itero|cerec|\btour\b/,
      ...LANG_EQUIPMENT,
    ),
    45,
  ],
  [
    any(
      /implant|oral surg|endodont|root canal|orthodont|periodont|sleep apnea|\btmj\b|wisdom teeth|extraction/,
      LANG_TREATMENTS,
    ),
    30,
  ],
  [any(/service|treatment|procedure|what we do|dentistry|specialt/, ...LANG_SERVICES), 25],
  // Price lists and exam lists name the scan with its price ("CBCT scan: $150", "Cennik", "料金表", "Esami").
  [
    any(
      /\bpric(?:es|ing)\b|\bfees?\b|price ?list|cennik|cen[ií]k|preise|prezzi|precios|pre[çc]os|tarif|料金|費用|가격|价格|價格|цены|exames?|esami|ex[áa]menes|untersuchung|badani|vy[šs]et[řr]en|検査|검사/u,
    ),
    30,
  ],
  // Team and about pages name the doctors, their training and the practice's age.
  [
    any(
      /about|team|doctor|\bdr\b|dentists?\b|meet|staff|our practice|our office|office tour|who we are|bio/,
      LANG_TEAM,
    ),
    28,
  ],
  [any(/contact|location|direction|hours|find us|visit us/), 15],
  [any(/new patient|first visit|what to expect/), 8],
  // Blog and news indexes are read last, when pages remain: practices announce new equipment there, and the posts
  // they link to are ranked by their own titles.
  [any(/blog|news|article|\bposts?\b|journal/), 0],
  [
    any(
      /privacy|terms|policy|cookie|accessib|career|\bjobs?\b|employ|hiring|login|sign in|account|\bshop\b|payment|pay online|pay bill|reviews?\b|testimonial|gallery|before after|specials?\b|coupon|\bforms?\b|insurance|financ|sitemap|\btag\b|categor|author|\bshare\b|print|espanol|\bes\b|translate/,
      LANG_NEVER,
    ),
    -40,
  ],
];

/** A slug or label as space-separated lowercase words, letters of every script kept ("歯科用ct", "leistungen"). */
function words(s: string): string {
  return ` ${s
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** A page named "ct" alone ("/ct.html", "/technologies/ct", "/equipment/ct.php"): a practice's CT page. */
const CT_SEGMENT = /^(?:ct|cbct|dvt)(?:\.(?:html?|php|aspx?))?$/i;
/** The address or the link's label names CBCT, in English or in a language the library reads. */
const namesCbct = (slug: string, label: string, lastSegment = "") =>
  CT_SEGMENT.test(lastSegment) ||
  CBCT_WORDS.test(slug) ||
  CBCT_WORDS.test(label) ||
  LANG_CBCT.test(slug) ||
  LANG_CBCT.test(label) ||
  namesModality(label) ||
  namesModality(slug);

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const lastSegmentOf = (url: URL) => safeDecode(url.pathname).split("/").filter(Boolean).at(-1) ?? "";

function scoreOf(url: URL, text: string): { score: number; cbct: boolean } {
  const slug = words(safeDecode(url.pathname));
  const label = words(text);
  const cbct = namesCbct(slug, label, lastSegmentOf(url));
  let score = cbct ? CBCT_WEIGHT : 0;
  for (const [matches, weight] of RULES) {
    const inSlug = matches(slug);
    const inText = matches(label);
    if (inSlug || inText) score += weight + (inSlug && inText ? 5 : 0);
  }
  const depth = url.pathname.split("/").filter(Boolean).length;
  score -= Math.max(0, depth - 1) * 4;
  if (url.search) score -= 10;
  return { score, cbct };
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
    const { score, cbct } = scoreOf(url, link.text);
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
