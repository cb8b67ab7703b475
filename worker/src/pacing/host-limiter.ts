export type HostLimiterOptions = {
  /** Most requests in flight to one origin at a time. */
  concurrency: number;
  /** Least time between two request starts to one origin. */
  delayMs: number;
  now?: () => number;
};

export type RunOptions = {
  /** A longer spacing for this origin (robots.txt Crawl-delay); the larger of this and the default applies. */
  delayMs?: number;
  signal?: AbortSignal;
};

/** What the crawler needs from a politeness limit: this process's HostLimiter, or the deployment-wide Redis one. */
export type HostGate = {
  run<T>(key: string, task: () => Promise<T>, options?: RunOptions): Promise<T>;
};

type Waiter = { start: () => void; delayMs: number };
type HostState = {
  active: number;
  lastStart: number;
  queue: Waiter[];
  timer: NodeJS.Timeout | null;
  spacing: number;
};

/**
 * Politeness per origin inside one worker process: several jobs crawling sites on the same host share its limits.
 * A host's entry exists only while it has work or its spacing has not yet elapsed, so memory follows the number of
 * hosts being crawled right now, not the number ever crawled.
 */
export class HostLimiter implements HostGate {
  private readonly hosts = new Map<string, HostState>();
  private readonly now: () => number;

  constructor(private readonly options: HostLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The limiter key of a URL: host and effective port, so http and https of one server count separately. */
  static keyOf(url: string | URL): string {
    const u = typeof url === "string" ? new URL(url) : url;
    const port = u.port || (u.protocol === "https:" ? "443" : "80");
    return `${u.hostname.toLowerCase()}:${port}`;
  }

  /** Number of origins currently tracked (for tests and health output). */
  get size(): number {
    return this.hosts.size;
  }

  async run<T>(key: string, task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
    options.signal?.throwIfAborted();
    const state = this.state(key);
    const delayMs = Math.max(this.options.delayMs, options.delayMs ?? 0);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, delayMs };
      const onAbort = () => {
        const i = state.queue.indexOf(waiter);
        if (i >= 0) state.queue.splice(i, 1);
        reject(options.signal?.reason);
        this.pump(key, state);
      };
      waiter.start = () => {
        options.signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      options.signal?.addEventListener("abort", onAbort, { once: true });
      state.queue.push(waiter);
      this.pump(key, state);
    });
    try {
      return await task();
    } finally {
      state.active--;
      this.pump(key, state);
    }
  }

  private state(key: string): HostState {
    let state = this.hosts.get(key);
    if (!state) {
      state = { active: 0, lastStart: Number.NEGATIVE_INFINITY, queue: [], timer: null, spacing: 0 };
      this.hosts.set(key, state);
    }
    return state;
  }

  private pump(key: string, state: HostState): void {
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = null;
    }
    const next = state.queue[0];
    if (!next) {
      this.scheduleCleanup(key, state);
      return;
    }
    if (state.active >= this.options.concurrency) return;
    const spacing = Math.max(next.delayMs, state.spacing);
    const wait = state.lastStart + spacing - this.now();
    if (wait > 0) {
      state.timer = setTimeout(() => this.pump(key, state), wait);
      return;
    }
    state.queue.shift();
    state.active++;
    state.lastStart = this.now();
    state.spacing = next.delayMs;
    next.start();
    this.pump(key, state);
  }

  private scheduleCleanup(key: string, state: HostState): void {
    if (state.active > 0) return;
    const wait = state.lastStart + state.spacing - this.now();
    if (wait <= 0) {
      if (this.hosts.get(key) === state) this.hosts.delete(key);
      return;
    }
    state.timer = setTimeout(() => this.pump(key, state), wait);
    state.timer.unref();
  }
}
