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
  section: (inner) => `<div class="comp-team wixui-column-strip"><div data-testid="columns">${inner}</div></div>`,
  p: "font_8 wixui-rich-text__text",
  h2: "font_2 wixui-rich-text__text",
  h3: "font_5 wixui-rich-text__text",
  list: "font_8 wixui-rich-text__text",
  figure: (img, caption) =>
    `<div data-testid="imageX" class="wixui-image"><wow-image>${img}</wow-image>${caption ? `<p class="font_9">${esc(caption)}</p>` : ""}</div>`,
  quote: "font_8 wixui-rich-text__text",
  cta: "wixui-button StylableButton2545352419__root",
};

const navItem = (item: NavItem): string => {
  const sub = item.children.length
    ? `<ul class="wixui-dropdown-menu__submenu">${item.children.map(navItem).join("")}</ul>`
    : "";
  return `<li class="wixui-dropdown-menu__item" data-testid="dropdown-menu-item"><a data-testid="linkElement" href="${esc(item.href)}" class="wixui-dropdown-menu__item"><p class="_2Ifgw">${esc(item.label)}</p></a>${sub}</li>`;
};

export function renderWix(ctx: RenderContext): Rendered {
  const { def, page, origin } = ctx;
  const p = def.practice;
  const title = page.kind === "home" ? `Dentist | ${p.city} | ${p.name}` : `${page.title} | ${p.name}`;
  const head = [
    `<title>${esc(title)}</title>`,
    page.description ? `<meta name="description" content="${esc(page.description)}">` : "",
    `<link rel="canonical" href="${esc(origin + page.path)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:url" content="${esc(origin + page.path)}">`,
    `<meta property="og:site_name" content="${esc(p.name)}">`,
    `<meta name="generator" content="Wix.com Website Builder">`,
    `<meta http-equiv="X-Wix-Meta-Site-Id" content="e3c1a2b4-5d6f-4a7b-8c9d-0e1f2a3b4c5d">`,
    def.jsonLd ? jsonLdScript(ctx) : "",
  ];
  const phone = phoneStyle(p.phone, "dashes");
  const body = `<div id="SITE_CONTAINER"><div id="main_MF"><div id="BACKGROUND_GROUP"></div>
<header id="SITE_HEADER" class="wixui-header" tabindex="-1"><div class="comp-header">
<div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text"><a href="/">${esc(p.name)}</a></h1></div>
<div class="wixui-image"><img src="${logoPath(def.theme)}" alt="${esc(p.name)} logo"></div>
<div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8"><a href="${telHref(p.phone)}">${esc(phone)}</a></p></div>
<nav aria-label="Site" id="comp-nav"><ul class="wixui-dropdown-menu">${def.nav.map(navItem).join("")}</ul></nav>
</div></header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="wixui-page">
<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text"><h2 class="font_2 wixui-rich-text__text">${inline(page.heading ?? page.title)}</h2></div>
${page.kind === "post" && page.date ? `<span data-hook="time-ago" class="post-metadata__date">${esc(page.date)}</span>` : ""}
<div data-testid="richTextElement" class="wixui-rich-text">
${renderBlocks(page.blocks, ctx, style)}
</div></section>
</div></div></main>
<footer id="SITE_FOOTER" class="wixui-footer"><div class="comp-footer">
<div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8">${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}, ${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)}</p>
<p class="font_8">Tel: <a href="${telHref(p.phone)}">${esc(phone)}</a> | <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p>
${def.footer.lines.map((l) => `<p class="font_8">${inline(l)}</p>`).join("\n")}
<p class="font_9">© ${copyright(def)} by ${esc(p.name)}. Proudly created with Wix.com</p></div>
</div></footer></div></div>
<script src="/_partials/wix-thunderbolt/dist/clientWorker.5f1b2c.bundle.min.js" defer></script>`;
  return { lang: "en", head: head.filter(Boolean).join("\n"), bodyAttrs: `class="device-desktop"`, body };
}
