import { practices } from "@cbct/shared/db/schema/practices";
import { scrapingJobs } from "@cbct/shared/db/schema/jobs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { startScrape } from "../../api/src/scraping/start-scrape.ts";
import type { RequestTiming } from "../corpus/site-runtime.ts";
import { type Corpus, startCorpus } from "../corpus/server.ts";
import { catalogSites, kindGroup } from "../corpus/sites.ts";
import { spawnWorker, type WorkerProcess } from "../test/worker-process.ts";

const HOST_DELAY_MS = 150;
const HOST_CONCURRENCY = 2;

let api: TestApi;
let corpus: Corpus;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  // Every site that is not built to misbehave (the hostile ones have their own tests), served over plain HTTP.
  const sites = catalogSites().filter((s) => kindGroup(s.label.kind) !== "hostile" && s.render === "static");
  corpus = await startCorpus({ sites: sites.slice(0, 14) });
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  const env = {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_BROWSER_MODE: "never",
    SCRAPER_HOST_DELAY_MS: String(HOST_DELAY_MS),
    SCRAPER_HOST_CONCURRENCY: String(HOST_CONCURRENCY),
    WORKER_CONCURRENCY: "3",
    LEAD_REFRESH_DAYS: "0",
  };
  workers.push(...(await Promise.all([spawnWorker(env), spawnWorker(env)])));
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await api?.close();
  await corpus?.close();
});

/**
 * The most requests in flight at once, and how far the run came ahead of the schedule "one start every `delayMs`".
 * Arrivals are stamped by this process, which can stall on a shared 2-core machine: a stamp is never early, only
 * late. The span from start j to the last start is then at least its schedule minus start j's own lateness, so a
 * single late stamp (say the first) can make one span look ahead, but not all of them. `ahead` is the least
 * shortfall over the spans that begin in the first half of the starts: an honest run scores ~0 unless every one of
 * those stamps was late, while two uncoordinated workers (twice the rate) fall short on every such span by at
 * least half a delay (75 ms here), over the test's 60 ms of slack.
 */
function politeness(timings: readonly RequestTiming[], delayMs: number) {
  const starts = timings.map((t) => t.start).sort((a, b) => a - b);
  const last = starts.length - 1;
  let ahead = 0;
  if (last >= 1) {
    ahead = Number.POSITIVE_INFINITY;
    for (let j = 0; j <= Math.floor(last / 2); j += 1) {
      ahead = Math.min(ahead, (last - j) * delayMs - (starts[last]! - starts[j]!));
    }
  }
  const events = timings.flatMap((t) => [
    { at: t.start, d: 1 },
    { at: t.end ?? Number.POSITIVE_INFINITY, d: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.d - b.d);
  let open = 0;
  let most = 0;
  for (const e of events) most = Math.max(most, (open += e.d));
  return { ahead, most };
}

describe("two worker processes on one corpus", () => {
  it("share the work: every job ends once, no lead twice, every site spared", async () => {
    for (const site of corpus.sites) await startScrape(api.deps, site.url, null);

    const deadline = Date.now() + 150_000;
    for (;;) {
      const [row] = await api.deps.db
        .select({ active: sql<number>`count(*) filter (where status in ('pending', 'running'))::int` })
        .from(scrapingJobs);
      if (row!.active === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }

    const jobs = await api.deps.db.select().from(scrapingJobs);
    expect(jobs).toHaveLength(corpus.sites.length);
    // Every job ends.
    expect(jobs.filter((j) => j.status !== "completed" && j.status !== "failed")).toEqual([]);
    expect(jobs.filter((j) => j.status === "completed").length).toBeGreaterThanOrEqual(corpus.sites.length - 1);

    // No job processed twice: across both processes, each job id saved a lead at most once.
    const saved = workers.flatMap((w) => w.logs.filter((l) => l.message === "lead saved").map((l) => String(l.jobId)));
    expect(new Set(saved).size).toBe(saved.length);
    // And both processes took part.
    for (const w of workers) expect(w.logs.some((l) => l.message === "lead saved")).toBe(true);

    // No practice duplicated.
    const dupes = await api.deps.db
      .select({ domain: practices.websiteDomain, n: sql<number>`count(*)::int` })
      .from(practices)
      .groupBy(practices.websiteDomain)
      .having(sql`count(*) > 1`);
    expect(dupes).toEqual([]);

    // The per-site limit holds, as the sites themselves saw it (robots.txt included).
    for (const site of corpus.sites) {
      const timings = corpus.requestTimes(site.def.id);
      const seen = politeness(timings, HOST_DELAY_MS);
      expect({ site: site.def.id, most: Math.min(seen.most, HOST_CONCURRENCY + 1) }).toEqual({
        site: site.def.id,
        most: Math.min(seen.most, HOST_CONCURRENCY),
      });
      // Starts are reserved HOST_DELAY_MS apart on Redis's clock; 60 ms of slack for the first answer's latency.
      expect(seen.ahead, site.def.id).toBeLessThanOrEqual(60);
    }
  }, 180_000);

  it("serve /metrics with job outcomes and pages read, and /ready", async () => {
    for (const w of workers) {
      const metrics = await (await fetch(`http://127.0.0.1:${w.healthPort}/metrics`)).text();
      expect(metrics).toMatch(/cbct_job_duration_seconds_count\{[^}]*job="scrape-site",outcome="completed"\} [1-9]/);
      expect(metrics).toMatch(/cbct_pages_total\{[^}]*via="fetch"[^}]*\} [1-9]/);
      expect(metrics).toMatch(/cbct_detections_total\{status="/);
      const ready = await fetch(`http://127.0.0.1:${w.healthPort}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", postgres: "ok", redis: "ok" });
    }
    // BullMQ worker metrics: the API's finished-jobs gauge now counts them.
    const completed = await api.deps.queues.scrape.getMetrics("completed", 0, 0);
    expect(completed.meta.count).toBeGreaterThanOrEqual(corpus.sites.length - 1);
  });
});
