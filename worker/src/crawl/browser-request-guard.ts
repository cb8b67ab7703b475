import type { BrowserContext, Page, Route } from "playwright-core";
import { CrawlError } from "./crawl-error.ts";
import type { PageFetcher } from "./fetch-page.ts";

export type RequestGuardOptions = {
  fetcher: PageFetcher;
  /** Budget of one sub-request (script, XHR, document). */
  requestTimeoutMs: number;
  signal?: AbortSignal;
};

export type RequestGuard = {
  /** Why the main document of `page` failed to load, when the guard refused or could not fetch it. */
  navigationError(page: Page): CrawlError | undefined;
  /** Requests of `page` being fetched now, and when the last one started or ended (ms since epoch). */
  activity(page: Page): { inFlight: number; lastChange: number };
};

// Nothing the crawler reads comes from these, and they are most of a page's bytes.
const BLOCKED_TYPES = new Set(["image", "media", "font", "stylesheet", "texttrack", "manifest", "eventsource"]);

// A page that fires thousands of requests (hostile, or a broken infinite scroll) gets no more than this.
const MAX_REQUESTS_PER_PAGE = 300;

function abortReason(err: CrawlError): string {
  if (err.kind === "blocked") return "blockedbyclient";
  if (err.kind === "timeout") return "timedout";
  if (err.kind === "dns") return "namenotresolved";
  return "failed";
}

/**
 * Routes every request of a browser context through the crawler's own HTTP client instead of Chromium's network
 * stack. Checking a host and then letting Chromium connect would leave a window for DNS rebinding; fetching it here
 * puts every request, redirect hop and sub-request behind the same connect-time address check as plain HTTP, and
 * under the same size cap. Chromium itself is started with a resolver that resolves nothing, so whatever escapes
 * interception (preconnects, WebRTC) cannot reach a host either.
 */
type PageState = { inFlight: number; lastChange: number; total: number; closed: AbortController };

export async function guardContext(context: BrowserContext, options: RequestGuardOptions): Promise<RequestGuard> {
  const navigationErrors = new WeakMap<Page, CrawlError>();
  const states = new WeakMap<Page, PageState>();
  const stateOf = (route: Route): { page: Page; state: PageState } | null => {
    let page: Page;
    try {
      page = route.request().frame().page();
    } catch {
      return null; // service-worker requests have no frame
    }
    let state = states.get(page);
    if (!state) {
      const created: PageState = { inFlight: 0, lastChange: 0, total: 0, closed: new AbortController() };
      // Requests still running when the page closes are cancelled instead of holding sockets until they time out.
      page.once("close", () => created.closed.abort(new Error("page closed")));
      states.set(page, created);
      state = created;
    }
    return { page, state };
  };

  const handle = async (route: Route) => {
    const request = route.request();
    const owner = stateOf(route);
    if (!owner || BLOCKED_TYPES.has(request.resourceType()) || owner.state.total >= MAX_REQUESTS_PER_PAGE) {
      await route.abort("blockedbyclient").catch(() => {});
      return;
    }
    const { page, state } = owner;
    const url = request.url();
    state.total++;
    state.inFlight++;
    state.lastChange = Date.now();
    try {
      const signals = options.signal ? [options.signal, state.closed.signal] : [state.closed.signal];
      const res = await options.fetcher.fetchRaw(url, {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postDataBuffer(),
        timeoutMs: options.requestTimeoutMs,
        signal: AbortSignal.any(signals),
      });
      await route.fulfill({ status: res.status, headers: res.headers, body: res.body });
    } catch (err) {
      const crawlError = CrawlError.from(err, new URL(url).hostname);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigationErrors.set(page, crawlError);
      await route.abort(abortReason(crawlError)).catch(() => {});
    } finally {
      state.inFlight--;
      state.lastChange = Date.now();
    }
  };

  await context.route("**/*", (route) => handle(route));
  // Sockets would bypass request interception; a crawler never needs them.
  await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: "blocked by crawler" }));
  return {
    navigationError: (page) => navigationErrors.get(page),
    activity: (page) => {
      const state = states.get(page);
      return { inFlight: state?.inFlight ?? 0, lastChange: state?.lastChange ?? 0 };
    },
  };
}
