import { readMarkedText, stripMarkup } from "@cbct/core/domain/cbct/page-roles";
import type { PageContent } from "@cbct/core/domain/site-content";

/**
 * A detection-set excerpt (line markup, see page-roles.ts readMarkedText) as the crawler would hand the page to the
 * detector: its address, title, headings, list items, table rows, menu and footer link labels, alt texts, and the whole
 * visible text folded to single spaces (nav and footer included, alt texts not), as parse-html.ts produces it.
 */
export function renderExcerpt(excerpt: string, url: string): PageContent {
  const page = readMarkedText(excerpt);
  const visible = excerpt
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^\[alt\]/i.test(l))
    .map((l) =>
      l.startsWith("|")
        ? l.replace(/^\||\|$/g, "").replace(/\s*\|\s*/g, " ")
        : l.replace(/^(?:#{1,6}|[-*])\s+/, "").replace(/^\[(?:menu|footer)\]\s*/i, ""),
    );
  return {
    url,
    title: page.title,
    metaDescription: "",
    headings: page.headings,
    text: visible.join(" ").replace(/\s+/g, " ").trim(),
    altTexts: page.altTexts,
    imageSrcs: [],
    links: [],
    scriptSrcs: [],
    generator: null,
    jsonLd: [],
    renderedWithBrowser: false,
    ...(page.footerLinks.length > 0 ? { footerText: page.footerLinks.join(" "), footerLinks: page.footerLinks } : {}),
    ...(page.listItems.length > 0 ? { listItems: page.listItems } : {}),
    ...(page.tableRows.length > 0 ? { tableRows: page.tableRows } : {}),
    ...(page.menuLinks.length > 0 ? { menuLinks: page.menuLinks } : {}),
    ...(page.breadcrumbs.length > 0 ? { breadcrumbs: page.breadcrumbs } : {}),
  };
}

/** What a tester user pastes: the same excerpt without markup (see page-roles.ts stripMarkup). */
export const pastedExcerpt = stripMarkup;
