import type { DetectionEvidence } from "../../vocabulary/detection.ts";
import type { DetectionPage } from "../site-content.ts";
import {
  ARTICLE_SAYS_SO,
  CBCT_PAGE_PATH,
  PAGE_BYLINE,
  STRONG_PAGE_PATH,
  TERMS,
  WEAK_PAGE_PATH,
  WEAK_PAGE_TEXT,
  WEAK_PAGE_TITLE,
} from "./cues.ts";
import { PACK_TECHNOLOGY_PATH } from "./languages/index.ts";
import { parsePattern, tokenize } from "./fingerprint-format.ts";
import { SERVICE_SECTION, wordCount } from "./page-roles.ts";
import { fileNameToWords, normalizeText, type OffsetMap, pathOf, urlPathToWords } from "./normalize.ts";

/** strong: technology/services/procedure pages; weak: blog, FAQ, tag and archive pages; neutral: the rest. */
export type PageType = "strong" | "neutral" | "weak";

/** One piece of text a page shows (its text, title, an alt text, an image name, a link, its URL), normalised. */
export type Segment = {
  /** Offsets of the normalised text inside Corpus.text. */
  start: number;
  end: number;
  source: DetectionEvidence["source"];
  pageUrl: string | null;
  pageType: PageType;
  /**
   * The page (or, for a menu link, the page linked to) is dedicated to CBCT and part of the practice's own offering:
   * a CBCT slug under its services/technology section, or a menu link to a CBCT page.
   */
  dedicated: boolean;
  /**
   * The page's title or first heading names cone beam CT on a page that is not an article: the page is about the
   * practice's CBCT even when its URL says nothing (a pasted page, "/facility", "/3-dimensional-x-rays").
   */
  titled: boolean;
  /**
   * The page's name (its title, or the first line of pasted text) is the modality's name and nothing else ("Cone Beam
   * CT Scan", "3D CBCT Imaging"), the way a services menu names the practice's own pages (see serviceNamedPage).
   */
  serviceNamed?: boolean;
  /**
   * The page's name is a headline ("Benefits of Cone Beam CT Imaging", "3D X-Rays in Orthodontics (Are a Game
   * Changer)", "Cone Beam CT là gì?"), so an address that names the modality is an article's slug (see headlineName).
   */
  headline?: boolean;
  /**
   * The page is the practice's technology/equipment page (its address says so), not a
   * treatment page: what it names is what the practice has (see TECHNOLOGY_PATH).
   */
  technology?: boolean;
  /** The page is the practice's imaging/radiology/diagnostics page (see imagingPage). */
  imaging?: boolean;
  /** The page is a Japanese clinic's page at an address of the CT's own (see japaneseCtPage): its "CT" is the CBCT. */
  ctPage?: boolean;
  /** The page's breadcrumb trail written out, when the trail (not the address) placed the page (see pagePlace). */
  trail?: string;
  /**
   * This piece of a page's text starts a section cut off from the text before it (see articleSections): a heading at
   * its very start is found in the page, not opening it.
   */
  sectionStart?: boolean;
  /** What evidence snippets are cut from. */
  original: string;
  /**
   * Offsets in `original` of the spaces that end a block of the page (a heading, a list item, a paragraph): a snippet
   * shows them, so "Your first visit · At your first visit we take ..." does not read as one sentence.
   */
  breaks?: readonly number[];
  /** Null when `original` is a URL or file name shown whole. */
  map: OffsetMap | null;
};

/** Every segment of a site joined into one string, so each regex runs once per site rather than once per segment. */
export type Corpus = {
  text: string;
  segments: Segment[];
  tokens: ReadonlySet<string>;
  /** Each crawled page's title, normalised, by its address (see scan-corpus.ts rowOnDentalPage). */
  titles?: ReadonlyMap<string, string>;
};

/** Keeps matches from running from one segment into the next: no pattern crosses \n or \0. */
const SEPARATOR = "\n\u0000\n";

const WEAK_PATH = new RegExp(WEAK_PAGE_PATH, "i");
const STRONG_PATH = new RegExp(STRONG_PAGE_PATH, "i");
const WEAK_TITLE = new RegExp(WEAK_PAGE_TITLE, "i");
const WEAK_TEXT = new RegExp(WEAK_PAGE_TEXT, "i");
const BYLINE = new RegExp(PAGE_BYLINE, "i");
const SAYS_ARTICLE = new RegExp(ARTICLE_SAYS_SO, "i");
/** How much of a pasted text's opening may call it an article or carry its byline (see classifyPage). */
const PASTED_OPENING = 300;
/** How far from the page's name a byline stands when it is the page's own (see articleText). */
const BYLINE_REACH = 150;

/**
 * The page's text says it is an article: it calls itself one ("In this article"), or it carries a byline. A crawled
 * page's text holds its sidebars and footer too, and a "Recent Posts" widget or a blog teaser there ("Whitening myths,
 * posted on May 3, 2024", "Published by Dr. Lee") is another page's byline (class "a byline in the page's sidebar"):
 * a post's own byline stands by its name, above or under its first heading. Where the name is not found in the text,
 * a byline anywhere counts, as before. Pasted text is read by its opening only (see classifyPage).
 */
function articleText(url: string | null, text: string, name: string): boolean {
  if (url === null) return WEAK_TEXT.test(text.slice(0, PASTED_OPENING));
  if (SAYS_ARTICLE.test(text)) return true;
  const at = name ? text.indexOf(name) : -1;
  if (at < 0) return BYLINE.test(text);
  return BYLINE.test(text.slice(Math.max(0, at - BYLINE_REACH), at + name.length + BYLINE_REACH));
}
const CBCT_PATH = new RegExp(CBCT_PAGE_PATH, "i");
/** "/about-us/cbct/": the practice's pages about itself hold its own technology too. */
const ABOUT_PATH = /\/(?:about|about-us|our-practice|practice)\//i;

/**
 * Serves sites built on Joomla (class "a CMS that calls every page an article"): "/component/content/article/80-
 * specialita/96-radiologia" is how Joomla addresses any page, so its "article" says nothing of a blog; the segments
 * after it do.
 */
const CMS_ARTICLE = /\/(?:index\.php\/)?component\/content\/article(?=\/)/i;
const sitePath = (url: string) => pathOf(url).replace(CMS_ARTICLE, "");

/** The page's own URL names cone beam CT, so 3D wording on it is about that CBCT (see cues.ts CBCT_PAGE_PATH). */
export const pageNamesCbct = (url: string | null): boolean => url !== null && CBCT_PATH.test(pathOf(url));

/**
 * "/services/cbct/" or "/our-technology/cone-beam-ct/": the last path segment names the modality and an earlier one is
 * the practice's services/technology section. A root-level "/what-is-cbct/" explainer is not.
 */
export function dedicatedCbctPage(url: string | null): boolean {
  if (url === null) return false;
  const segments = sitePath(url).split("/").filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined || segments.length < 2 || !CBCT_PATH.test(`/${last}`)) return false;
  const parents = `/${segments.slice(0, -1).join("/")}/`;
  return (STRONG_PATH.test(parents) || ABOUT_PATH.test(parents)) && !WEAK_PATH.test(parents);
}

/**
 * Serves Japanese clinics' own pages about their CT (class "a Japanese clinic gives its CT an address of its own"):
 * "/ct.html", "/dental-ct/", "/equipment/ct.php", "/safety/ct". Japanese clinics write the modality as a bare "CT"
 * and file the page anywhere, often at the site's root, so neither CBCT_PAGE_PATH nor a services section in the
 * address says it; a page of a clinic's own site at such an address is the clinic's page about its CT (every one in
 * the tuning part is an owner's). Only for a page written in Japanese: in English addresses "ct" is also Connecticut
 * ("/locations/ct/"). The last segment must be the CT's name alone, so "/column/tooth-nerve-ct" (a post) is not.
 */
const CT_SEGMENT = /^(?:dental[-_]?|shika[-_]?)?ct(?:[-_]?scan)?(?:\.(?:s?html?|php|aspx?))?$/i;
const KANA = /[\u3040-\u30ff]/;
export function japaneseCtPage(url: string | null, text: string): boolean {
  if (url === null || !KANA.test(text)) return false;
  const last = sitePath(url).split("/").filter(Boolean).at(-1);
  return last !== undefined && CT_SEGMENT.test(last);
}

/**
 * Serves Japanese clinics' own site pages (class "a named page of the clinic's site, not a post"): "/microscope.html",
 * "/clinic", "/ctshourei/ctshourei.html", "/cms/?page_id=79" are pages a clinic wrote about its own care and placed
 * in its site; a post has a number or a date for its address ("/174/", "/?p=2990", "/archives/1051", "/2024/10/08/..."),
 * and blogs, columns and FAQs are weak pages already (classifyPage). Japanese leaves "we" unsaid, so on such a page a
 * plain sentence about the CT is the clinic's voice as on its services pages (assess-hits.ts UNSAID_SUBJECT). The last
 * segment must be a name in Latin letters alone (a post's slug carries its number: "p2223-after-the-move"), not the
 * site's index.
 */
const NAMED_SEGMENT = /^(?!index\.)[a-z][a-z_-]{2,40}(?:\.(?:s?html?|php|aspx?))?$/i;
const POST_SEGMENT = /^(?:\d+|archives?|entry|entries|posts?)$/i;
export function namedSitePage(url: string | null): boolean {
  if (url === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.search !== "" && !/^\?page_id=\d+$/.test(parsed.search)) return false;
  const segments = sitePath(url).split("/").filter(Boolean);
  const last = segments.at(-1);
  return last !== undefined && !segments.some((s) => POST_SEGMENT.test(s)) && NAMED_SEGMENT.test(last);
}

/** The address and the title both name the modality, and the title is no article's: the practice's own CBCT page. */
function ownCbctPageNamed(url: string | null, title: string | undefined): boolean {
  return url !== null && pageNamesCbct(url) && title !== undefined && CBCT_NAMED.test(title) && !WEAK_TITLE.test(title);
}

/**
 * Strong (technology, services, imaging pages), weak (blog, FAQ, educational articles) or neutral, from the URL and,
 * when known, the page's title and text: a blog post on a root slug ("/what-is-a-cone-beam-ct-scan/") is an article.
 */
export function classifyPage(
  url: string | null,
  title?: string,
  text?: string,
  headings?: readonly string[],
): PageType {
  const weakTitle = title !== undefined && WEAK_TITLE.test(title);
  // Serves pasted pages and pages whose URL says nothing: the headings say "blog" / "FAQ" or "Our Technology".
  const heads = (headings ?? []).slice(0, MAX_ROLE_HEADINGS);
  // Serves the practice's own page about its CBCT, written as questions and answers under a title that names it
  // ("Cone Beam CT" / "What is CBCT?" / "Is it safe?"): on a page whose address and title both name the modality, a
  // question among the sub-headings is a section of that page, not an article; a blog address or title still is.
  const ownCbctPage = ownCbctPageNamed(url, title);
  const priceList = priceListPage(url, title, heads);
  // A contents box makes the page an article wherever it stands, even on a page named after the modality (a post about
  // CBCT is addressed and titled after it too: "/3d-dis-tomografisi/" with "İçindekiler" under its title).
  const weakHeading = heads.some(
    (h, i) =>
      CONTENTS_HEADING.test(h) ||
      (WEAK_HEADING.test(h) &&
        !((ownCbctPage || priceList) && i > 0 && h !== title) &&
        !questionSection(h, i, title) &&
        !faqBlock(h, i, title)),
  );
  // Pasted text may hold several pages one after the other (the tester asks for the home, services and technology
  // pages): only its opening speaks for it as a whole. A paste that opens with an article's byline or "In this article"
  // is an article; a news teaser ("Posted on ...") or a blog post further down does not make the services page one.
  const weakText =
    text !== undefined &&
    (articleText(url, text, heads[0] ?? withoutSiteName(title ?? "")) ||
      CONTENTS_LINE.test(text.slice(0, PASTED_OPENING)));
  if (url === null) {
    if (weakTitle || weakHeading || weakText) return "weak";
    return priceList || heads.some((h) => STRONG_HEADING.test(h)) ? "strong" : "neutral";
  }
  const path = sitePath(url);
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  if (WEAK_PATH.test(withSlash) || weakTitle || weakHeading || weakText) return "weak";
  return STRONG_PATH.test(withSlash) || priceList || dedicatedCbctPage(url) || heads.some((h) => STRONG_HEADING.test(h))
    ? "strong"
    : "neutral";
}

/**
 * Serves the practice's price list (class "a price list page"): a page named "Prices", "Fees", "Price List", "Cennik",
 * "Preise", "Tarifs", "料金" by its address or by its own name (title or first heading) lists what the practice sells,
 * so it is a services page; and its "Frequently Asked Questions" or "How much does ...?" section answers about those
 * prices, so a question heading below the page's name does not make it an article. An article about costs has a
 * headline of its own ("How Much Does a CBCT Scan Cost?"), which is not a price list's name.
 */
const PRICE_PATH =
  /\/(?:[a-z0-9]+-){0,2}(?:prices?|pricing|fees|fee-schedule|price-?list|preise|preisliste|tarifs?|tarifas|precios|prezzi|listino(?:-prezzi)?|tariffe|prijzen|prijslijst|tarieven|hinnasto|cennik|cenik|ryokin|preturi|tarife|jiage|bang-gia)(?:\.html?|\.php|\.aspx?)?(?:\/|$)/i;
const PRICE_NAME =
  /^(?:(?:our |the |dental |treatment )*(?:price ?list|prices|pricing|fees|fee schedule|fees (?:and|&) (?:prices|payment))\b|(?:cennik|preisliste|preise|tarifs?|tarifas|precios|listino(?: prezzi)?|prezzi|tariffe|prijzen|prijslijst|tarieven|hinnasto|ceník|cenik)(?![\p{L}])|料金表?|費用)/iu;
function priceListPage(url: string | null, title: string | undefined, heads: readonly string[]): boolean {
  if (url !== null && PRICE_PATH.test(sitePath(url))) return true;
  return [withoutSiteName(title ?? ""), heads[0] ?? ""].some((n) => PRICE_NAME.test(n.trim()));
}

/**
 * Serves the practice's technology page (class "a technology page that names the modality"): a path segment that is
 * the section's name alone ("/our-technology/", "/equipment/", "/office-tour/", "/tecnologia/", "/ausstattung/"); a
 * root slug "/3d-imaging-technology-enhances-care/" is an article, not the section. Only the address says so: in
 * pasted text a menu line "Equipment" above an intraoral-scanner page reads as its heading. Unlike a treatment page
 * (an implants page that says a CBCT "may be needed"), a technology page lists what the practice has, so a cone beam
 * scanner named there, even in generic words, is offered.
 */
// The language packs add their own equipment sections (languages/ technologyPath).
const TECHNOLOGY_PATH = new RegExp(
  String.raw`\/(?:our-|dental-|advanced-|modern-|new-|the-|la-|nuestra-|nostra-|unsere-)?(?:technology|technologies|tech|equipment|office-tour|tour|our-office|facilities|facility|tecnologia|tecnologias|tecnologie|tecnologías|ausstattung|technik|attrezzature|attrezzatura|equipamentos|equipos|equipement|equipements|tekniikka${PACK_TECHNOLOGY_PATH ? `|${PACK_TECHNOLOGY_PATH}` : ""})(?:\.html?|\.php|\.aspx?)?(?:\/|$)`,
  "i",
);
export function technologyPage(url: string | null, pageType: PageType): boolean {
  return pageType === "strong" && url !== null && TECHNOLOGY_PATH.test(sitePath(url));
}

/**
 * Serves pages whose address says nothing of where they sit (class "the page's place in the site"): pasted text,
 * which has no address, and addresses like "/?page_id=12" or "/index.php?id=5". Their breadcrumb trail ("Home > Dental
 * Services > 3D Imaging") says what a services or blog address would, so it is read as one: each step a path segment
 * ("/home/dental-services/3d-imaging/"). A step in another script counts by its meaning (a services or blog section
 * name, see STRONG_HEADING / WEAK_HEADING). A home page stays a home page, and an address that says something wins.
 */
const TRAIL_ORIGIN = "https://breadcrumb.invalid";
function trailSlug(step: string): string {
  const latin = step
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (WEAK_HEADING.test(step) && !WEAK_PATH.test(`/${latin}/`)) return "blog";
  if (STRONG_HEADING.test(step) && !STRONG_PATH.test(`/${latin}/`)) return "services";
  // A step in another script names a page all the same ("Services > เอกซเรย์" is a page under Services).
  return latin || "page";
}
export function pagePlace(page: Pick<DetectionPage, "url" | "breadcrumbs">): string | null {
  const trail = page.breadcrumbs ?? [];
  if (trail.length < 2) return page.url;
  if (page.url) {
    // "/" is the home page; "/?page_id=12" and "/index.php?id=5" are pages the address does not describe.
    const home = pathOf(page.url) === "/" && !/\?[^#]/.test(page.url);
    if (home || classifyPage(page.url) !== "neutral") return page.url;
  }
  return `${TRAIL_ORIGIN}/${trail.map(trailSlug).join("/")}/`;
}

/**
 * The menu label is the page's breadcrumb trail written out ("Home > Blog > Why 3D x-rays matter") and no section of
 * it is the practice's services or technology ("Patient Information > Advanced Technology > CBCT FAQs" is filed there).
 */
function blogTrail(page: Pick<DetectionPage, "breadcrumbs">, label: string): boolean {
  const trail = page.breadcrumbs ?? [];
  if (trail.length < 2 || !trail.every((step) => label.includes(step))) return false;
  return !trail.slice(0, -1).some((step) => STRONG_HEADING.test(step) || STRONG_PATH.test(`/${trailSlug(step)}/`));
}

/**
 * Serves the practice's imaging page (class "the practice's radiology / x-ray / diagnostics page"): a services or
 * technology page whose own name (the last step of its address or trail, its title or first heading) is imaging in
 * general ("/services/radiology/", "Digital Imaging", "Diagnostik", "Radiologia", "Pracownia RTG"). Unlike a
 * treatment page (an implants page on which a CBCT "may be needed"), it lists the imaging the practice provides, so
 * cone beam CT named there is offered. Articles are not (a blog's "x-rays" post is education).
 */
const IMAGING_NAME =
  /(?:radiolog|radiogra|x-?rays?\b|xrays?\b|\bimaging\b|imagerie|imagenolog|imag(?:é|e)ologi|bildgebung|diagnost|tomogra|\brtg\b|r(?:ö|oe|o)ntgen|rentgen|\brx\b|esami|exames|pruebas|r(?:ö|o)ntgentutkimu|zobrazov|sn(?:í|i)mk|歯科用ct|レントゲン|画像診断|рентген|диагност|томограф)/i;
export function imagingPage(
  page: Pick<DetectionPage, "title" | "headings">,
  place: string | null,
  pageType: PageType,
): boolean {
  if (pageType !== "strong") return false;
  // A slug of a few words names the page ("/digital-imaging/"); a longer one is a headline ("/3d-imaging-technology-
  // enhance-patient-care/"), and so is a title or heading of more than six words.
  const slug = (place ? (sitePath(place).split("/").filter(Boolean).at(-1) ?? "") : "").replace(/\.\w{2,5}$/, "");
  const names = [slug.replace(/[-_]+/g, " "), withoutSiteName(page.title ?? ""), page.headings?.[0] ?? ""];
  // A colon or a question makes a headline ("New Technology, Part 2: 3-D Imaging"), not a page's name.
  const named = (n: string, words: number) => n !== "" && !/[:?？]/.test(n) && wordCount(n) <= words;
  return names.some((n, i) => named(n, i === 0 ? 4 : 6) && IMAGING_NAME.test(n));
}

/** Headings read for the page's role: the first few name the page; deeper ones are sections of it. */
const MAX_ROLE_HEADINGS = 3;
/**
 * Serves services/technology pages whose URL does not say so: a heading "Our Technology", "Our Services",
 * "Equipment", "Fees" / "Price list" names the practice's own offering (page-roles.ts SERVICE_SECTION).
 */
const STRONG_HEADING = SERVICE_SECTION;
/**
 * Serves treatment pages that explain the treatment under a question (class "a question heading names a section, not
 * the page"): "/root-canals.html" with "What is a Root Canal?" under its title, "/services/wisdom-teeth-removal" with
 * "When Should Wisdom Teeth Be Removed?". A question below the page's name is one section of it, written like an
 * article, so only that section reads as education (see articleSections); the page's name (its title, or its first
 * heading) as a question still makes the whole page an article.
 */
const QUESTION_HEADING = /^(?:what|why|how|when|is|are|can|do|does|should)\b[^?]{0,100}\?$/i;
const questionSection = (heading: string, index: number, title: string | undefined) =>
  index > 0 && heading !== title && (QUESTION_HEADING.test(heading) || cvHeading(heading));

/**
 * Serves dentists' profile pages (class "a dentist's CV is training, not equipment"): the sections of a CV ("Courses,
 * Conferences", "Publications", "Continuing Education", "Fortbildungen", "Corsi e congressi", "Kurzusok, konferenciák",
 * "所属学会") list what the dentist attended or wrote ("Radiodental CBCT course", "CBCT symposium"), not what the
 * practice offers. A heading made of such words alone reads as an article's section.
 */
// Connectors and qualifiers join CV words ("Courses and Conferences") but make no CV heading alone.
const CV_QUALIFIERS = String.raw`my|our|and|und|e|y|et|és|i|a|the|professional|continuing|dental`;
const CV_QUALIFIER = new RegExp(`^(?:${CV_QUALIFIERS})$`, "i");
const CV_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:${CV_QUALIFIERS}|courses?|conferences?|congress(?:es)?|publications?|education|training|certifications?|certificates?|memberships?|affiliations?|lectures?|presentations?|qualifications?|curriculum(?: vitae)?|cv|kurse|fortbildung(?:en)?|weiterbildung(?:en)?|publikation(?:en)?|vortr[äa]ge|mitgliedschaften|werdegang|lebenslauf|ausbildung|qualifikationen|corsi|congressi|pubblicazioni|formazione|relazioni|cursos|congresos|publicaciones|formaci[óo]n|trayectoria|formations?|conf[ée]rences|cursus|parcours|kurzus(?:ok)?|konferenci[áa]k|publik[áa]ci[óo]\p{L}*|tanulm[áa]nyok|k[ée]pz[ée]sek|szkolenia|kursy|konferencje|publikacje|wykszta[łl]cenie|kurzy|konference|publikace|vzd[ěe]l[áa]n[íi])(?![\p{L}])|所属学会|学会|経歴|略歴|資格|講演`,
  "giu",
);
function cvHeading(heading: string): boolean {
  // Connectors and qualifiers alone make no CV heading: "Dental" is a section name.
  const words = heading.match(CV_WORDS)?.filter((w) => !CV_QUALIFIER.test(w));
  if (!words || words.length === 0) return false;
  return heading.replace(CV_WORDS, " ").replace(/[\s,.:;&/+·・、-]+/g, "") === "";
}
/**
 * An article's table of contents ("Contents", "In this article", "目次", "Inhaltsverzeichnis", "Sommaire", "Índice",
 * "Spis treści", "İçindekiler", "Mục lục", "목차", "Содержание"): its items are the article's sections, not the
 * practice's offerings (class "a post with a contents box").
 */
const CONTENTS_HEADING = new RegExp(
  String.raw`^(?:(?:table of )?contents|in this (?:article|post)|inhaltsverzeichnis|inhalt|sommaire|table des mati[èe]res|[íi]ndice|indice dei contenuti|spis tre[śs]ci|obsah|inhoudsopgave|sisällys(?:luettelo)?|[iİ]\u0307?çindekiler|mục lục|목차|содержание|目录|目錄)$|^目次$|^もくじ$|^この記事の目次`,
  "i",
);
/** The same contents box as a line of pasted text, near its opening, where an article puts it. */
const CONTENTS_LINE = new RegExp(CONTENTS_HEADING.source, "im");
/** Serves articles: a heading that is a question or says blog/FAQ (a contents box is CONTENTS_HEADING's). */
const WEAK_HEADING = new RegExp(
  String.raw`^(?:blog|faqs?|frequently asked questions|news|articles?)\b|${QUESTION_HEADING.source}`,
  "i",
);

/**
 * Serves the practice's own pages that close with a block of questions (class "an FAQ block below the page's name"):
 * a services, treatment or news page ends with "FAQ" / "Frequently Asked Questions" over the practice's answers ("Will
 * I receive the same quality of care? ... the practice continues to use i-CAT 3D imaging"), as many site themes lay
 * them out. The block is part of the page, not what the page is: its address and its name (title or first heading)
 * still say whether it is an FAQ page. A page named "FAQ" is one, and so is a page under an FAQ address.
 */
const FAQ_BLOCK = /^(?:faqs?|frequently asked questions)\b/i;
const faqBlock = (heading: string, index: number, title: string | undefined) =>
  index > 0 && heading !== title && FAQ_BLOCK.test(heading);

/**
 * The parts of a page's text under its question sub-headings (offsets into page.text, in order): each runs from the
 * question to the next heading found after it, or to the end of the text, at any depth of the page.
 */
export function articleSections(
  page: Pick<DetectionPage, "title" | "headings" | "text">,
  place: string | null,
): [number, number][] {
  // The practice's own CBCT page and its price list answer questions about their own subject (see classifyPage).
  const heads = (page.headings ?? []).slice(0, MAX_ROLE_HEADINGS);
  if (ownCbctPageNamed(place, page.title) || priceListPage(place, page.title, heads)) return [];
  const found: { at: number; question: boolean }[] = [];
  let cursor = 0;
  for (const [i, h] of (page.headings ?? []).entries()) {
    const at = h ? page.text.indexOf(h, cursor) : -1;
    if (at < 0) continue;
    found.push({ at, question: questionSection(h, i, page.title) });
    cursor = at + h.length;
  }
  const sections: [number, number][] = [];
  for (const [k, f] of found.entries()) {
    if (f.question) sections.push([f.at, found[k + 1]?.at ?? page.text.length]);
  }
  return sections;
}

/**
 * The modality named in a title or heading (tier A words, several languages' CT spellings). Also 3D radiology named
 * in the word order of the practice's language (class "a page named after 3D radiology, in its language"): "Radiologie
 * 3D", "Radiografía 3D", "Röntgen 3D", "Imagerie 3D", "Dreidimensionales Röntgen", "Radiografia tridimensionale", as
 * the English "3D X-Rays" and "3D Imaging" are names of it.
 */
const CBCT_NAMED =
  /\b(?:cbct|cbvt|cone[\s-]?beam|dvt|3d[\s-](?:ct|cat|x-?rays?|radiograph\w*|radiolog\w*|imaging|scans?|röntgen|roentgen)|dental ct|(?:three|3)[\s-]?dimensional (?:x-?rays?|radiograph\w*|radiolog\w*|imaging)|(?:radiolog|radiogra|röntgen|roentgen|rentgen|imagerie|imaging|rx)\p{L}*[\s-](?:3[\s-]?d|tridimensional\p{L}*|tridimenzional\p{L}*)|(?:dreidimensional|tridimensional|trójwymiarow|trojwymiarow)\p{L}*[\s-](?:röntgen|roentgen|rentgen|radiogra|radiolog)\p{L}*)\b|歯科用\s?ct/iu;
/**
 * Serves pages named in the practice's own language (class "a page named after the service, in its language"): the
 * library's tier-A names of the modality in every language it reads ("Dental Volümetrik Tomografi", "TAC 3D",
 * "Digitale Volumentomographie", "КЛКТ", "コーンビームCT"), on the normalised name, as the scanner finds them in text.
 * Terms that need a context word nearby are left out: a name has no room for one.
 */
const TIER_A_NAMES: readonly RegExp[] = TERMS.filter((t) => t.tier === "A")
  .map((t) => parsePattern(t.pattern))
  .filter((p) => p.context === null)
  .map((p) => new RegExp(p.source, "i"));
/**
 * The name (a title, a heading, a link's label) names the modality, in English or in a language the library reads.
 * The crawler ranks a site's links with it (worker/src/crawl/link-ranking.ts).
 */
export function namesModality(name: string): boolean {
  if (name === "") return false;
  if (CBCT_NAMED.test(name)) return true;
  const normalized = normalizeText(name).text;
  return TIER_A_NAMES.some((re) => re.test(normalized));
}

/** The page's title or one of its first headings names the modality (see Segment.titled). */
export function titledCbct(page: Pick<DetectionPage, "title" | "headings">, pageType: PageType): boolean {
  if (pageType === "weak") return false;
  const names = [page.title ?? "", ...(page.headings ?? []).slice(0, MAX_ROLE_HEADINGS)];
  return names.some((n) => CBCT_NAMED.test(n));
}

/**
 * Serves the practice's own page about its CBCT when nothing but its name says so (class "a page named after the service
 * alone", issue item 6: mostly pasted text, which has no address): a services menu names a page after the offering
 * itself ("Cone Beam CT Scan", "3D CBCT Imaging", "3 Dimensional X-rays", "CBCT - Cone Beam Computed Tomography"),
 * where an article's title is a headline about it ("Benefits of Cone Beam CT", "3D X-Rays in Orthodontics", "Dental
 * 3D X-Rays: Great Benefit for Many Patients", "歯科用CTについて"). What is left after the modality's own words may be one
 * capitalised word (the town a services page is named for); a colon, a question, any other word makes it a headline.
 */
const SERVICE_NAME_WORDS =
  /\b(?:3[\s-]?d|(?:three|3)[\s-]?dimensional|dental|digital|cone[\s-]?beam|cbct|cbvt|ct|cat|dvt|computed|computeri[sz]ed|computer|tomography|volumetric|imaging|images?|scans?|scanner|scanning|x-?rays?|radiographs?|radiography|r(?:ö|oe|o)ntgen|system)\b/giu;
/** A one-word rest that makes a headline, not a town: "Cone Beam CT Benefits", "CBCT Basics". */
const HEADLINE_WORD =
  /^(?:benefits|advantages|basics|explained|guide|facts|myths|overview|risks|safety|uses|history|faqs?|blog|news|articles?|vs|versus|today|update)$/i;
/**
 * The same words in the languages the library reads ("Dental Volümetrik Tomografi", "TAC 3D cone beam", "Digitale
 * Volumentomographie", "Tomografía computarizada de haz cónico", "Tomodensitométrie à faisceau conique", "Esame TAC",
 * "歯科用CTレントゲン", "CT撮影装置"), so a page named after the service in its own language is named after it alone
 * too. Boundaries by letter, not \b, which ends a word at "ü"; Japanese and Chinese words have no boundaries. A word
 * that makes a headline ("について", "とは", "Vorteile") is not among them.
 */
const LANG_SERVICE_WORDS =
  /(?<![\p{L}\p{N}])(?:volum\p{L}*|tomogra\p{L}*|tac|tc|tk|dvt|dental\p{L}*|dentaire|dent[áa]ri[ao]|odontol[óo]gic[ao]|odontoiatric[ao]|stomatolog\p{L}*|zahn\p{L}*|digital\p{L}*|dijital|cyfrow\p{L}*|digit[áa]ln\p{L}*|r[öo]e?ntgen\p{L}*|rentgen\p{L}*|radiogra\p{L}*|radiolog\p{L}*|imag[eé]\p{L}*|imagen\p{L}*|bildgebung|tridimensional\p{L}*|tridimenzional\p{L}*|dreidimensional\p{L}*|tr[óo]jwymiarow\p{L}*|trojrozm\p{L}*|kegelstrahl\p{L}*|kartiokeila\p{L}*|(?:de |a |à )?(?:haz c[óo]nico|feixe c[ôo]nico|fascio conico|faisceau conique)|tomodensitom\p{L}*|volumique|wi[ąa]zk\p{L}*|computari[sz]ad[ao]|computadori[sz]ad[ao]|computeri[sz]zat[ao]|komputerow\p{L}*|po[cč][íi]ta[čc]ov\p{L}*|sto[żz]kow\p{L}*|esame|exame|examen|untersuchung|badanie|vy[šs]et[řr]en[íi]|tutkimus|diagnosti\p{L}*|диагност\p{L}*|конусно[\s-]лучев\p{L}*|клкт|кт|компьютерн\p{L}*|томограф\p{L}*|дентальн\p{L}*|3[\s-]?d|3[\s-]?д)(?![\p{L}\p{N}])|歯科用|レントゲン|撮影|検査|装置|機器|立体|画像|三次元|3次元|コーンビーム/giu;
/** A name may open with its definite article ("La radiologie 3D", "Il Cone Beam", "Die DVT", "A Tomografia 3D"). */
const LEADING_ARTICLE = /^(?:(?:la|le|les|il|lo|el|los|las|die|der|das|de|het|a|o|os|as)\s+|l['’])(?=\p{L})/iu;
function serviceNameAlone(name: string): boolean {
  if (!namesModality(name) || /[:?？]/.test(name)) return false;
  const rest = name
    .replace(LEADING_ARTICLE, "")
    .replace(SERVICE_NAME_WORDS, " ")
    .replace(LANG_SERVICE_WORDS, " ")
    .replace(/[()[\]|/&,.–—\-「」『』・、（）]+/g, " ")
    .trim();
  return rest === "" || (/^\p{Lu}[\p{L}'-]{2,20}$/u.test(rest) && !HEADLINE_WORD.test(rest));
}

/**
 * Serves explainer articles at root-level addresses (class "a headline is not the page's name"): a page whose address
 * and title both name the modality is the practice's own CBCT page ("/cbct/" titled "Cone Beam CT Scan"), unless its
 * title is a headline: a question ("Cone Beam CT là gì?", "Tac 3D Cone Beam: cos'è e come funziona?"), a subtitle
 * after a colon ("Dental 3D X-Rays: Great Benefit for Many Patients"), a headline word ("Benefits of Cone Beam CT"),
 * or four or more words beside the modality's own ("3D X-Rays in Orthodontics (Are a Game Changer)"). A section
 * label before a colon ("For Patients: CBCT") and a short name ("Zhotovení OPG a CBCT") are still names.
 */
export function headlineName(page: Pick<DetectionPage, "title" | "headings">): boolean {
  const name = withoutSiteName(page.title ?? "") || (page.headings?.[0] ?? "");
  if (name === "") return false;
  if (/[?？]/.test(name)) return true;
  const subtitle = name.split(/\s?[:：]\s/)[1];
  if (subtitle !== undefined && wordCount(subtitle) >= 3) return true;
  const rest = name
    .replace(SERVICE_NAME_WORDS, " ")
    .replace(LANG_SERVICE_WORDS, " ")
    .replace(/[()[\]|/&,.:;!–—\-「」『』・、（）]+/g, " ")
    .trim();
  const words = rest.split(/\s+/).filter(Boolean);
  return words.some((w) => HEADLINE_WORD.test(w)) || wordCount(rest) >= 4;
}

/**
 * The page is named after the modality alone (see SERVICE_NAME_WORDS), is not an article, and carries no byline: its
 * title, or, for pasted text (no address), its first line when that line is a heading.
 */
export function serviceNamedPage(
  page: Pick<DetectionPage, "url" | "title" | "headings" | "text" | "breadcrumbs">,
  pageType: PageType,
): boolean {
  const first = page.headings?.[0];
  const article = page.url
    ? articleText(page.url, page.text, first ?? withoutSiteName(page.title ?? ""))
    : WEAK_TEXT.test(page.text);
  if (pageType === "weak" || article) return false;
  if (!page.url) {
    // The page's name is its first line, or the line under its breadcrumb trail.
    const lines = page.text.trimStart().split(/\r?\n/, 2);
    const opens = (line: string | undefined) => first !== undefined && (line ?? "").trim() === first;
    const named = opens(lines[0]) || page.text.trimStart().startsWith(first ?? "\u0000");
    const underTrail = (page.breadcrumbs?.length ?? 0) > 1 && opens(lines[1]);
    return first !== undefined && (named || underTrail) && serviceNameAlone(first);
  }
  return [withoutSiteName(page.title ?? ""), first ?? ""].some((n) => n !== "" && serviceNameAlone(n));
}

/**
 * A scraped page's title carries the site's name after a separator ("Cone Beam CT | Harbour Dental", "3D CBCT Imaging
 * - Smile Dental Studio"); the page's own name is the part before it. Only a part that names a practice (its kind of
 * business) is dropped, so "Cone Beam CT - Everything You Need to Know" stays a headline.
 */
const TITLE_SEPARATOR = /\s+[|–—»·-]\s+|\s*::\s*/;
const SITE_NAME =
  /\b(?:dental|dentistry|dentists?|clinic|clinics|orthodontics?|orthodontists?|endodontics?|periodontics?|implants? cent(?:er|re)|oral (?:&|and )?(?:maxillofacial )?surgery|smiles?|dds|dmd|studio|praxis|zahnarzt\w*|zahnärzt\w*|cl[íi]nica|dental care|odontoiatric\w*|stomatolog\w*|tandarts\w*|hammaslääkär\w*)\b/i;
function withoutSiteName(title: string): string {
  const parts = title.split(TITLE_SEPARATOR).map((p) => p.trim());
  if (parts.length < 2) return title;
  return parts.slice(1).every((p) => SITE_NAME.test(p)) ? (parts[0] ?? "") : title;
}

/** A page's address as a link names it: no fragment ("#content"), no trailing slash, the host without "www.". */
function linkKey(url: string): string | null {
  try {
    const u = new URL(url);
    return `${u.host.toLowerCase().replace(/^www\./, "")}${u.pathname.replace(/\/+$/, "")}${u.search}`;
  } catch {
    return null;
  }
}

function hostOf(url: string | null): string | null {
  const m = url?.match(/^[a-z][a-z0-9+.-]*:\/\/(?:www\.)?([^/:?#]+)/i);
  return m?.[1]?.toLowerCase() ?? null;
}

/**
 * Serves crawled pages that show the titles of the site's posts around their content (class "a post's title in a
 * page's sidebar"): a "Latest Posts" widget or a blog teaser repeats "Is a CBCT scan safe?" on every page of the site,
 * and read as the page's own text it made an implants page without a word about CBCT "CBCT wording on a services
 * page". The label of a link to one of the site's articles (by its address, or because the crawl read it as one) is
 * that article's: it is blanked in the page's text, one space per character so every offset stays, and read once as
 * the link it is (with the article's page type, below). Only labels of three words or more: a short label ("CBCT",
 * "Blog") may be the page's own words too.
 */
const MIN_TITLE_WORDS = 3;
/** A widget shows a handful of posts; a hostile page's thousands of links cost one scan of the text each. */
const MAX_ARTICLE_LABELS = 50;
const MAX_LABEL_CHARS = 200;
function articleLabels(page: DetectionPage, host: string | null, typeOfLink: (href: string) => PageType): string[] {
  const labels = new Set<string>();
  for (const link of page.links ?? []) {
    if (labels.size >= MAX_ARTICLE_LABELS) break;
    const label = link.text.trim();
    if (label.length > MAX_LABEL_CHARS || wordCount(label) < MIN_TITLE_WORDS) continue;
    const linkHost = hostOf(link.href);
    if (linkHost !== null && linkHost !== host) continue;
    if (typeOfLink(link.href) === "weak") labels.add(label);
  }
  return [...labels];
}
/** The piece with the labels blanked, one space per character, so offsets into the page's text stay. */
function blanked(piece: string, labels: readonly string[]): string {
  let out = piece;
  for (const label of labels) if (out.includes(label)) out = out.replaceAll(label, " ".repeat(label.length));
  return out;
}

/** The page's headings without the site's post titles shown on it (a heading that is only one is dropped). */
function ownHeadings(headings: readonly string[] | undefined, labels: readonly string[]): string[] | undefined {
  return headings?.map((h) => blanked(h, labels).trim()).filter((h) => h !== "");
}

export function buildCorpus(pages: readonly DetectionPage[]): Corpus {
  const parts: string[] = [];
  const segments: Segment[] = [];
  let length = 0;
  // Nav, footer and logo images repeat on every page; each distinct string is scanned once, on its first page.
  const seen = new Set<string>();
  const titles = new Map<string, string>();

  const add = (
    normalized: string,
    source: Segment["source"],
    page: DetectionPage,
    pageType: PageType,
    original: string,
    map: OffsetMap | null,
    dedicated = false,
    titled = false,
  ) => {
    if (normalized.length === 0) return;
    if (parts.length > 0) {
      parts.push(SEPARATOR);
      length += SEPARATOR.length;
    }
    segments.push({
      start: length,
      end: length + normalized.length,
      source,
      pageUrl: page.url,
      pageType,
      dedicated,
      titled,
      original,
      map,
    });
    parts.push(normalized);
    length += normalized.length;
  };
  const firstTime = (source: Segment["source"], raw: string) => {
    const key = `${source}\u0001${raw}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const addText = (
    raw: string,
    source: Segment["source"],
    page: DetectionPage,
    pageType: PageType,
    dedicated: boolean,
    titled = false,
  ) => {
    const n = normalizeText(raw);
    add(n.text, source, page, pageType, raw, n.map, dedicated, titled);
  };
  const addWords = (
    words: string,
    source: Segment["source"],
    page: DetectionPage,
    pageType: PageType,
    raw: string,
    dedicated: boolean,
  ) => add(normalizeText(words).text, source, page, pageType, raw, null, dedicated);

  const places = pages.map(pagePlace);
  const pageTypes = pages.map((page, i) => classifyPage(places[i] ?? null, page.title, page.text, page.headings));
  // Serves blogs whose posts have the modality in their address ("/3d-xrays-safe/", "Are 3D Dental X-Rays Safe?"): a
  // link is read as the page it points to, and when the crawler read that page and found an article, the link is an
  // article's too, whatever its address says.
  const articlesRead = new Set<string>();
  for (const [i, page] of pages.entries()) {
    const key = page.url ? linkKey(page.url) : null;
    if (key && pageTypes[i] === "weak") articlesRead.add(key);
  }
  // The type of the page an internal link points to, once per address for the whole site (menus repeat on every page).
  const linkTypes = new Map<string, PageType>();
  const typeOfLink = (href: string): PageType => {
    let type = linkTypes.get(href);
    if (type === undefined) {
      type = articlesRead.has(linkKey(href) ?? "") ? "weak" : classifyPage(href);
      linkTypes.set(href, type);
    }
    return type;
  };

  for (const [i, page] of pages.entries()) {
    const pageType = pageTypes[i] ?? "neutral";
    const place = places[i] ?? null;
    const ctPage = pageType !== "weak" && japaneseCtPage(place, page.text);
    const dedicated = (pageType === "strong" && dedicatedCbctPage(place)) || ctPage;
    // A page named after the service alone in another language is titled after it too; a headline in another
    // language ("Diş Tomografisi Nedir?") is not (see LANG_SERVICE_WORDS).
    const host = hostOf(page.url);
    // Another page's title shown on this one (a "Latest Posts" widget, a blog teaser) is that page's: read as its link.
    const labels = articleLabels(page, host, typeOfLink);
    const own = (piece: string) => (labels.length === 0 ? piece : blanked(piece, labels));
    // What names the page is its own headings: a left sidebar's post titles ("Is a CBCT scan safe?" as a heading)
    // stand among the first headings of every page, and made an implants page "a page titled CBCT".
    const named = labels.length === 0 ? page : { ...page, headings: ownHeadings(page.headings, labels) };
    const serviceNamed = serviceNamedPage(named, pageType);
    const titled = titledCbct(named, pageType) || serviceNamed;
    const technology = technologyPage(place, pageType);
    const imaging = imagingPage(named, place, pageType);
    const firstSegment = segments.length;
    if (page.url) addWords(urlPathToWords(page.url), "url", page, pageType, page.url, dedicated);
    if (page.title) addText(page.title, "title", page, pageType, dedicated, titled);
    if (page.title && page.url) titles.set(page.url, normalizeText(page.title).text);
    // A section under a question sub-heading is an article's, whatever the page is: its text, and the heading, list
    // items and table rows found in it, read as education (see articleSections).
    const sections = pageType === "weak" ? [] : articleSections(page, place);
    const typeOf = (piece: string): PageType => {
      if (sections.length === 0) return pageType;
      const at = page.text.indexOf(piece);
      return sections.some(([a, b]) => at >= a && at < b) ? "weak" : pageType;
    };
    const ownText = own(page.text);
    // The block ends of the text in [from, to), counted from `from`, for the snippets cut from the piece added last.
    const breaksIn = (piece: Segment | undefined, from: number, to: number) => {
      if (piece && page.textBreaks?.length) {
        piece.breaks = page.textBreaks.filter((b) => b >= from && b < to).map((b) => b - from);
      }
    };
    if (sections.length === 0) {
      const before = segments.length;
      addText(ownText, "text", page, pageType, dedicated, titled);
      breaksIn(segments[before], 0, ownText.length);
    } else {
      const cuts = [...new Set([0, ...sections.flat(), page.text.length])].sort((a, b) => a - b);
      for (const [k, from] of cuts.slice(0, -1).entries()) {
        const to = cuts[k + 1] ?? page.text.length;
        const type = sections.some(([a]) => a === from) ? "weak" : pageType;
        const before = segments.length;
        addText(ownText.slice(from, to), "text", page, type, dedicated, titled);
        const piece = segments[before];
        breaksIn(piece, from, to);
        if (piece && from > 0) piece.sectionStart = true;
      }
    }
    // The page's structure (issue 18): each piece once, with its role. Menu and footer labels repeat on every page.
    for (const h of page.headings ?? [])
      if (h !== page.title) addText(own(h), "heading", page, typeOf(h), dedicated, titled);
    for (const item of page.listItems ?? []) addText(own(item), "list", page, typeOf(item), dedicated, titled);
    for (const row of page.tableRows ?? []) addText(own(row), "table", page, typeOf(row), dedicated, titled);
    for (const label of [...(page.menuLinks ?? []), ...(page.footerLinks ?? [])]) {
      // The page's own trail, kept among its menu labels, is filed where the page is: under the blog, education.
      const type = pageType === "weak" && blogTrail(page, label) ? "weak" : "neutral";
      if (firstTime("menu", label)) addText(label, "menu", page, type, false);
    }
    for (const alt of page.altTexts ?? []) if (firstTime("alt", alt)) addText(alt, "alt", page, pageType, dedicated);
    if (serviceNamed)
      for (const seg of segments.slice(firstSegment)) if (seg.source !== "menu") seg.serviceNamed = true;
    if (titled && headlineName(named))
      for (const seg of segments.slice(firstSegment)) if (seg.source !== "menu") seg.headline = true;
    // A technology page's photos ("cone beam machine") show the practice's own equipment, like its text.
    if (technology) for (const seg of segments.slice(firstSegment)) if (seg.source !== "menu") seg.technology = true;
    if (imaging) for (const seg of segments.slice(firstSegment)) if (seg.source !== "menu") seg.imaging = true;
    if (ctPage) for (const seg of segments.slice(firstSegment)) if (seg.source !== "menu") seg.ctPage = true;
    // The reasoning says where the page is filed when its trail, not its address, said so.
    if (place !== page.url && page.breadcrumbs) {
      const trail = page.breadcrumbs.join(" > ");
      for (const seg of segments.slice(firstSegment)) seg.trail = trail;
    }
    for (const src of page.imageSrcs ?? []) {
      if (firstTime("url", src)) addWords(fileNameToWords(src), "url", page, pageType, src, dedicated);
    }
    for (const link of page.links ?? []) {
      if (!firstTime("link", `${link.href}\u0001${link.text}`)) continue;
      const linkHost = hostOf(link.href);
      const internal = linkHost === null || linkHost === host;
      // A link is evidence about the page it points to, so it takes that page's type.
      const linkType = internal ? typeOfLink(link.href) : "neutral";
      // A link of the site's own menu to a page about CBCT: the practice gave the subject a page of its own.
      const menuCbct = internal && linkType !== "weak" && pageNamesCbct(link.href);
      if (firstTime("link", link.text)) addText(link.text, "link", page, linkType, menuCbct);
      if (internal && firstTime("link", link.href))
        addWords(urlPathToWords(link.href), "link", page, linkType, link.href, menuCbct);
    }
  }
  const text = parts.join("");
  // One pass over the whole site; far cheaper than tokenizing each of hundreds of small segments.
  return { text, segments, tokens: new Set(tokenize(text)), titles };
}

/**
 * The page text right after a section heading (up to `length` characters): what the section under it says. Empty
 * when the heading is not found in its page's text, or opens it: a page's first heading is its title ("New
 * Technology, Part 2: 3-D Imaging" on a blog post), and a title speaks for the whole page, not a section.
 */
export function sectionUnderHeading(corpus: Corpus, seg: Segment, length = 300): string {
  const heading = corpus.text.slice(seg.start, seg.end);
  // buildCorpus adds a page's text before its headings, so the walk back from the heading meets it within the page
  // (a few segments), never the whole site.
  for (let i = segmentIndexAt(corpus, seg.start); i >= 0; i--) {
    const s = corpus.segments[i];
    if (!s || s.pageUrl !== seg.pageUrl) break;
    if (s.source !== "text") continue;
    const at = corpus.text.slice(s.start, s.end).indexOf(heading);
    // A page's text cut into sections (articleSections) is several pieces: walk back to the piece holding the heading.
    if (at < 0 && s.sectionStart) continue;
    return at > 0 || (at === 0 && s.sectionStart)
      ? corpus.text.slice(s.start + at + heading.length, Math.min(s.end, s.start + at + heading.length + length))
      : "";
  }
  return "";
}

/** The index of the segment holding a corpus offset (binary search over start offsets). */
export function segmentIndexAt(corpus: Corpus, index: number): number {
  const segs = corpus.segments;
  let lo = 0;
  let hi = segs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segs[mid]?.start ?? 0) <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The segment holding a corpus offset. */
export function segmentAt(corpus: Corpus, index: number): Segment {
  const seg = corpus.segments[segmentIndexAt(corpus, index)];
  if (!seg) throw new Error("empty corpus");
  return seg;
}
