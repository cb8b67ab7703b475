import type { PageContent } from "@cbct/core/domain/site-content";
import type { Browser, BrowserContext } from "playwright-core";
import { guardContext, type RequestGuard } from "./browser-request-guard.ts";
import { type BrowserUser, isRoot, prepareBrowserUser } from "./browser-user.ts";
import type { PageFetcher } from "./fetch-page.ts";
import { findChromium } from "./find-chromium.ts";
import { CrawlError } from "./crawl-error.ts";
import { type RenderOptions, renderPage } from "./render-page.ts";
import { Semaphore } from "../pacing/index.ts";

export type BrowserPoolOptions = {
  /** CHROMIUM_PATH; when absent, known install locations are searched. */
  executablePath?: string | null;
  userAgent: string;
  /** Every browser request is fetched through this (SSRF guard, size cap). */
  fetcher: PageFetcher;
  /** Budget of each request the browser makes. */
  requestTimeoutMs: number;
  restartAfterPages: number;
  /** Pages rendered at once across all jobs of this process; other renders wait their turn. */
  maxConcurrentPages?: number;
  /** Run without Chromium's sandbox (containers whose seccomp profile forbids user namespaces). */
  noSandbox?: boolean;
  /**
   * BROWSER_USER: when this process is root, Chromium runs as this unprivileged system user (created if missing)
   * with its sandbox on. "root" keeps the old behaviour (root, no sandbox); only for machines where the user's
   * namespace sandbox cannot start.
   */
  browserUser?: string;
  maxLinksPerPage?: number;
  launchTimeoutMs?: number;
};

/** One job's browser context: render pages in it, then close it. */
export type BrowserSession = {
  context: BrowserContext;
  /** `styleSheets`: the texts of the rendered page's own linked style sheets (the browser does not load them). */
  render(
    url: string,
    budgetMs: number,
    signal?: AbortSignal,
    styleSheets?: (html: string, pageUrl: string) => Promise<readonly string[]>,
  ): Promise<PageContent>;
  close(): Promise<void>;
};

type Generation = { browser: Promise<Browser>; contexts: number; pages: number; retired: boolean };

/**
 * Past its own budget, how long a render may take before the pool stops waiting for it. Playwright's calls that talk
 * to the page itself (page.content(), page.close(), context.close()) have no timeout of their own, and a page whose
 * script never yields, or a renderer wedged under load, never answers them: without this bound such a render held
 * one of the two render turns forever, every later JavaScript site of the worker waited behind it until its job's
 * budget ran out, and its own job stayed "running" (seen in bench:scrape on a loaded machine: 45 minutes).
 */
const RENDER_GRACE_MS = 10_000;
/** Opening or closing a job's browser context: plain protocol round trips, seconds at most on a healthy browser. */
const CONTEXT_CALL_MS = 30_000;

/** `promise`, or a timeout CrawlError after `ms` (the promise is left to settle on its own, its outcome ignored). */
function within<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  promise.catch(() => {});
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(CrawlError.timeout());
    }, ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Runs before any script of every page and frame: a practice site has no business opening peer connections. */
const REMOVE_WEBRTC = `(() => {
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel", "RTCIceCandidate", "RTCSessionDescription"]) {
    try { delete globalThis[name]; } catch {}
    try { Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false }); } catch {}
  }
})();`;

function launchArgs(noSandbox: boolean): string[] {
  const args = [
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--mute-audio",
    // WebRTC's STUN/TURN traffic is UDP from Chromium itself, past the request guard; the init script below removes
    // the API, these flags keep what might remain from leaving without a proxy.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--enforce-webrtc-ip-permission-check",
    // Every request is fulfilled by the crawler's guarded HTTP client, so Chromium never needs DNS; resolving
    // nothing keeps anything that slips past interception from reaching a host.
    "--host-resolver-rules=MAP * ~NOTFOUND",
  ];
  if (noSandbox) args.push("--no-sandbox");
  return args;
}

/**
 * One Chromium per worker process, launched on first use, replaced after it crashes or has rendered
 * `restartAfterPages` pages (Chromium's memory only grows). A retired browser drains: contexts still open on it
 * finish their job, new ones go to its successor, and it is closed when the last one closes.
 */
export class BrowserPool {
  private current: Generation | null = null;
  private readonly live = new Set<Generation>();
  private closed = false;
  private readonly renders: Semaphore;
  private browserUser: BrowserUser | null = null;

  constructor(private readonly options: BrowserPoolOptions) {
    this.renders = new Semaphore(options.maxConcurrentPages ?? 2);
  }

  /** A fresh context for one job, always closed afterwards. */
  async withContext<T>(fn: (session: BrowserSession) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const session = await this.openSession(signal);
    try {
      return await fn(session);
    } finally {
      await session.close();
    }
  }

  async openSession(signal?: AbortSignal): Promise<BrowserSession> {
    if (this.closed) throw new Error("The browser pool is closed");
    const gen = this.acquire();
    let context: BrowserContext;
    let guard: RequestGuard;
    try {
      const browser = await gen.browser;
      const opening = browser.newContext({
        userAgent: this.options.userAgent,
        serviceWorkers: "block",
        javaScriptEnabled: true,
        acceptDownloads: false,
        bypassCSP: false,
        viewport: { width: 1366, height: 900 },
        locale: "en-US",
      });
      // A context that opens after we gave up would never be closed: close it whenever it arrives.
      const retireStuck = () => {
        this.retire(gen);
        void opening.then((c) => c.close()).catch(() => {});
      };
      context = await within(opening, CONTEXT_CALL_MS, retireStuck);
      const opened = context;
      const setUp = async () => {
        await opened.addInitScript(REMOVE_WEBRTC);
        return guardContext(opened, {
          fetcher: this.options.fetcher,
          requestTimeoutMs: this.options.requestTimeoutMs,
          ...(signal ? { signal } : {}),
        });
      };
      guard = await within(setUp(), CONTEXT_CALL_MS, retireStuck);
      // Pop-ups opened by the page's scripts are not what was asked for.
      context.on("page", (p) => {
        void p
          .opener()
          .then((opener) => (opener ? p.close() : undefined))
          .catch(() => {});
      });
    } catch (err) {
      this.release(gen);
      throw err;
    }
    const renderOne = async (
      url: string,
      budgetMs: number,
      renderSignal?: AbortSignal,
      styleSheets?: RenderOptions["styleSheets"],
    ) => {
      gen.pages++;
      if (gen.pages >= this.options.restartAfterPages) this.retire(gen);
      const opts = {
        guard,
        ...(this.options.maxLinksPerPage ? { maxLinks: this.options.maxLinksPerPage } : {}),
        ...((renderSignal ?? signal) ? { signal: renderSignal ?? signal } : {}),
        ...(styleSheets ? { styleSheets } : {}),
      };
      return renderPage(context, url, budgetMs, opts);
    };
    let open = true;
    return {
      context,
      render: async (url, budgetMs, renderSignal, styleSheets) => {
        const release = await this.renders.acquire(renderSignal ?? signal);
        // Aborting closes the page (renderPage listens), which is what unblocks a call the page never answers and
        // stops a renderer spinning on a core.
        const stop = new AbortController();
        const outer = renderSignal ?? signal;
        const onOuter = () => stop.abort(outer?.reason);
        if (outer?.aborted) onOuter();
        else outer?.addEventListener("abort", onOuter, { once: true });
        try {
          // A browser that let a render hang is not trusted with the next one: later jobs get a fresh browser, this
          // one is closed when its last context is.
          return await within(renderOne(url, budgetMs, stop.signal, styleSheets), budgetMs + RENDER_GRACE_MS, () => {
            stop.abort(CrawlError.timeout());
            this.retire(gen);
          });
        } finally {
          outer?.removeEventListener("abort", onOuter);
          release();
        }
      },
      close: async () => {
        if (!open) return;
        open = false;
        await within(context.close(), CONTEXT_CALL_MS, () => this.retire(gen)).catch(() => {});
        this.release(gen);
      },
    };
  }

  /** Pages rendered by the current browser, and browsers alive (for tests and health output). */
  stats(): { pagesOnCurrent: number; browsers: number } {
    return { pagesOnCurrent: this.current?.pages ?? 0, browsers: this.live.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.live];
    this.live.clear();
    this.current = null;
    await Promise.all(all.map((g) => g.browser.then((b) => b.close()).catch(() => {})));
  }

  private acquire(): Generation {
    if (!this.current || this.current.retired) this.current = this.launch();
    this.current.contexts++;
    return this.current;
  }

  private launch(): Generation {
    const gen: Generation = { browser: this.start(() => this.forget(gen)), contexts: 0, pages: 0, retired: false };
    this.live.add(gen);
    // A failed launch must not stick: the next job tries again.
    gen.browser.catch(() => this.forget(gen));
    return gen;
  }

  private async start(onDisconnect: () => void): Promise<Browser> {
    const executablePath = findChromium(this.options.executablePath);
    if (!executablePath) throw new Error("No Chromium found: set CHROMIUM_PATH");
    const userName = this.options.browserUser ?? "cbct-browser";
    const dropRoot = isRoot() && userName !== "root";
    if (dropRoot) this.browserUser ??= prepareBrowserUser(userName, executablePath);
    const sandboxOff = (this.options.noSandbox ?? false) || (isRoot() && !dropRoot);
    // Loaded on first launch: playwright-core costs ~80 MB of RSS, and most workers never meet a JavaScript shell.
    const { chromium } = await import("playwright-core");
    const browser = await chromium
      .launch({
        ...(dropRoot && this.browserUser
          ? { executablePath: this.browserUser.wrapper, env: this.browserUser.env }
          : { executablePath }),
        headless: true,
        // Playwright adds --no-sandbox unless asked for the sandbox: every launch that can have it, asks.
        chromiumSandbox: !sandboxOff,
        args: launchArgs(sandboxOff),
        timeout: this.options.launchTimeoutMs ?? 30_000,
      })
      .catch((err: unknown) => {
        // A kernel (or a container's seccomp profile) without unprivileged user namespaces: say what to do.
        const message = err instanceof Error ? err.message : String(err);
        if (!sandboxOff && /No usable sandbox|namespace/i.test(message)) {
          throw new Error(
            "Chromium could not start its sandbox here (no unprivileged user namespaces); allow them, or set " +
              `BROWSER_NO_SANDBOX=true inside a container that confines the worker. ${message}`,
          );
        }
        throw err;
      });
    browser.on("disconnected", onDisconnect);
    return browser;
  }

  private forget(gen: Generation): void {
    gen.retired = true;
    this.live.delete(gen);
    if (this.current === gen) this.current = null;
  }

  private retire(gen: Generation): void {
    gen.retired = true;
    if (this.current === gen) this.current = null;
  }

  private release(gen: Generation): void {
    gen.contexts--;
    if (gen.retired && gen.contexts <= 0 && this.live.has(gen)) {
      this.live.delete(gen);
      void gen.browser.then((b) => b.close()).catch(() => {});
    }
  }
}
