import type { FieldSource } from "./field-source.ts";
import { businessNodes, type JsonLdNode } from "./json-ld.ts";
import type { CorpusPage, SiteCorpus } from "./site-corpus.ts";

const CONTACT_PATH = /contact|location|office|directions|find-us|visit|reach-us|hours/i;

/** A page whose address says it is the contact or location page. */
export const isContactPage = (page: CorpusPage): boolean => !page.isHome && CONTACT_PATH.test(page.path);

/** Declared business nodes with where they were declared: JSON-LD first, then microdata. */
export function declaredBusinesses(corpus: SiteCorpus): { node: JsonLdNode; source: FieldSource }[] {
  return [
    ...businessNodes(corpus.jsonLd).map((node) => ({ node, source: "json-ld" as const })),
    ...businessNodes(corpus.microdata).map((node) => ({ node, source: "microdata" as const })),
  ];
}

/**
 * The texts to search for a contact field, most trusted first: footers (on every page, so repeated), the contact
 * page, then every page's whole text. Each text goes with the source it counts as.
 */
export function contactTexts(corpus: SiteCorpus): { source: FieldSource; texts: string[] }[] {
  return [
    { source: "footer", texts: corpus.pages.map((p) => p.page.footerText ?? "").filter(Boolean) },
    { source: "contact-page", texts: corpus.pages.filter(isContactPage).map((p) => p.raw) },
    { source: "text", texts: corpus.pages.map((p) => p.raw) },
  ];
}
