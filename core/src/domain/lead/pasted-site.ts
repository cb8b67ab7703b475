import { readPastedText } from "../cbct/page-roles.ts";
import type { PageContent, SiteContent } from "../site-content.ts";

/**
 * Pasted tester text as the pages of a site, so extraction and detection see it like a scrape. The page's address,
 * when the user gives it, tells detection a practice's services page from a blog post; without it the page has none.
 *
 * A rep who pastes several pages can put each page's address on a line of its own above its text
 * ("https://harbourdental.com/services/3d-imaging"), starting with the first: the text is then read as one page per
 * address, each with its address, the way a scrape reads the site (issue 18, "judge the site as a whole"), and the
 * evidence names the page each passage came from. An address given apart (`pageUrl`, the API's optional field) is the
 * address of the whole text, which is then not split.
 */
export function pastedSite(practiceName: string, text: string, pageUrl = ""): SiteContent {
  const parts = pageUrl ? [{ url: pageUrl, text }] : splitAtAddresses(text);
  return { startUrl: "", finalUrl: "", pages: parts.map((p) => pastedPage(practiceName, p.text, p.url)) };
}

function pastedPage(practiceName: string, text: string, url: string): PageContent {
  const page: PageContent = {
    url,
    title: practiceName,
    metaDescription: "",
    headings: [],
    text,
    altTexts: [],
    imageSrcs: [],
    links: [],
    scriptSrcs: [],
    generator: null,
    jsonLd: [],
    renderedWithBrowser: false,
  };
  // Pasted text has no markup: its headings, list items, price rows and menu bars are guessed from the line layout
  // (issue 18, point 6), so the tester reads a pasted technology list or price list as the crawler reads the page.
  const roles = readPastedText(text, { questionHeadings: url !== "" });
  if (roles.headings.length > 0) page.headings = roles.headings;
  if (roles.listItems.length > 0) page.listItems = roles.listItems;
  if (roles.tableRows.length > 0) page.tableRows = roles.tableRows;
  if (roles.menuLinks.length > 0) page.menuLinks = roles.menuLinks;
  if (roles.breadcrumbs.length > 0) page.breadcrumbs = roles.breadcrumbs;
  // A page pasted under its address is read as a scraped page, whose title names it: its first heading ("Benefits of
  // Cone Beam CT" tells an article from the practice's "Cone Beam CT" page).
  if (url && roles.headings[0] !== undefined) page.title = roles.headings[0];
  return page;
}

/** A line that is a web address and nothing else, as copied from the browser's address bar. */
const ADDRESS_LINE = /^\s*(https?:\/\/[^\s<>"'`]{1,2000})\s*$/i;
/** Like a scrape's page budget: more addresses than this and the rest of the text stays with the last page. */
export const MAX_PASTED_PAGES = 20;

function addressOf(line: string): string | null {
  const m = ADDRESS_LINE.exec(line);
  if (!m?.[1]) return null;
  try {
    const url = new URL(m[1]);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits the text at its address lines. The text must open with an address (its first non-blank line), and later
 * addresses start a page only on the same site: a link alone on a line of the page ("https://instagram.com/harbour")
 * is the page's text, not another page.
 */
function splitAtAddresses(text: string): { url: string; text: string }[] {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== "");
  const opening = first < 0 ? null : addressOf(lines[first] ?? "");
  if (opening === null) return [{ url: "", text }];
  const site = new URL(opening).host.replace(/^www\./, "");
  const parts: { url: string; lines: string[] }[] = [];
  for (const line of lines.slice(first)) {
    const url = parts.length < MAX_PASTED_PAGES ? addressOf(line) : null;
    if (url !== null && new URL(url).host.replace(/^www\./, "") === site) parts.push({ url, lines: [] });
    else parts.at(-1)?.lines.push(line);
  }
  return parts.map((p) => ({ url: p.url, text: p.lines.join("\n") }));
}
