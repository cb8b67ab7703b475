import type { PageContent } from "@cbct/core/domain/site-content";
import { Parser } from "htmlparser2";
import { BreadcrumbsCollector } from "./collectors/breadcrumbs.ts";
import { CfEmails } from "./collectors/cf-email.ts";
import type { OpenTag } from "./collectors/collector.ts";
import { FooterTextCollector } from "./collectors/footer-text.ts";
import { HeadCollector } from "./collectors/head.ts";
import { HeadingsCollector } from "./collectors/headings.ts";
import { ITEMS_AS_BLOCKS, PageLayout, SHOWN_AS_BLOCK } from "./collectors/layout.ts";
import { ImagesCollector } from "./collectors/images.ts";
import { LinksCollector } from "./collectors/links.ts";
import { ListItemsCollector } from "./collectors/list-items.ts";
import { MicrodataCollector } from "./collectors/microdata.ts";
import { NextFlightCollector } from "./collectors/next-flight.ts";
import { PageUrl } from "./collectors/page-url.ts";
import { Regions } from "./collectors/regions.ts";
import { ScriptsCollector } from "./collectors/scripts.ts";
import { TableRowsCollector } from "./collectors/table-rows.ts";
import { VisibleTextCollector } from "./collectors/visible-text.ts";

export type ParseHtmlOptions = {
  renderedWithBrowser?: boolean;
  maxLinks?: number;
  /** Cap on the visible text, in characters. */
  maxTextChars?: number;
  /** The texts of the page's own linked style sheets (../style-sheets.ts), read for which classes are blocks. */
  styleSheets?: readonly string[];
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

/**
 * One streaming pass over a page's HTML into everything the detector and extractor read. The pass itself only
 * tracks what every concern shares (skipped content, element depth, the footer/menu/logo regions, Cloudflare
 * e-mails); each concern is a collector of its own (./collectors/) fed the same events. Every list is capped so a
 * hostile page (a million links, a 50 MB JSON-LD block) costs bounded memory.
 */
export function parseHtml(html: string, url: string, options: ParseHtmlOptions = {}): PageContent {
  const pageUrl = new PageUrl(url);
  const regions = new Regions();
  const emails = new CfEmails();
  const head = new HeadCollector();
  const maxText = options.maxTextChars ?? 500_000;
  const text = new VisibleTextCollector(maxText);
  const headings = new HeadingsCollector();
  const links = new LinksCollector(pageUrl, regions, options.maxLinks ?? 500);
  const lists = new ListItemsCollector(regions);
  const tables = new TableRowsCollector();
  const images = new ImagesCollector(pageUrl, regions);
  const footer = new FooterTextCollector(regions);
  const scripts = new ScriptsCollector(pageUrl);
  const flight = new NextFlightCollector();
  const microdata = new MicrodataCollector();
  const trail = new BreadcrumbsCollector();
  // Which elements the page's CSS lays out as blocks (collectors/layout.ts): they break words apart too.
  const pageLayout = new PageLayout();
  pageLayout.readStyles(html);
  for (const css of options.styleSheets ?? []) pageLayout.readCss(css);

  // Each collector is called by name (not through a list), so these calls stay cheap on pages of many small tags.
  const visible = (data: string) => {
    text.text(data);
    headings.text(data);
    links.text(data);
    lists.text(data);
    tables.text(data);
    footer.text(data);
    microdata.text(data);
    trail.text(data);
  };
  let skipDepth = 0;
  let depth = 0;
  // By element depth: the open element breaks words (its close does too), and it lays out its children as blocks.
  const blockAt: boolean[] = [];
  const containerAt: boolean[] = [false];

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipDepth > 0 || SKIPPED.has(name)) {
          if (name === "script" && skipDepth === 0) {
            scripts.openScript(attrs);
            flight.openScript(attrs);
          }
          if (SKIPPED.has(name)) skipDepth++;
          return;
        }
        depth++;
        const email = emails.addressOf(name, attrs);
        const layout = pageLayout.open(name, attrs, depth);
        const block = BLOCKS.has(name) || (layout & SHOWN_AS_BLOCK) !== 0 || containerAt[depth - 1] === true;
        blockAt[depth] = block;
        containerAt[depth] = (layout & ITEMS_AS_BLOCKS) !== 0;
        const tag: OpenTag = {
          name,
          attrs,
          depth,
          marks: `${attrs.id ?? ""} ${attrs.class ?? ""}`,
          block,
          email,
        };
        // Regions first, so every collector sees the element inside the region it opens.
        regions.enter(tag);
        pageUrl.open(tag);
        head.open(tag);
        text.open(tag);
        headings.open(tag);
        links.open(tag);
        lists.open(tag);
        tables.open(tag);
        images.open(tag);
        footer.open(tag);
        scripts.open(tag);
        microdata.open(tag);
        trail.open(tag);
        if (email) {
          // The element's own text is Cloudflare's "[email protected]" placeholder: show the address instead.
          visible(email);
          emails.enter(depth);
        }
      },
      ontext(data) {
        flight.takeText(data);
        if (scripts.takeText(data) || head.takeText(data)) return;
        if (skipDepth > 0 || emails.hiding()) return;
        visible(data);
      },
      onclosetag(name) {
        if (SKIPPED.has(name) && skipDepth > 0) {
          skipDepth--;
          if (name === "script") {
            scripts.closeScript();
            flight.closeScript();
          }
          return;
        }
        if (skipDepth > 0) return;
        const block = depth > 0 ? blockAt[depth] === true : BLOCKS.has(name);
        head.close(name);
        text.close(name, depth, block);
        headings.close(name, depth, block);
        links.close(name, depth, block);
        lists.close(name, depth, block);
        tables.close(name, depth, block);
        footer.close(name, depth, block);
        microdata.close(name, depth);
        trail.close(name, depth);
        emails.leave(depth);
        pageLayout.close(depth);
        // Regions last, so every collector sees the closing element still inside the region it closes.
        regions.leave(depth);
        depth = Math.max(0, depth - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  links.end();

  const siteName = head.siteName();
  const footerText = footer.result();
  const { logoAlts } = images;
  const { items } = microdata;
  const listItems = lists.items;
  const { rows: tableRows } = tables;
  const { menuLinks, footerLinks } = links;
  const breadcrumbs = trail.result(scripts.jsonLd);
  const shown = text.result();
  // A Next.js page's closed panels, read as its own text where a visitor opens them, each piece a block of its own.
  const { text: visibleText, breaks: textBreaks } = flight.withHiddenText(shown, maxText);
  // Optional fields only when present, in this order: stored pages and their digests compare key by key.
  return {
    url,
    title: head.title(),
    metaDescription: head.description(),
    headings: headings.result(),
    text: visibleText,
    altTexts: images.altTexts,
    imageSrcs: images.imageSrcs(),
    links: links.links,
    scriptSrcs: scripts.scriptSrcs(),
    generator: head.generator(),
    jsonLd: scripts.jsonLd,
    renderedWithBrowser: options.renderedWithBrowser ?? false,
    ...(siteName ? { siteName } : {}),
    ...(footerText !== null ? { footerText } : {}),
    ...(logoAlts.length > 0 ? { logoAlts } : {}),
    ...(items.length > 0 ? { microdata: items } : {}),
    ...(scripts.loadsPartials() ? { loadsPartials: true } : {}),
    ...(listItems.length > 0 ? { listItems } : {}),
    ...(tableRows.length > 0 ? { tableRows } : {}),
    ...(menuLinks.length > 0 ? { menuLinks } : {}),
    ...(footerLinks.length > 0 ? { footerLinks } : {}),
    ...(breadcrumbs.length > 0 ? { breadcrumbs } : {}),
    ...(textBreaks.length > 0 ? { textBreaks } : {}),
  };
}
