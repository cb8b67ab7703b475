import { readPastedText } from "../cbct/page-roles.ts";
import type { PageContent, SiteContent } from "../site-content.ts";

/**
 * Pasted tester text as the one page of a site, so extraction and detection see it like a scrape. The page's address,
 * when the user gives it, tells detection a practice's services page from a blog post; without it the page has none.
 */
export function pastedSite(practiceName: string, text: string, pageUrl = ""): SiteContent {
  const page: PageContent = {
    url: pageUrl,
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
  const roles = readPastedText(text);
  if (roles.headings.length > 0) page.headings = roles.headings;
  if (roles.listItems.length > 0) page.listItems = roles.listItems;
  if (roles.tableRows.length > 0) page.tableRows = roles.tableRows;
  if (roles.menuLinks.length > 0) page.menuLinks = roles.menuLinks;
  if (roles.breadcrumbs.length > 0) page.breadcrumbs = roles.breadcrumbs;
  return { startUrl: "", finalUrl: "", pages: [page] };
}
