import { cfEmailFromHref, decodeCfEmail } from "@cbct/core/domain/extraction/cf-email";
import type { PageContent, PageLink } from "@cbct/core/domain/site-content";
import { Parser } from "htmlparser2";
import { createMicrodataReader } from "./microdata.ts";

export type ParseHtmlOptions = {
  renderedWithBrowser?: boolean;
  maxLinks?: number;
  /** Cap on the visible text, in characters. */
  maxTextChars?: number;
};

// Contents never shown as text. noscript is skipped because crawled pages are read as if JavaScript ran.
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "math", "iframe", "object"]);
// Elements that break words apart: "Our Team</li><li>Technology" must not become "TeamTechnology".
const BLOCKS = new Set(
  (
    "address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hr img input label legend li main nav ol option p pre section select " +
    "summary table tbody td textarea tfoot th thead tr ul"
  ).split(" "),
);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SRC_ATTRS = ["src", "data-src", "data-lazy-src", "data-original"];
const LIMITS = { headings: 300, altTexts: 1_000, images: 1_000, scripts: 300, jsonLd: 50, jsonLdChars: 500_000 };
/** Page structure kept with its role (issue 18): list items, table rows, menu and footer link labels. */
const STRUCTURE_LIMITS = { listItems: 500, tableRows: 300, menuLinks: 300, footerLinks: 300, itemChars: 300 };

const fold = (s: string) => s.replace(/\s+/g, " ").trim();

// Site chrome: `<footer>`, or a wrapper whose id or class names it ("site-footer", "elementor-location-footer").
const FOOTER_ATTR = /(?:^|[\s_-])footer(?:$|[\s_-])/i;
// The site menu: `<nav>`, role=navigation, or a wrapper whose id or class names it ("main-menu", "navbar").
const NAV_ATTR = /(?:^|[\s_-])(?:nav|navbar|navigation|menu|mainmenu|main-menu|primary-menu)(?:$|[\s_-])/i;
// The site's own logo ("site-logo", "navbar-logo", "logo.png"), not a strip of insurers' logos ("insurance-logos").
const LOGO_ATTR = /(?:^|[\s_-])(?:site|custom|navbar|header|brand)?[-_]?logo(?:$|[\s_-])/i;
const LOGO_FILE = /(?:^|[/_.-])logo(?:[._-]|$)/i;
// Header and footer partials pulled in after load: `$("#footer").load("footer.html")`, `fetch("/partials/nav.html")`.
const PARTIAL_LOADER =
  /\.load\(\s*["'`][^"'`]*\.(?:s?html?|php|inc|txt)\b|fetch\(\s*["'`][^"'`]*(?:header|footer|partials?|includes?|nav|contact)[^"'`]*["'`]/i;
const PARTIAL_ATTRS = ["w3-include-html", "data-include", "data-include-html"];
const MAX_SCRIPT_SCAN = 20_000;
const MAX_FOOTER_CHARS = 20_000;

function firstSrcsetUrl(srcset: string | undefined): string | null {
  const first = srcset?.trim().split(",")[0]?.trim().split(/\s+/)[0];
  return first || null;
}

/**
 * One streaming pass over a page's HTML into everything the detector and extractor read. Every list is capped so a
 * hostile page (a million links, a 50 MB JSON-LD block) costs bounded memory.
 */
export function parseHtml(html: string, url: string, options: ParseHtmlOptions = {}): PageContent {
  const maxLinks = options.maxLinks ?? 500;
  const maxText = options.maxTextChars ?? 500_000;
  let base = url;
  let baseSet = false;

  const text: string[] = [];
  let textLength = 0;
  let title: string | null = null;
  let titleBuf: string[] | null = null;
  let metaDescription = "";
  let ogDescription = "";
  let generator: string | null = null;
  const headings: string[] = [];
  let headingBuf: string[] | null = null;
  const altTexts: string[] = [];
  const imageSrcs = new Set<string>();
  const links: PageLink[] = [];
  let link: { href: string; text: string[]; fallback: string } | null = null;
  const scriptSrcs = new Set<string>();
  const jsonLd: unknown[] = [];
  let jsonBuf: string[] | null = null;
  let jsonLength = 0;
  let skipDepth = 0;
  let siteName = "";
  // Element depth outside skipped elements; regions (footer, logo, an obfuscated e-mail) end when it drops back.
  let depth = 0;
  let footerStart = 0;
  const footer: string[] = [];
  let footerLength = 0;
  let logoStart = 0;
  const logoAlts: string[] = [];
  let cfStart = 0;
  let navStart = 0;
  const listItems: string[] = [];
  const listStack: string[][] = [];
  /** Per open <li>: whether it is a content list item (has a buffer on listStack). Unclosed <li>s stay open. */
  const liOwn: boolean[] = [];
  const tableRows: string[] = [];
  let rowCells: string[] | null = null;
  let cellBuf: string[] | null = null;
  const menuLinks: string[] = [];
  const footerLinks: string[] = [];
  const keep = (list: string[], limit: number, raw: string) => {
    const item = fold(raw).slice(0, STRUCTURE_LIMITS.itemChars);
    if (item && list.length < limit) list.push(item);
  };
  let scriptBuf: string[] | null = null;
  let scriptLength = 0;
  let loadsPartials = false;
  const microdata = createMicrodataReader();

  const absolute = (href: string | undefined): string | null => {
    const raw = href?.trim();
    if (!raw || raw.startsWith("data:") || raw.startsWith("javascript:")) return null;
    try {
      return new URL(raw, base).toString();
    } catch {
      return null;
    }
  };
  const addImage = (src: string | null | undefined) => {
    const abs = src ? absolute(src) : null;
    if (abs && imageSrcs.size < LIMITS.images) imageSrcs.add(abs);
  };
  const space = () => {
    text.push(" ");
    link?.text.push(" ");
    headingBuf?.push(" ");
    footerText(" ");
    listStack.at(-1)?.push(" ");
    cellBuf?.push(" ");
  };
  const footerText = (data: string) => {
    if (footerStart === 0 || footerLength >= MAX_FOOTER_CHARS) return;
    footer.push(data);
    footerLength += data.length;
  };
  const visibleText = (data: string) => {
    if (textLength < maxText) {
      text.push(data);
      textLength += data.length;
    }
    link?.text.push(data);
    headingBuf?.push(data);
    footerText(data);
    listStack.at(-1)?.push(data);
    cellBuf?.push(data);
    microdata.text(data);
  };
  const finishLink = () => {
    if (!link) return;
    const label = fold(link.text.join("")) || link.fallback;
    if (links.length < maxLinks) links.push({ href: link.href, text: label });
    if (navStart > 0) keep(menuLinks, STRUCTURE_LIMITS.menuLinks, label);
    else if (footerStart > 0) keep(footerLinks, STRUCTURE_LIMITS.footerLinks, label);
    link = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipDepth > 0 || SKIPPED.has(name)) {
          if (name === "script" && skipDepth === 0) {
            const src = absolute(attrs.src);
            if (src && scriptSrcs.size < LIMITS.scripts) scriptSrcs.add(src);
            if (attrs.type?.trim().toLowerCase() === "application/ld+json" && jsonLd.length < LIMITS.jsonLd) {
              jsonBuf = [];
              jsonLength = 0;
            } else if (!src && !loadsPartials) {
              scriptBuf = [];
              scriptLength = 0;
            }
          }
          if (SKIPPED.has(name)) skipDepth++;
          return;
        }
        depth++;
        const marks = `${attrs.id ?? ""} ${attrs.class ?? ""}`;
        if (footerStart === 0 && (name === "footer" || FOOTER_ATTR.test(marks))) footerStart = depth;
        if (logoStart === 0 && LOGO_ATTR.test(marks)) logoStart = depth;
        if (navStart === 0 && (name === "nav" || attrs.role === "navigation" || NAV_ATTR.test(marks))) navStart = depth;
        // A list item of the page's own content (a menu's items are kept as menu links instead).
        if (name === "li") {
          const own = navStart === 0 && footerStart === 0;
          liOwn.push(own);
          if (own) listStack.push([]);
        }
        if (name === "tr") rowCells = [];
        if ((name === "td" || name === "th") && rowCells) cellBuf = [];
        if (!loadsPartials && PARTIAL_ATTRS.some((a) => attrs[a])) loadsPartials = true;
        microdata.open(name, attrs, depth);
        if (BLOCKS.has(name)) space();
        let cfEmail = cfStart === 0 && attrs["data-cfemail"] ? decodeCfEmail(attrs["data-cfemail"]) : null;
        switch (name) {
          case "title":
            if (title === null) titleBuf = [];
            break;
          case "base":
            if (!baseSet && attrs.href) {
              base = absolute(attrs.href) ?? base;
              baseSet = true;
            }
            break;
          case "meta": {
            const key = (attrs.name ?? attrs.property ?? "").trim().toLowerCase();
            const content = fold(attrs.content ?? "");
            if (key === "description" && !metaDescription) metaDescription = content;
            else if (key === "og:site_name" && !siteName) siteName = content;
            else if (key === "og:description" && !ogDescription) ogDescription = content;
            else if (key === "generator" && !generator && content) generator = content;
            break;
          }
          case "a": {
            finishLink();
            if (cfStart === 0 && attrs.href) cfEmail ??= cfEmailFromHref(attrs.href);
            const href = cfEmail ? `mailto:${cfEmail}` : absolute(attrs.href);
            if (href && LINK_SCHEMES.has(new URL(href).protocol)) {
              link = { href, text: [], fallback: fold(attrs["aria-label"] ?? attrs.title ?? "") };
            }
            break;
          }
          case "img": {
            for (const alt of [attrs.alt, attrs.title]) {
              const folded = alt ? fold(alt) : "";
              if (folded && altTexts.length < LIMITS.altTexts) altTexts.push(folded);
            }
            if (link && !link.fallback && attrs.alt) link.fallback = fold(attrs.alt);
            const alt = fold(attrs.alt ?? "");
            if (
              alt &&
              logoAlts.length < 20 &&
              (logoStart > 0 || LOGO_ATTR.test(marks) || LOGO_FILE.test(attrs.src ?? ""))
            ) {
              logoAlts.push(alt);
            }
            for (const attr of IMAGE_SRC_ATTRS) addImage(attrs[attr]);
            addImage(firstSrcsetUrl(attrs.srcset));
            addImage(firstSrcsetUrl(attrs["data-srcset"]));
            break;
          }
          case "source":
            addImage(firstSrcsetUrl(attrs.srcset ?? attrs["data-srcset"]));
            break;
          default:
            if (HEADINGS.has(name) && headingBuf === null) headingBuf = [];
        }
        if (cfEmail) {
          // The element's own text is Cloudflare's "[email protected]" placeholder: show the address instead.
          visibleText(cfEmail);
          cfStart = depth;
        }
      },
      ontext(data) {
        if (jsonBuf) {
          jsonLength += data.length;
          if (jsonLength <= LIMITS.jsonLdChars) jsonBuf.push(data);
          return;
        }
        if (scriptBuf) {
          scriptLength += data.length;
          if (scriptLength <= MAX_SCRIPT_SCAN) scriptBuf.push(data);
          return;
        }
        if (titleBuf) {
          titleBuf.push(data);
          return;
        }
        if (skipDepth > 0 || cfStart > 0) return;
        visibleText(data);
      },
      onclosetag(name) {
        if (SKIPPED.has(name) && skipDepth > 0) {
          skipDepth--;
          if (name === "script" && jsonBuf) {
            if (jsonLength <= LIMITS.jsonLdChars) {
              try {
                jsonLd.push(JSON.parse(jsonBuf.join("")));
              } catch {
                // Hand-written JSON-LD is often broken; it is optional metadata, so it is dropped.
              }
            }
            jsonBuf = null;
          }
          if (name === "script" && scriptBuf) {
            if (PARTIAL_LOADER.test(scriptBuf.join(""))) loadsPartials = true;
            scriptBuf = null;
          }
          return;
        }
        if (skipDepth > 0) return;
        if (name === "title" && titleBuf) {
          title = fold(titleBuf.join(""));
          titleBuf = null;
        }
        if (name === "a") finishLink();
        if (HEADINGS.has(name) && headingBuf) {
          const h = fold(headingBuf.join(""));
          if (h && headings.length < LIMITS.headings) headings.push(h);
          headingBuf = null;
        }
        if (depth === cfStart) cfStart = 0;
        if (name === "li" && liOwn.pop()) {
          const item = listStack.pop();
          if (item) keep(listItems, STRUCTURE_LIMITS.listItems, item.join(""));
        }
        if ((name === "td" || name === "th") && cellBuf && rowCells) {
          const cell = fold(cellBuf.join(""));
          if (cell) rowCells.push(cell);
          cellBuf = null;
        }
        if (name === "tr" && rowCells) {
          if (rowCells.length > 0) keep(tableRows, STRUCTURE_LIMITS.tableRows, rowCells.join(" | "));
          rowCells = null;
        }
        if (BLOCKS.has(name)) space();
        microdata.close(depth);
        if (depth === footerStart) footerStart = 0;
        if (depth === navStart) navStart = 0;
        if (depth === logoStart) logoStart = 0;
        depth = Math.max(0, depth - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  finishLink();

  return {
    url,
    title: title ?? "",
    metaDescription: metaDescription || ogDescription,
    headings,
    text: fold(text.join("")).slice(0, maxText),
    altTexts,
    imageSrcs: [...imageSrcs],
    links,
    scriptSrcs: [...scriptSrcs],
    generator,
    jsonLd,
    renderedWithBrowser: options.renderedWithBrowser ?? false,
    ...(siteName ? { siteName } : {}),
    ...(footerLength > 0 ? { footerText: fold(footer.join("")).slice(0, MAX_FOOTER_CHARS) } : {}),
    ...(logoAlts.length > 0 ? { logoAlts } : {}),
    ...(microdata.items().length > 0 ? { microdata: microdata.items() } : {}),
    ...(loadsPartials ? { loadsPartials } : {}),
    ...(listItems.length > 0 ? { listItems } : {}),
    ...(tableRows.length > 0 ? { tableRows } : {}),
    ...(menuLinks.length > 0 ? { menuLinks } : {}),
    ...(footerLinks.length > 0 ? { footerLinks } : {}),
  };
}
