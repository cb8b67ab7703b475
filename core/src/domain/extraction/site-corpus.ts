import { type PageContent, type SiteContent, textWithLines } from "../site-content.ts";
import { type JsonLdNode, jsonLdNodes } from "./json-ld.ts";
import { foldSpaces, normalizeForMatch } from "./normalize.ts";
import { type IndexedText, indexText } from "./phrase.ts";

/** Joins the parts of a page so a clause never runs from one part into the next. */
export const PART_SEPARATOR = " | ";

export type CorpusPage = {
  page: PageContent;
  isHome: boolean;
  path: string;
  /**
   * The page's title, description, visible text and alt texts, original case, joined by PART_SEPARATOR. The visible
   * text has a line break where a block of the page ends (its `textBreaks`), as pasted text has its lines: a name, an
   * address's city or a phone number is read within one block ("80331 München" | "Tel. 089 123456").
   */
  raw: string;
};

/** Whether `raw[start, end)` runs across the end of a block (a line break of `raw`). */
export const crossesBlock = (page: CorpusPage, start: number, end: number): boolean =>
  page.raw.slice(start, end).includes("\n");

/**
 * A site prepared once for every extractor: original-case text per page (names, addresses, phones), the normalised
 * and trigger-indexed text of the whole site for phrase matching (URL slugs and image names included: practices
 * name services and equipment there), the lower-cased URLs of scripts, images and links for platform and widget
 * hints, and the JSON-LD nodes.
 */
export type SiteCorpus = {
  finalUrl: string;
  /** The home page first. */
  pages: CorpusPage[];
  text: IndexedText;
  hints: string;
  jsonLd: JsonLdNode[];
  /** Microdata items, in the same shape as JSON-LD nodes. */
  microdata: JsonLdNode[];
};

/** Any text (pasted website copy, one page) prepared for the phrase extractors (`extractServices` and the rest). */
export const indexPlainText = (text: string): IndexedText => indexText(normalizeForMatch(text));

const URL_PARTS = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(?:www\.)?([^/?#:]*)[^/?#]*([^?#]*)/i;

/** Host (without www.) and path of an absolute URL, without the cost of `new URL` for hundreds of links. */
export function urlParts(url: string): { host: string; path: string } {
  const m = URL_PARTS.exec(url);
  return { host: (m?.[1] ?? "").toLowerCase(), path: m?.[2] || (m ? "/" : "") };
}

const HOME_PATH = /^\/(?:index\.\w{2,5}|home\/?|default\.\w{2,5})?$/i;

function pageRaw(page: PageContent, lines: boolean): string {
  const text = lines ? textWithLines(page) : page.text;
  const parts = [foldSpaces(page.title), foldSpaces(page.metaDescription), text, ...page.altTexts.map(foldSpaces)];
  return parts.filter((p) => p.length > 0).join(PART_SEPARATOR);
}

/** "/services/dental-implants/" -> "services dental-implants"; an image path gives only its file name. */
function slugWords(path: string, fileOnly: boolean): string {
  const segments = path.split("/").filter(Boolean);
  const picked = fileOnly ? segments.slice(-1) : segments;
  return picked
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join(" ")
    .replace(/\.[a-z0-9]{2,5}$/i, "");
}

export function buildSiteCorpus(site: SiteContent): SiteCorpus {
  const siteHost = urlParts(site.finalUrl).host || urlParts(site.startUrl).host;
  const homeIndex = Math.max(
    0,
    site.pages.findIndex((p) => p.url === site.finalUrl || HOME_PATH.test(urlParts(p.url).path)),
  );
  const ordered = site.pages.map((page, i) => ({ page, isHome: i === homeIndex }));
  ordered.sort((a, b) => Number(b.isHome) - Number(a.isHome));

  // Menus and footers repeat on every page: each URL is looked at once.
  const urls = new Set<string>();
  const linkUrls = new Set<string>();
  const imageUrls = new Set<string>();
  const jsonLdBlocks: unknown[] = [];
  const microdataItems: unknown[] = [];
  const pages: CorpusPage[] = [];
  const hints: string[] = [];
  for (const { page, isHome } of ordered) {
    pages.push({ page, isHome, path: urlParts(page.url).path, raw: pageRaw(page, true) });
    jsonLdBlocks.push(...page.jsonLd);
    microdataItems.push(...(page.microdata ?? []));
    if (page.generator) hints.push(`generator:${page.generator.toLowerCase()}`);
    for (const src of page.scriptSrcs) urls.add(src);
    for (const src of page.imageSrcs) imageUrls.add(src);
    for (const link of page.links) linkUrls.add(link.href);
  }
  const slugs = new Set<string>();
  for (const url of imageUrls) {
    hints.push(url.toLowerCase());
    slugs.add(slugWords(urlParts(url).path, true));
  }
  for (const url of urls) hints.push(url.toLowerCase());
  for (const url of linkUrls) {
    hints.push(url.toLowerCase());
    const { host, path } = urlParts(url);
    if (host === siteHost) slugs.add(slugWords(path, false));
  }
  slugs.delete("");
  // The site's phrases (services, technology) read the text as one run, as they were tuned: without the block lines.
  const flat = pages.map((p) => (p.page.textBreaks?.length ? pageRaw(p.page, false) : p.raw));
  const all = [...flat, ...slugs].join(PART_SEPARATOR);
  return {
    finalUrl: site.finalUrl,
    pages,
    text: indexText(normalizeForMatch(all)),
    hints: hints.join("\n"),
    jsonLd: jsonLdNodes(jsonLdBlocks),
    microdata: jsonLdNodes(microdataItems),
  };
}
