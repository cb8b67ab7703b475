import type { IncomingMessage, ServerResponse } from "node:http";
import { tinyPng } from "./png.ts";
import { type SiteRuntime, send } from "./site-runtime.ts";
import {
  bundlePath,
  findDeferred,
  renderBundle,
  renderSection,
  renderShell,
  SECTIONS_SCRIPT,
} from "./templates/js-shell.ts";
import { renderDocument, renderPayload } from "./templates/render-page.ts";
import type { PageDef } from "./types.ts";

const HTML = "text/html; charset=utf-8";
const IMAGE = /\.(?:jpe?g|png|gif|webp|svg|ico)$/i;
const PNG = tinyPng();

export const notFoundPage = (name: string) =>
  `<!DOCTYPE html><html><head><title>Page not found - ${name}</title></head><body><h1>404</h1><p>Sorry, the page you are looking for could not be found.</p><p><a href="/">Return home</a></p></body></html>`;

/** The HTML a page path serves (document or JS shell), rendered once per path. */
export function pageHtml(rt: SiteRuntime, page: PageDef): string {
  const cached = rt.cache.get(page.path);
  if (cached) return cached;
  const def = rt.def;
  const html =
    def.render === "static" || def.render === "js-partial"
      ? renderDocument(def, page, rt.origin)
      : renderShell(def, page, rt.origin);
  rt.cache.set(page.path, html);
  return html;
}

/** Every same-site image, script and stylesheet path the site's markup references. */
export function referencedAssets(rt: SiteRuntime): Set<string> {
  if (rt.assets) return rt.assets;
  const docs = rt.def.pages.map((p) => renderDocument({ ...rt.def, render: "static" }, p, rt.origin));
  const shells = rt.def.render === "static" ? [] : rt.def.pages.map((p) => pageHtml(rt, p));
  const found = new Set<string>(["/favicon.ico"]);
  for (const m of [...docs, ...shells].join("\n").matchAll(/(?:src|href)=["'](\/[^"'#?\s]+)/g)) {
    if (m[1]) found.add(m[1]);
  }
  rt.assets = found;
  return found;
}

/** A well-behaved site: pages, robots.txt, sitemap.xml, images, and the scripts of JS-rendered sites. */
export function serveNormal(rt: SiteRuntime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const def = rt.def;
  const head = req.method === "HEAD";
  const path = url.pathname;

  if (path === "/robots.txt") {
    send(res, 200, "text/plain; charset=utf-8", def.robots.replaceAll("{origin}", rt.origin), head);
    return;
  }
  if (path === "/sitemap.xml" && def.sitemap) {
    const urls = def.pages.map((p) => `<url><loc>${rt.origin}${p.path}</loc></url>`).join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    send(res, 200, "application/xml; charset=utf-8", xml, head);
    return;
  }

  const page = def.pages.find((p) => p.path === path);
  if (page) {
    send(res, 200, HTML, pageHtml(rt, page), head);
    return;
  }
  // WordPress and friends redirect a missing trailing slash to the canonical URL.
  const slashed = def.pages.find((p) => p.path === `${path}/`);
  if (slashed) {
    send(res, 301, HTML, "", head, { Location: slashed.path });
    return;
  }

  if (def.render === "js-bundle" && path === bundlePath(def)) {
    send(res, 200, "application/javascript; charset=utf-8", renderBundle(def, rt.origin), head);
    return;
  }
  if (def.render === "js-fetch" && path === "/api/page.json") {
    const target = def.pages.find((p) => p.path === url.searchParams.get("path"));
    if (target) send(res, 200, "application/json", JSON.stringify(renderPayload(def, target, rt.origin)), head);
    else send(res, 404, "application/json", JSON.stringify({ error: "not found" }), head);
    return;
  }
  if (def.render === "js-partial" && path === "/assets/js/sections.js") {
    send(res, 200, "application/javascript; charset=utf-8", SECTIONS_SCRIPT, head);
    return;
  }
  if (def.render === "js-partial" && path === "/api/section.json") {
    const blocks = findDeferred(def, url.searchParams.get("id") ?? "");
    if (blocks)
      send(res, 200, "application/json", JSON.stringify({ html: renderSection(def, blocks, rt.origin) }), head);
    else send(res, 404, "application/json", JSON.stringify({ error: "not found" }), head);
    return;
  }

  if (referencedAssets(rt).has(path)) {
    if (IMAGE.test(path)) send(res, 200, "image/png", PNG, head, { "Cache-Control": "max-age=86400" });
    else if (path.endsWith(".css")) send(res, 200, "text/css; charset=utf-8", "body{margin:0}\n", head);
    else if (path.endsWith(".js")) send(res, 200, "application/javascript; charset=utf-8", "/* vendor */\n", head);
    else send(res, 404, HTML, notFoundPage(def.practice.name), head);
    return;
  }
  send(res, 404, HTML, notFoundPage(def.practice.name), head);
}
