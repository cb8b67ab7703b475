import { toSafeJson, toSafeText } from "@cbct/core/domain/safe-text";
import type { PageContent } from "@cbct/core/domain/site-content";

/** The URL without user name and password (a site can redirect to or link to `http://user:pw@host/`). */
export function withoutCredentials(url: string): string {
  if (!url.includes("@")) return url;
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * A scraped page made fit to store: no NUL or lone surrogate in any text (Postgres refuses them) and no credentials
 * in any URL. Every page the crawler reads passes through here, so nothing downstream has to remember.
 */
export function cleanPage(page: PageContent): PageContent {
  const texts = (list: string[]) => list.map(toSafeText);
  return {
    ...page,
    url: withoutCredentials(toSafeText(page.url)),
    title: toSafeText(page.title),
    metaDescription: toSafeText(page.metaDescription),
    headings: texts(page.headings),
    text: toSafeText(page.text),
    altTexts: texts(page.altTexts),
    imageSrcs: page.imageSrcs.map((src) => withoutCredentials(toSafeText(src))),
    links: page.links.map((l) => ({ href: withoutCredentials(toSafeText(l.href)), text: toSafeText(l.text) })),
    scriptSrcs: page.scriptSrcs.map((src) => withoutCredentials(toSafeText(src))),
    generator: page.generator === null ? null : toSafeText(page.generator),
    jsonLd: page.jsonLd.map(toSafeJson),
  };
}
