/**
 * What the crawler hands to the pure domain logic: everything a page says, including nav, footer, alt texts,
 * image file names and link texts, because practices list their equipment there (architecture guide).
 */
export type PageLink = { href: string; text: string };

export type PageContent = {
  /** Final URL after redirects. */
  url: string;
  title: string;
  metaDescription: string;
  headings: string[];
  /** The whole visible text of the page (nav and footer included), whitespace folded to single spaces. */
  text: string;
  /** img alt and title attributes. */
  altTexts: string[];
  /** Image URLs (src and the first srcset entry), absolute. */
  imageSrcs: string[];
  /** Every <a href> on the page, absolute, with its visible text. */
  links: PageLink[];
  scriptSrcs: string[];
  /** <meta name="generator"> content, if any. */
  generator: string | null;
  /** Parsed application/ld+json blocks (invalid JSON skipped). */
  jsonLd: unknown[];
  renderedWithBrowser: boolean;
  /** `<meta property="og:site_name">`: the name the site gives itself for link previews. */
  siteName?: string;
  /** Visible text of the page's footer (`<footer>`, or an element whose id or class says footer). */
  footerText?: string;
  /** Alt texts of the site logo (an image whose file, class or id says "logo"); some sites name themselves only there. */
  logoAlts?: string[];
  /** schema.org microdata business items, in JSON-LD shape (`@type`, `name`, `telephone`, `address`...). */
  microdata?: Record<string, unknown>[];
  /** The HTML loads parts of the page with JavaScript (jQuery `.load()`, `fetch` of a header or footer file). */
  loadsPartials?: boolean;
  /**
   * Structure the detector weighs (issue 18): an item of a list or a price table, or a menu entry, states an offering
   * that a sentence may never spell out. List items outside menus and footers; table rows as "cell | cell"; link labels
   * of the site menu (`<nav>`, role=navigation, a "menu"/"nav" wrapper) and of the footer.
   */
  listItems?: string[];
  tableRows?: string[];
  menuLinks?: string[];
  footerLinks?: string[];
  /**
   * The page's breadcrumb trail, outermost first ("Home", "Dental Services", "3D Imaging"): where the site files the
   * page. Read from a breadcrumb element (aria-label, class or schema.org BreadcrumbList); pasted text gives it as a
   * line "Home > Dental Services > 3D Imaging" (page-roles.ts).
   */
  breadcrumbs?: string[];
  /**
   * Where the page's blocks end in `text`, ascending: the offsets of the spaces that stand for a paragraph, heading,
   * list item or table cell boundary (the folded text has no line breaks). A byline "by Dr. Lee" ending one paragraph
   * and "Cone beam CT ..." opening the next read as one run of words without them.
   */
  textBreaks?: number[];
};

/**
 * The page's visible text with a line break at each block end (its `textBreaks`), as pasted text has its lines: what
 * the contact extractors read, so a name or a city stays within the block a person reads it in. The CBCT detector
 * reads the folded text (docs/detection-rounds.md, twenty-fourth round: reading blocks apart lost tuning owners).
 */
export function textWithLines(page: Pick<PageContent, "text" | "textBreaks">): string {
  const { text, textBreaks } = page;
  if (!textBreaks || textBreaks.length === 0) return text;
  const pieces: string[] = [];
  let from = 0;
  for (const at of textBreaks) {
    if (at < from || at >= text.length || text[at] !== " ") continue;
    pieces.push(text.slice(from, at));
    from = at + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join("\n");
}

export type SiteContent = {
  startUrl: string;
  finalUrl: string;
  pages: PageContent[];
};

/** The subset of a page the CBCT detector reads; pasted tester text is `{ url: null, text }`. */
export type DetectionPage = {
  url: string | null;
  text: string;
  title?: string;
  /** The page's structure, when known (crawled pages, or pasted text read by page-roles.ts). */
  headings?: string[];
  listItems?: string[];
  tableRows?: string[];
  menuLinks?: string[];
  footerLinks?: string[];
  breadcrumbs?: string[];
  altTexts?: string[];
  imageSrcs?: string[];
  links?: PageLink[];
  /** Where the text's blocks end (a crawled page's PageContent.textBreaks): shown in evidence snippets, never read. */
  textBreaks?: number[];
};
