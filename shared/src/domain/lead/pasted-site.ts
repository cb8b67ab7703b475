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
  return { startUrl: "", finalUrl: "", pages: [page] };
}
