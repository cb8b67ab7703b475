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
  section: (inner) => `<div class="ps-bio clearfix">${inner}</div>`,
  p: "",
  h2: "ps-subhead",
  h3: "ps-minorhead",
  list: "ps-list",
  figure: (img, caption) =>
    `<div class="ps-img">${img}${caption ? `<span class="ps-caption">${esc(caption)}</span>` : ""}</div>`,
  quote: "ps-testimonial",
  cta: "ps-btn ps-btn-primary",
};

const navItem = (item: NavItem): string =>
  `<li class="${item.children.length ? "dropdown" : ""}"><a href="${esc(item.href)}">${esc(item.label)}</a>${
    item.children.length ? `<ul class="dropdown-menu">${item.children.map(navItem).join("")}</ul>` : ""
  }</li>`;

export function renderProsites(ctx: RenderContext): Rendered {
  const { def, page, origin } = ctx;
  const p = def.practice;
  const lead = p.doctors[0];
  const title = `${page.kind === "home" ? "Dentist" : page.title} ${p.city} ${p.state} | ${p.name}`;
  const head = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(page.description ?? `${p.name} is a dental practice in ${p.city}, ${p.state}. Call ${p.phone}.`)}">`,
    `<meta name="keywords" content="dentist ${esc(p.city)}, ${esc(p.city)} dentist, family dentist, cosmetic dentistry">`,
    `<meta name="author" content="ProSites, Inc.">`,
    `<meta name="generator" content="ProSites Website Builder">`,
    `<link rel="canonical" href="${esc(origin + page.path)}">`,
    `<link rel="stylesheet" href="/css/ps-theme-4127.css">`,
    def.jsonLd ? jsonLdScript(ctx) : "",
  ];
  const phone = phoneStyle(p.phone, "paren");
  const body = `<div id="ps-wrapper">
<div id="ps-topbar"><div class="ps-container"><span class="ps-call">Call Us Today! <a href="${telHref(p.phone)}" class="ps-phone">${esc(phone)}</a></span><a href="/contact-us.html" class="ps-appt">Request Appointment</a></div></div>
<div id="ps-header"><div class="ps-container"><a href="/" id="ps-logo"><img src="${logoPath(def.theme)}" alt="${esc(p.name)}${lead ? ` - Dr. ${esc(lead.name)}` : ""}"></a>
<div id="ps-nav" role="navigation"><ul class="nav navbar-nav">${def.nav.map(navItem).join("")}</ul></div></div></div>
<div id="ps-content"><div class="ps-container"><div class="ps-row">
<div class="ps-main col-md-8"><h1 class="ps-pagetitle">${inline(page.heading ?? page.title)}</h1>
${page.kind === "post" && page.date ? `<p class="ps-postdate">${esc(page.date)}</p>` : ""}
${renderBlocks(page.blocks, ctx, style)}
</div>
<div class="ps-sidebar col-md-4"><div class="ps-widget"><h3>Contact Us</h3><p>${esc(p.name)}<br>${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}<br>${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)}</p><p><a href="${telHref(p.phone)}">${esc(phone)}</a></p></div></div>
</div></div></div>
<div id="ps-footer"><div class="ps-container">
<p class="ps-footer-nap"><strong>${esc(p.name)}</strong> | ${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}, ${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)} | <a href="${telHref(p.phone)}">${esc(phone)}</a> | <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p>
${def.footer.lines.map((l) => `<p>${inline(l)}</p>`).join("\n")}
<p class="ps-copyright">Copyright © ${copyright(def)} ${esc(p.name)}. All rights reserved. | Dental Website Design by <a href="https://www.prosites.com/" rel="nofollow">ProSites</a></p>
</div></div></div>
<script src="/js/ps-main.min.js"></script>`;
  return { lang: "en", head: head.filter(Boolean).join("\n"), bodyAttrs: `class="ps-page ps-${esc(page.kind)}"`, body };
}
