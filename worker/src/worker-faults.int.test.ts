import { execFileSync } from "node:child_process";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { practices } from "@cbct/shared/db/schema/practices";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { startScrape } from "../../api/src/scraping/start-scrape.ts";
import { type Corpus, startCorpus } from "../corpus/server.ts";
import { catalogSites } from "../corpus/sites.ts";
import { spawnWorker, type WorkerProcess } from "../test/worker-process.ts";

const JS_SITE = "mcallister-js-bundle-cs-8100-3d";
const STATIC_SITE = "lakeside-promax-3d-2008";

let api: TestApi;
let corpus: Corpus;
const spawned: WorkerProcess[] = [];

/** Real worker processes with a short lock, so a killed worker's job moves on in seconds (production: 2 minutes). */
function env(extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    BROWSER_NO_SANDBOX: "true",
    WORKER_LOCK_DURATION_MS: "2000",
    WORKER_CONCURRENCY: "2",
    LEAD_REFRESH_DAYS: "0",
    ...extra,
  };
}

async function worker(extra: Record<string, string> = {}) {
  const w = await spawnWorker(env(extra));
  spawned.push(w);
  return w;
}

/** Every process below `pid` (children, grandchildren...), with its command line. */
function descendants(pid: number): { pid: number; cmd: string }[] {
  const out = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" });
  const rows = out
    .trim()
    .split("\n")
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), cmd: m[3]! }));
  const found: { pid: number; cmd: string }[] = [];
  const walk = (parent: number) => {
    for (const r of rows.filter((row) => row.ppid === parent)) {
      found.push({ pid: r.pid, cmd: r.cmd });
      walk(r.pid);
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie is dead, only not yet reaped.
    return !execFileSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).includes("Z");
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const row = async (id: number) => (await api.deps.db.select().from(scrapingJobs).where(eq(scrapingJobs.id, id)))[0]!;

beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => [JS_SITE, STATIC_SITE].includes(s.label.id)) });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
}, 60_000);

afterAll(async () => {
  await Promise.all(spawned.map((w) => w.stop("SIGKILL")));
  await api?.close();
  await corpus?.close();
});

describe("a worker killed with SIGKILL in the middle of a scrape", () => {
  it("leaves no Chromium behind, and the job is recovered and completes once", async () => {
    // Slow enough (a second between requests) that the kill lands mid-crawl, in Chromium.
    const doomed = await worker({ SCRAPER_BROWSER_MODE: "always", SCRAPER_HOST_DELAY_MS: "1000" });
    const started = await startScrape(api.deps, corpus.site(JS_SITE).url, null);
    const browsers = await until("Chromium to render the site", async () => {
      const chromium = descendants(doomed.pid).filter((p) => /chrom/i.test(p.cmd));
      return chromium.length > 0 && (await row(started.job.id)).status === "running" ? chromium : null;
    });

    doomed.child.kill("SIGKILL");
    await doomed.exited;
    // Chromium notices its parent's pipe close and exits; nothing of it may linger.
    await until("Chromium to exit", async () => browsers.every((b) => !alive(b.pid)), 15_000);

    const survivor = await worker({ SCRAPER_BROWSER_MODE: "always", SCRAPER_HOST_DELAY_MS: "0" });
    const done = await until("the job to end", async () => {
      const r = await row(started.job.id);
      return r.status === "completed" || r.status === "failed" ? r : null;
    });
    expect(done.status).toBe("completed");
    expect(await api.deps.db.select().from(practices)).toHaveLength(1);
    const completions = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "scrape_completed"));
    expect(completions).toHaveLength(1);
    expect(survivor.logs.filter((l) => l.message === "lead saved")).toHaveLength(1);
    await survivor.stop();
    expect(descendants(survivor.pid)).toEqual([]);
  }, 120_000);
});

describe("SIGTERM to a worker", () => {
  it("stops taking work, finishes the job it holds and exits in time", async () => {
    const w = await worker({ SCRAPER_BROWSER_MODE: "never", SCRAPER_HOST_DELAY_MS: "700", WORKER_CONCURRENCY: "1" });
    const held = await startScrape(api.deps, corpus.site(STATIC_SITE).url, null);
    await until("the job to run", async () => (await row(held.job.id)).status === "running");

    const t0 = Date.now();
    w.child.kill("SIGTERM");
    // A job queued after the signal is left for another worker.
    await until("the shutdown to begin", async () => w.logs.some((l) => String(l.message).startsWith("SIGTERM")));
    const later = await startScrape(api.deps, corpus.site(JS_SITE).url, null);
    const { code } = await w.exited;
    expect(code).toBe(0);
    // The worker's own deadline is 30 s; the crawl of eight pages a little over 0.7 s apart takes far less.
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect((await row(held.job.id)).status).toBe("completed");
    expect((await row(later.job.id)).status).toBe("pending");
    expect(descendants(w.pid)).toEqual([]);
  }, 90_000);
});
