import { hashString } from "../random.ts";
import type { Block, PageDef, SiteDef } from "../types.ts";
import { esc, type RenderContext, renderBlocks } from "./html.ts";
import { renderPayload } from "./render-page.ts";

/**
 * JS-only sites: the server sends an empty shell and the content arrives through script, so a plain HTTP fetch
 * sees no practice text at all. Nothing CBCT-related may appear in the shell itself (tests check that).
 */
export const bundlePath = (def: SiteDef): string => `/static/js/main.${hashString(def.id).toString(16)}.js`;

const shellHead = (def: SiteDef, extra: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#0b5394">
<link rel="icon" href="/favicon.ico">
<title>${esc(def.practice.name)}</title>
${extra}
</head>`;

export function renderShell(def: SiteDef, page: PageDef, origin: string): string {
  switch (def.render) {
    case "js-bundle":
      return `${shellHead(def, `<script defer="defer" src="${bundlePath(def)}"></script>\n<link href="/static/css/main.${hashString(def.id).toString(16)}.css" rel="stylesheet">`)}
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body>
</html>
`;
    case "js-inline": {
      const payload = Buffer.from(JSON.stringify(renderPayload(def, page, origin)), "utf8").toString("base64");
      return `${shellHead(def, "")}
<body><div id="root"></div>
<script>
window.__INITIAL_STATE__ = "${payload}";
document.addEventListener("DOMContentLoaded", function () {
  var bytes = Uint8Array.from(atob(window.__INITIAL_STATE__), function (c) { return c.charCodeAt(0); });
  var state = JSON.parse(new TextDecoder().decode(bytes));
  document.title = state.title;
  document.getElementById("root").innerHTML = state.html;
});
</script>
</body>
</html>
`;
    }
    case "js-fetch":
      return `${shellHead(def, "")}
<body><div id="root"><div class="spinner" aria-label="Loading"></div></div>
<script>
document.addEventListener("DOMContentLoaded", function () {
  fetch("/api/page.json?path=" + encodeURIComponent(location.pathname), { headers: { Accept: "application/json" } })
    .then(function (res) { return res.json(); })
    .then(function (page) {
      document.title = page.title;
      document.getElementById("root").innerHTML = page.html;
    });
});
</script>
</body>
</html>
`;
    default:
      throw new Error(`${def.id} is not a JS-only site`);
  }
}

/** The same-site bundle of a js-bundle site: every route's markup plus a tiny client-side router. */
export function renderBundle(def: SiteDef, origin: string): string {
  const routes = Object.fromEntries(def.pages.map((page) => [page.path, renderPayload(def, page, origin)]));
  return `/*! ${def.id} app bundle */
(() => {
  "use strict";
  const routes = ${JSON.stringify(routes)};
  const render = () => {
    const page = routes[location.pathname];
    const root = document.getElementById("root");
    if (!page) { root.innerHTML = "<h1>Page not found</h1>"; return; }
    document.title = page.title;
    root.innerHTML = page.html;
    window.scrollTo(0, 0);
  };
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
    if (!link || !routes[link.getAttribute("href")]) return;
    event.preventDefault();
    history.pushState(null, "", link.getAttribute("href"));
    render();
  });
  window.addEventListener("popstate", render);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", render);
  else render();
})();
`;
}

/** js-partial sites: the loader script, and the markup of one deferred section. */
export const SECTIONS_SCRIPT = `document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".deferred-section[data-src]").forEach(function (el) {
    fetch(el.getAttribute("data-src"))
      .then(function (res) { return res.json(); })
      .then(function (section) { el.innerHTML = section.html; });
  });
});
`;

export function findDeferred(def: SiteDef, id: string): Block[] | null {
  for (const page of def.pages) {
    for (const block of page.blocks) if (block.kind === "deferred" && block.id === id) return block.blocks;
  }
  return null;
}

export function renderSection(def: SiteDef, blocks: Block[], origin: string): string {
  const page = def.pages[0];
  if (!page) return "";
  const ctx: RenderContext = { def: { ...def, render: "static" }, page, origin };
  return renderBlocks(blocks, ctx, {
    section: (inner) => `<div>${inner}</div>`,
    p: "",
    h2: "",
    h3: "",
    list: "",
    figure: (img, caption) => `<figure>${img}${caption ? `<figcaption>${esc(caption)}</figcaption>` : ""}</figure>`,
    quote: "",
    cta: "",
  });
}
