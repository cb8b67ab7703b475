import type { PageContent } from "@cbct/core/domain/site-content";
import { isEmptyShell } from "./empty-shell.ts";

/** SCRAPER_BROWSER_MODE: Chromium for JavaScript shells only, never, or for every page. */
export type BrowserMode = "auto" | "never" | "always";

/** How to read a page before anything is fetched. */
export type FirstStep =
  /** HTTP; the answer may still be rendered after (`wantsRender`). */
  | "http"
  /** The browser alone. */
  | "browser"
  /** The browser, falling back to HTTP when the browser cannot load the page (a crash, a timeout). */
  | "browser-then-http";

/**
 * When a crawl job reads a page with Chromium. One policy per job, since it may learn from the job's pages. It only
 * decides; the page reader (read-page.ts) asks it, and without a working browser (none configured, or one that failed
 * to start) reads over HTTP whatever the policy says.
 */
export type RenderPolicy = {
  firstStep(): FirstStep;
  /** After an HTTP read: whether this copy of the page should be rendered in the browser. */
  wantsRender(html: string, page: PageContent): boolean;
  /** A page read over HTTP and then rendered: the copy to keep. `first` is the job's first HTTP read. */
  choose(http: PageContent, rendered: PageContent, first: boolean): PageContent;
  /** Whether a page may be rendered on request (a home page whose header and footer arrive by script). */
  mayRender(): boolean;
};

export type RenderPolicyFactory = (mode: BrowserMode) => RenderPolicy;

/**
 * The crawler's policy: HTTP first, Chromium for an empty JavaScript shell (mode "auto"), for every page ("always"),
 * or never. A site whose first page turns out to be a JavaScript app is one throughout, so its later pages go to the
 * browser first and skip the useless HTTP fetch. A rendered copy replaces the HTTP one unless it shows less text.
 */
export const httpFirstPolicy: RenderPolicyFactory = (mode) => {
  let browserFirst = false;
  return {
    firstStep() {
      if (mode === "always") return "browser";
      return mode === "auto" && browserFirst ? "browser-then-http" : "http";
    },
    wantsRender: (html, page) => mode === "auto" && isEmptyShell(html, page),
    choose(http, rendered, first) {
      if (first && http.text.length < rendered.text.length) browserFirst = true;
      return rendered.text.length >= http.text.length ? rendered : http;
    },
    mayRender: () => mode !== "never",
  };
};
