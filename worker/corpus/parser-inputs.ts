import type { ParseHtmlOptions } from "../src/crawl/parse-html.ts";
import { CONTACT_SITES } from "./contact/contact-sites.ts";
import { createRng } from "./random.ts";
import { catalogSites, generateSites } from "./sites.ts";
import { renderShell } from "./templates/js-shell.ts";
import { renderDocument } from "./templates/render-page.ts";

/**
 * Every page of the corpus as input to the page parser (worker/src/crawl/parse-html.ts), for the test that holds its
 * output still (parse-html.corpus.test.ts) and for `npm run bench:parse`. Deterministic: the same inputs every run.
 */

const ORIGIN = "http://corpus.test";
// Small caps, so the pages also exercise every limit's cut-off (links, visible text).
const TIGHT: ParseHtmlOptions = { maxLinks: 7, maxTextChars: 400 };

export type ParserInput = { group: string; url: string; html: string; options?: ParseHtmlOptions };

export function parserInputs(): ParserInput[] {
  const inputs: ParserInput[] = [];
  // The catalog and a seeded generated set: the document as a browser shows it, the HTML the site serves (a JS shell,
  // or a document loading partials), and the document again with tight caps.
  for (const def of [...catalogSites(), ...generateSites(40, "parse-html-corpus")]) {
    for (const page of def.pages) {
      const url = `${ORIGIN}${page.path}`;
      const doc = renderDocument({ ...def, render: "static" }, page, ORIGIN);
      inputs.push({ group: def.id, url, html: doc, options: { renderedWithBrowser: true } });
      if (def.render === "js-partial") inputs.push({ group: def.id, url, html: renderDocument(def, page, ORIGIN) });
      else if (def.render !== "static") inputs.push({ group: def.id, url, html: renderShell(def, page, ORIGIN) });
      inputs.push({ group: def.id, url, html: doc, options: TIGHT });
    }
  }
  for (const site of CONTACT_SITES) {
    for (const [file, body] of Object.entries(site.files)) {
      if (!file.endsWith(".js")) inputs.push({ group: `contact:${site.id}`, url: `${ORIGIN}${file}`, html: body });
    }
  }
  for (let i = 0; i < 200; i++) {
    inputs.push({ group: `tangled:${Math.floor(i / 20)}`, url: `${ORIGIN}/t/${i}`, html: tangledHtml(i) });
  }
  return inputs;
}

/**
 * Seeded documents of badly nested markup built from every element and attribute the parser gives a meaning to
 * (regions, lists, tables, links, images, scripts, microdata, Cloudflare e-mails, <base>): real pages nest these in
 * ways the corpus's tidy templates never do, and the output must not change for them either.
 */
function tangledHtml(seed: number): string {
  const rng = createRng(`tangled-${seed}`);
  const words = ["CBCT", "cone beam", "Dr. Holt", "3D", "Home", "Contact", "Planmeca", "&amp;", "&nbsp;", "x-ray"];
  const open = [
    "<li>",
    "<ul>",
    "<ol>",
    "<tr>",
    "<td>",
    "<th>",
    "<table>",
    "<nav>",
    "<footer>",
    '<div class="site-footer">',
    '<div id="main-menu">',
    '<div role="navigation">',
    '<div class="site-logo">',
    "<h1>",
    "<h3>",
    "<p>",
    "<section>",
    "<span>",
    "<b>",
    "<title>",
    '<a href="/page">',
    '<a href="rel/page" title="Relative">',
    '<a href="mailto:a@b.test" aria-label="Mail us">',
    '<a href="tel:+15550100">',
    '<a href="javascript:void(0)">',
    '<a href="/cdn-cgi/l/email-protection#6a0b2a08440e1e">',
    '<span class="__cf_email__" data-cfemail="6a0b2a08440e1e">',
    '<img src="/logo.png" alt="Holt Dental">',
    '<img data-src="/img/cbct.jpg" srcset="/a.jpg 1x, /b.jpg 2x" alt="CBCT room" title="3D">',
    '<source srcset="/pic.webp 1x">',
    '<div itemscope itemtype="https://schema.org/Dentist">',
    '<span itemprop="name">',
    '<span itemprop="telephone" content="555-0100">',
    '<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">',
    '<meta name="description" content=" A  practice ">',
    '<meta property="og:site_name" content="Holt">',
    '<meta name="generator" content="Wix.com">',
    '<base href="/sub/dir/">',
    '<div w3-include-html="footer.html">',
  ];
  const closers = [
    "li",
    "ul",
    "tr",
    "td",
    "th",
    "table",
    "nav",
    "footer",
    "div",
    "h1",
    "h3",
    "p",
    "a",
    "span",
    "title",
  ];
  const leaves = [
    "<br>",
    "<hr>",
    '<script src="/app.js"></script>',
    '<script>$("#footer").load("footer.html")</script>',
    "<script>var x = 1;</script>",
    '<script type="application/ld+json">{"@type":"Dentist","name":"Holt"}</script>',
    '<script type="application/ld+json">{broken</script>',
    "<style>p{}</style>",
    "<noscript>NOSCRIPT</noscript>",
    "<svg><text>SVG</text></svg>",
    "<!-- comment -->",
  ];
  const parts: string[] = [];
  const length = rng.int(20, 160);
  for (let i = 0; i < length; i++) {
    const roll = rng.next();
    if (roll < 0.35) parts.push(rng.pick(open));
    else if (roll < 0.6) parts.push(`</${rng.pick(closers)}>`);
    else if (roll < 0.7) parts.push(rng.pick(leaves));
    else parts.push(` ${rng.pick(words)} `);
  }
  return parts.join("");
}
