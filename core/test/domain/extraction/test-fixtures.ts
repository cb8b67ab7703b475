import type { PageContent, SiteContent } from "../../../src/domain/site-content.ts";
import { indexPlainText } from "../../../src/domain/extraction/site-corpus.ts";

/** Text prepared the way the site corpus prepares it. */
export const indexed = indexPlainText;

/** A page with only the fields a test cares about; `text` is the whole visible text, as the crawler gives it. */
export function page(p: Partial<PageContent> & { url?: string }): PageContent {
  return {
    ...p,
    url: p.url ?? "https://www.smiledental.com/",
    title: p.title ?? "",
    metaDescription: p.metaDescription ?? "",
    headings: p.headings ?? [],
    text: p.text ?? "",
    altTexts: p.altTexts ?? [],
    imageSrcs: p.imageSrcs ?? [],
    links: p.links ?? [],
    scriptSrcs: p.scriptSrcs ?? [],
    generator: p.generator ?? null,
    jsonLd: p.jsonLd ?? [],
    renderedWithBrowser: p.renderedWithBrowser ?? false,
  };
}

export function site(pages: PageContent[], finalUrl = pages[0]?.url ?? "https://www.smiledental.com/"): SiteContent {
  return { startUrl: finalUrl, finalUrl, pages };
}
