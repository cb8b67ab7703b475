import type { PageContent } from "@cbct/core/domain/site-content";
import type { BrowserContext, Page } from "playwright-core";
import type { RequestGuard } from "./browser-request-guard.ts";
import { CrawlError } from "./crawl-error.ts";
import { classifyType, parseContentType } from "./decode-body.ts";
import { parseHtml } from "./parse-html.ts";

export type RenderOptions = {
  guard?: RequestGuard;
  maxLinks?: number;
  signal?: AbortSignal;
  /**
   * The texts of the page's own linked style sheets, which the browser is not let to load (browser-request-guard.ts):
   * read for which classes are blocks. Waited for within what is left of the page's budget, at most SHEETS_WAIT_MS.
   */
  styleSheets?: (html: string, pageUrl: string) => Promise<readonly string[]>;
};

// After DOMContentLoaded, how long to let scripts fetch and inject content. Bounded: a page that polls forever
// (chat widgets, analytics) never becomes network-idle.
const SETTLE_MS = 5_000;
// Quiet time that counts as "scripts are done fetching". Playwright's networkidle waits 500 ms; the guard sees every
// request, so a shorter window is safe and saves most of that on every rendered page.
const QUIET_MS = 250;
const TEXT_WAIT_MS = 1_000;
const MIN_RENDERED_TEXT = 200;
// The linked style sheets are usually known already (the page's HTTP read fetched them); a slow one is not waited for.
const SHEETS_WAIT_MS = 2_000;

/** `promise`'s value, or `fallback` once `ms` have passed (the promise is left to settle on its own). */
function orAfter<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), expired]).finally(() => clearTimeout(timer));
}

function navigationFailure(err: unknown, url: string): CrawlError {
  const message = err instanceof Error ? err.message : String(err);
  if (/Timeout .*exceeded/i.test(message)) return CrawlError.timeout();
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return CrawlError.from({ code: "ENOTFOUND" }, new URL(url).hostname);
  if (/ERR_BLOCKED_BY_CLIENT/.test(message)) return CrawlError.blocked(new URL(url).hostname);
  return new CrawlError("connection", `The page could not be loaded in the browser (${message.split("\n")[0]})`, {
    cause: err,
  });
}

async function settle(page: Page, guard: RequestGuard | undefined, budgetMs: number): Promise<void> {
  const until = Date.now() + budgetMs;
  await page.waitForLoadState("load", { timeout: budgetMs }).catch(() => {});
  if (!guard) {
    await page.waitForLoadState("networkidle", { timeout: Math.max(1, until - Date.now()) }).catch(() => {});
    return;
  }
  while (Date.now() < until && !page.isClosed()) {
    const { inFlight, lastChange } = guard.activity(page);
    if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Loads a page in Chromium and reads it after its scripts have run: DOMContentLoaded, then a bounded wait for the
 * network to go quiet (content fetched by scripts) and, if the body is still nearly empty, for text to appear.
 */
export async function renderPage(
  context: BrowserContext,
  url: string,
  budgetMs: number,
  options: RenderOptions = {},
): Promise<PageContent> {
  const deadline = Date.now() + budgetMs;
  const left = (cap: number) => Math.max(1, Math.min(cap, deadline - Date.now()));
  const page = await context.newPage();
  const onAbort = () => void page.close().catch(() => {});
  options.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    options.signal?.throwIfAborted();
    let response: Awaited<ReturnType<typeof page.goto>>;
    try {
      response = await page.goto(url, { waitUntil: "domcontentloaded", timeout: left(budgetMs) });
    } catch (err) {
      options.signal?.throwIfAborted();
      throw options.guard?.navigationError(page) ?? navigationFailure(err, url);
    }
    if (response) {
      const status = response.status();
      if (status < 200 || status > 299) throw CrawlError.fromStatus(status);
      const type = parseContentType(response.headers()["content-type"]).type;
      if (classifyType(type) === "other") throw CrawlError.notHtml(type);
    }
    await settle(page, options.guard, left(SETTLE_MS));
    await page
      .waitForFunction(`(document.body?.innerText ?? "").trim().length >= ${MIN_RENDERED_TEXT}`, undefined, {
        timeout: left(TEXT_WAIT_MS),
        polling: 100,
      })
      .catch(() => {});
    options.signal?.throwIfAborted();
    const html = await page.content();
    const pageUrl = page.url();
    const styleSheets = options.styleSheets
      ? await orAfter(options.styleSheets(html, pageUrl), left(SHEETS_WAIT_MS), [])
      : [];
    options.signal?.throwIfAborted();
    return parseHtml(html, pageUrl, {
      renderedWithBrowser: true,
      ...(options.maxLinks ? { maxLinks: options.maxLinks } : {}),
      ...(styleSheets.length > 0 ? { styleSheets } : {}),
    });
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    await page.close().catch(() => {});
  }
}
