import { renderDocument } from "./templates/render-page.ts";
import type { SiteDef } from "./types.ts";

/**
 * Every page of a site as a browser shows it once scripts have run (JS-only sites rendered server-side), with
 * entities decoded, so tests can check that labelled evidence really is on the site and look-alikes are clean.
 */
export function renderedSiteHtml(def: SiteDef, origin = "http://corpus.test"): string {
  const asStatic: SiteDef = { ...def, render: "static" };
  return def.pages.map((page) => decodeEntities(renderDocument(asStatic, page, origin))).join("\n");
}

export function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&copy;/g, "©")
    .replace(/&amp;/g, "&");
}
