import { logoPath } from "../images.ts";
import type { NavItem } from "../types.ts";
import {
  type BlockStyle,
  copyright,
  esc,
  inline,
  phoneStyle,
  type RenderContext,
  renderBlocks,
  telHref,
} from "./html.ts";
import { jsonLdScript } from "./json-ld.ts";
import type { Rendered } from "./rendered.ts";

const style: BlockStyle = {
  section: (inner) =>
    `<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${inner}</div></div>`,
  p: "sqsrte-large",
  h2: "",
  h3: "",
  list: "",
  figure: (img, caption) =>
    `<div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic">${img}${caption ? `<figcaption class="image-caption-wrapper"><div class="image-caption"><p>${esc(caption)}</p></div></figcaption>` : ""}</figure></div></div>`,
  quote: "sqs-block-quote",
  cta: "sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element",
};

const navItem = (item: NavItem): string =>
  item.children.length
    ? `<div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="${esc(item.href)}" tabindex="-1">${esc(item.label)}</a><div class="header-nav-folder-content">${item.children.map((c) => `<div class="header-nav-folder-item"><a href="${esc(c.href)}"><span class="header-nav-folder-item-content">${esc(c.label)}</span></a></div>`).join("")}</div></div>`
    : `<div class="header-nav-item header-nav-item--collection"><a href="${esc(item.href)}" data-animation-role="header-element">${esc(item.label)}</a></div>`;

export function renderSquarespace(ctx: RenderContext): Rendered {
  const { def, page, origin } = ctx;
  const p = def.practice;
  const title = page.kind === "home" ? p.name : `${page.title} — ${p.name}`;
  const head = [
    `<!-- This is Squarespace. --><!-- ${esc(def.id)} -->`,
    `<base href="">`,
    `<title>${esc(title)}</title>`,
    `<link rel="canonical" href="${esc(origin + page.path)}">`,
    `<meta property="og:site_name" content="${esc(p.name)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta itemprop="name" content="${esc(title)}">`,
    page.description ? `<meta name="description" content="${esc(page.description)}">` : "",
    `<meta name="generator" content="Squarespace">`,
    `<link href="/static/versioned-site-css/site.css" type="text/css" rel="stylesheet">`,
    def.jsonLd ? jsonLdScript(ctx) : "",
  ];
  const phone = phoneStyle(p.phone, "dots");
  const body = `<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary"><div class="header-display-desktop">
<div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="${logoPath(def.theme)}" alt="${esc(p.name)}"></a></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${def.nav.map(navItem).join("")}</nav></div></div>
<div class="header-actions"><a href="${telHref(p.phone)}" class="btn btn--border">${esc(phone)}</a></div>
</div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${esc(def.id)}">
<section class="page-section layout-engine-section"><div class="content-wrapper"><div class="content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><h1 style="white-space:pre-wrap;">${inline(page.heading ?? page.title)}</h1>${page.kind === "post" && page.date ? `<time class="blog-meta-item blog-meta-item--date" datetime="${esc(page.date)}">${esc(page.date)}</time>` : ""}</div></div>
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
${renderBlocks(page.blocks, ctx, style)}
</div></div>
</div></div></div></div></div></section></article></main>
<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="content">
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
<h4>${esc(p.name)}</h4><p>${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}<br>${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)}</p>
<p><a href="${telHref(p.phone)}">${esc(phone)}</a> · <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p>
${p.hours ? `<p>${p.hours.map(esc).join("<br>")}</p>` : ""}
${def.footer.lines.map((l) => `<p>${inline(l)}</p>`).join("\n")}
<p class="sqsrte-small">© ${copyright(def)} ${esc(p.name)}</p>
</div></div></div></div></section></footer></div>
<script defer src="/static/vta/5c5a519771b86c00b0d9f1f3/scripts/site-bundle.js"></script>`;
  return {
    lang: "en-US",
    head: head.filter(Boolean).join("\n"),
    bodyAttrs: `id="collection-${esc(def.id)}" class="header-overlay-alignment-center"`,
    body,
  };
}
