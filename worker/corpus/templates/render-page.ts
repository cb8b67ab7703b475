import type { PageDef, SiteDef } from "../types.ts";
import { esc, type RenderContext } from "./html.ts";
import type { Rendered } from "./rendered.ts";
import { renderCustom } from "./theme-custom.ts";
import { renderLegacy } from "./theme-legacy.ts";
import { renderProsites } from "./theme-prosites.ts";
import { renderSquarespace } from "./theme-squarespace.ts";
import { renderWix } from "./theme-wix.ts";
import { renderWordpress } from "./theme-wordpress.ts";

export function renderTheme(ctx: RenderContext): Rendered {
  switch (ctx.def.theme) {
    case "wordpress":
      return renderWordpress(ctx);
    case "wix":
      return renderWix(ctx);
    case "squarespace":
      return renderSquarespace(ctx);
    case "prosites":
      return renderProsites(ctx);
    case "custom":
      return renderCustom(ctx);
    case "legacy":
      return renderLegacy(ctx);
  }
}

/** The full server-rendered HTML of a page, as a static (or js-partial) site sends it. */
export function renderDocument(def: SiteDef, page: PageDef, origin: string): string {
  const r = renderTheme({ def, page, origin });
  const partial = def.render === "js-partial" ? `\n<script src="/assets/js/sections.js" defer></script>` : "";
  const meta =
    def.theme === "legacy"
      ? ""
      : `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`;
  return `${r.doctype ?? "<!DOCTYPE html>"}
<html${r.lang ? ` lang="${r.lang}"` : ""}>
<head>
${meta}${r.head}
</head>
<body ${r.bodyAttrs}>
${r.body}${partial}
</body>
</html>
`;
}

/** Title and body markup of a page, for the JavaScript that builds JS-only sites in the browser. */
export function renderPayload(def: SiteDef, page: PageDef, origin: string): { title: string; html: string } {
  const r = renderTheme({ def, page, origin });
  const title = /<title>([^<]*)<\/title>/.exec(r.head)?.[1] ?? esc(def.practice.name);
  return { title: decodeBasic(title), html: r.body };
}

const decodeBasic = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
