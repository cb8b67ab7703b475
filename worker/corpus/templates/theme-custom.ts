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
  section: (inner) => `<div class="card team-card mb-4"><div class="card-body">${inner}</div></div>`,
  p: "lead-sm",
  h2: "h3 mt-5 mb-3",
  h3: "h5",
  list: "list-unstyled check-list",
  figure: (img, caption) =>
    `<figure class="figure my-4">${img.replace("<img ", '<img class="figure-img img-fluid rounded" ')}${caption ? `<figcaption class="figure-caption">${esc(caption)}</figcaption>` : ""}</figure>`,
  quote: "blockquote border-start ps-3",
  cta: "btn btn-primary btn-lg",
};

const navItem = (item: NavItem): string =>
  item.children.length
    ? `<li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="${esc(item.href)}" role="button" data-bs-toggle="dropdown">${esc(item.label)}</a><ul class="dropdown-menu">${item.children.map((c) => `<li><a class="dropdown-item" href="${esc(c.href)}">${esc(c.label)}</a></li>`).join("")}</ul></li>`
    : `<li class="nav-item"><a class="nav-link" href="${esc(item.href)}">${esc(item.label)}</a></li>`;

/** A hand-coded Bootstrap site, the kind a local web designer builds; also the skeleton JS-only sites render. */
export function renderCustom(ctx: RenderContext): Rendered {
  const { def, page, origin } = ctx;
  const p = def.practice;
  const title = page.kind === "home" ? `${p.name} · ${p.city}, ${p.state}` : `${page.title} · ${p.name}`;
  const head = [
    `<title>${esc(title)}</title>`,
    page.description ? `<meta name="description" content="${esc(page.description)}">` : "",
    `<link rel="canonical" href="${esc(origin + page.path)}">`,
    `<link rel="stylesheet" href="/assets/css/bootstrap.min.css">`,
    `<link rel="stylesheet" href="/assets/css/site.css?v=3">`,
    def.jsonLd ? jsonLdScript(ctx) : "",
  ];
  const phone = phoneStyle(p.phone, "paren");
  const body = `<nav class="navbar navbar-expand-lg navbar-light bg-white sticky-top shadow-sm"><div class="container">
<a class="navbar-brand" href="/"><img src="${logoPath(def.theme)}" alt="${esc(p.name)}" height="48"></a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav ms-auto">${def.nav.map(navItem).join("")}</ul>
<a class="btn btn-outline-primary ms-lg-3" href="${telHref(p.phone)}">${esc(phone)}</a></div>
</div></nav>
<main class="py-5"><div class="container">
<h1 class="display-5 mb-4">${inline(page.heading ?? page.title)}</h1>
${page.kind === "post" && page.date ? `<p class="text-muted"><time datetime="${esc(page.date)}">${esc(page.date)}</time></p>` : ""}
${renderBlocks(page.blocks, ctx, style)}
</div></main>
<footer class="bg-dark text-light py-5"><div class="container"><div class="row">
<div class="col-md-4"><h5>${esc(p.name)}</h5><p>${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)}<br>${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)}</p></div>
<div class="col-md-4"><h5>Get in touch</h5><p><a class="text-light" href="${telHref(p.phone)}">${esc(phone)}</a><br><a class="text-light" href="mailto:${esc(p.email)}">${esc(p.email)}</a></p></div>
<div class="col-md-4">${p.hours ? `<h5>Hours</h5><p>${p.hours.map(esc).join("<br>")}</p>` : ""}</div>
</div>
${def.footer.lines.map((l) => `<p class="small">${inline(l)}</p>`).join("\n")}
<p class="small text-secondary mt-4 mb-0">&copy; ${copyright(def)} ${esc(p.name)}. Website by Pixel &amp; Pine Studio.</p>
</div></footer>`;
  return { lang: "en", head: head.filter(Boolean).join("\n"), bodyAttrs: `class="page-${esc(page.kind)}"`, body };
}
