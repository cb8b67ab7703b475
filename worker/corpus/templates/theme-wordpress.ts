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
    `<div class="wp-block-group team-member"><div class="wp-block-group__inner-container">${inner}</div></div>`,
  p: "",
  h2: "wp-block-heading",
  h3: "wp-block-heading",
  list: "wp-block-list",
  figure: (img, caption) =>
    `<figure class="wp-block-image size-large">${img}${caption ? `<figcaption class="wp-element-caption">${esc(caption)}</figcaption>` : ""}</figure>`,
  quote: "wp-block-quote",
  cta: "wp-block-button__link wp-element-button",
};

function navItem(item: NavItem, counter: { n: number }): string {
  counter.n += 1;
  const menuId = counter.n;
  const children = item.children.length
    ? `<ul class="sub-menu">${item.children.map((c) => navItem(c, counter)).join("")}</ul>`
    : "";
  const cls = `menu-item menu-item-type-post_type menu-item-object-page${children ? " menu-item-has-children" : ""} menu-item-${menuId}`;
  return `<li id="menu-item-${menuId}" class="${cls}"><a href="${esc(item.href)}">${esc(item.label)}</a>${children}</li>`;
}

export function renderWordpress(ctx: RenderContext): Rendered {
  const { def, page, origin } = ctx;
  const p = def.practice;
  const phone = phoneStyle(p.phone, "paren");
  const counter = { n: 100 };
  const title = page.kind === "home" ? `${p.name} | Dentist in ${p.city}, ${p.state}` : `${page.title} - ${p.name}`;
  const head = [
    `<title>${esc(title)}</title>`,
    page.description ? `<meta name="description" content="${esc(page.description)}">` : "",
    `<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">`,
    `<link rel="canonical" href="${esc(origin + page.path)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:site_name" content="${esc(p.name)}">`,
    `<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all'>`,
    `<meta name="generator" content="WordPress 6.4.3">`,
    def.jsonLd ? jsonLdScript(ctx, "yoast-schema-graph") : "",
  ];
  const dated =
    page.kind === "post" && page.date
      ? `<div class="entry-meta">Posted on <time class="entry-date published" datetime="${esc(page.date)}">${esc(page.date)}</time> by ${esc(p.name)}</div>`
      : "";
  const body = `<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div id="page" class="hfeed site">
<div class="ast-above-header-bar"><span class="top-phone">Call Today: <a href="${telHref(p.phone)}">${esc(phone)}</a></span> <span class="top-email"><a href="mailto:${esc(p.email)}">${esc(p.email)}</a></span></div>
<header id="masthead" class="site-header header-main-layout-1" itemscope itemtype="https://schema.org/WPHeader">
<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="${logoPath(def.theme)}" class="custom-logo" alt="${esc(p.name)}" width="300" height="90"></a></div>
<nav id="site-navigation" class="main-navigation ast-flex-grow-1" aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">${def.nav.map((item) => navItem(item, counter)).join("")}</ul></nav>
</header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">
<article class="${page.kind === "post" ? "post type-post status-publish format-standard" : "page type-page status-publish"} ast-article-single">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">${inline(page.heading ?? page.title)}</h1>${dated}</header>
<div class="entry-content clear" itemprop="text">
${renderBlocks(page.blocks, ctx, style)}
</div></article>
</main></div></div></div>
<footer class="site-footer" id="colophon">
<div class="site-primary-footer-wrap"><div class="ast-builder-grid-row">
<section id="text-2" class="widget widget_text"><h2 class="widget-title">Visit Us</h2><div class="textwidget"><p>${esc(p.name)}<br>${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}<br>${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)}</p><p><a href="${telHref(p.phone)}">${esc(phone)}</a><br><a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p></div></section>
${p.hours ? `<section id="text-3" class="widget widget_text"><h2 class="widget-title">Office Hours</h2><div class="textwidget"><p>${p.hours.map(esc).join("<br>")}</p></div></section>` : ""}
${def.footer.lines.map((l) => `<section class="widget widget_text"><div class="textwidget"><p>${inline(l)}</p></div></section>`).join("\n")}
</div></div>
<div class="site-below-footer-wrap"><div class="ast-footer-copyright"><p>Copyright © ${copyright(def)} ${esc(p.name)} | All Rights Reserved</p></div></div>
</footer></div>
<script src='/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
<script src='/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4' id='astra-theme-js-js'></script>`;
  return {
    lang: "en-US",
    head: head.filter(Boolean).join("\n"),
    bodyAttrs: `class="${page.kind === "home" ? "home page-template-default page" : `${page.kind === "post" ? "post-template-default single single-post" : "page-template-default page"}`} wp-custom-logo ast-desktop"`,
    body,
  };
}
