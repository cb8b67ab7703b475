import type { PageContent, SiteContent } from "../site-content.ts";

/** Pasted tester text as the one page of a site with no URL, so extraction and detection see it like a scrape. */
export function pastedSite(practiceName: string, text: string): SiteContent {
  const page: PageContent = {
    url: "",
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
