/**
 * `npm run bench:scrape`: scraping throughput, detection quality and worker memory on the generated corpus, with one
 * worker process.
 *
 *   A. fetch-first: BENCH_SITES static sites (default 1,000), SCRAPER_BROWSER_MODE=auto; rate and memory.
 *   B. browser-only baseline: the first BENCH_BROWSER_SITES (default 40) of the same sites, every page in Chromium
 *      (SCRAPER_BROWSER_MODE=always); same run, so A/B is a fair ratio.
 *   C. accuracy: the 85 hand-written catalog sites (JS-only and hostile ones included) plus A's labelled sites:
 *      precision and recall per CBCT status against the labels.
 *
 * Postgres and Redis: DATABASE_URL / REDIS_URL (a `cbct_bench` database is created on that server), else embedded.
 * Results: a Markdown summary on stdout and JSON in bench-results/.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "@cbct/shared/db/client";
import type { CbctStatus } from "@cbct/core/domain/types";
import { parseSiteUrl } from "@cbct/shared/net/site-url";
import { type CorpusSite, startCorpus } from "../corpus/server.ts";
import { catalogSites, generateSites } from "../corpus/sites.ts";
import { findChromium } from "../src/crawl/find-chromium.ts";
import { confusion, pct, statusScores } from "./accuracy.ts";
import { benchServices } from "./bench-services.ts";
import { type PhaseResult, runPhase } from "./run-phase.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const N = Number(process.env.BENCH_SITES ?? 1000);
const N_BROWSER = Number(process.env.BENCH_BROWSER_SITES ?? 40);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "32";
const HOST_DELAY = process.env.BENCH_HOST_DELAY_MS ?? "250";

function machine() {
  const cpus = os.cpus();
  let chromium = "not found";
  try {
    const bin = findChromium(process.env.CHROMIUM_PATH);
    if (bin)
      chromium = execFileSync(bin, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // A Chromium that cannot report its version is still named "not found" here; the runs will say more.
  }
  return {
    cpu: `${cpus.length} x ${cpus[0]?.model ?? "unknown"}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
  };
}

function domainOf(url: string): string {
  const parsed = parseSiteUrl(url, ["127.0.0.1:1024-65535"]);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.url;
}

function pairsFor(result: PhaseResult, sites: CorpusSite[]) {
  const byUrl = new Map(sites.map((s) => [domainOf(s.url), s.label]));
  const pairs: Array<{ expected: CbctStatus; actual: CbctStatus; id: string }> = [];
  let outcomeAgreement = 0;
  for (const row of result.rows) {
    const label = byUrl.get(row.url);
    if (!label) continue;
    const ok = row.status === "completed";
    if ((label.expected.outcome === "ok") === ok) outcomeAgreement++;
    if (label.expected.outcome === "ok") {
      pairs.push({
        expected: label.expected.cbctStatus,
        actual: (row.cbctStatus ?? "not_detected") as CbctStatus,
        id: label.id,
      });
    }
  }
  return { pairs, outcomeAgreement };
}

async function main() {
  const info = machine();
  console.log(`Machine: ${info.cpu}, ${info.memoryGb} GiB, ${info.os}, Node ${info.node}, ${info.chromium}`);
  const services = await benchServices(process.env);
  const { db, close } = createDb(services.databaseUrl, { max: 4 });
  const generated = generateSites(Math.ceil(N * 1.15), 2026, { hostile: false })
    .filter((s) => !s.label.expected.needsBrowser)
    .slice(0, N);
  const staticCorpus = await startCorpus({ sites: generated });
  const catalogCorpus = await startCorpus({ sites: catalogSites() });
  const base = { db, databaseUrl: services.databaseUrl, redisUrl: services.redisUrl };
  const workerEnv = { WORKER_CONCURRENCY: CONCURRENCY, SCRAPER_HOST_DELAY_MS: HOST_DELAY };
  try {
    console.log(`A. fetch-first, ${N} static sites...`);
    const a = await runPhase({
      ...base,
      name: "fetch-first",
      sites: staticCorpus.sites,
      workerEnv: { ...workerEnv, SCRAPER_BROWSER_MODE: "auto" },
    });
    console.log(`B. browser for every page, ${N_BROWSER} of the same sites...`);
    const b = await runPhase({
      ...base,
      name: "browser-only",
      sites: staticCorpus.sites.slice(0, N_BROWSER),
      workerEnv: { ...workerEnv, SCRAPER_BROWSER_MODE: "always" },
    });
    console.log(`C. catalog, ${catalogCorpus.sites.length} sites (JS-only and hostile included)...`);
    const c = await runPhase({
      ...base,
      name: "catalog",
      sites: catalogCorpus.sites,
      workerEnv: { ...workerEnv, SCRAPER_BROWSER_MODE: "auto" },
    });

    const catalogEval = pairsFor(c, catalogCorpus.sites);
    const generatedEval = pairsFor(a, staticCorpus.sites);
    const ratio = a.sitesPerMinute / b.sitesPerMinute;
    const phaseLine = (r: PhaseResult) =>
      `| ${r.name} | ${r.sites} | ${r.completed} | ${r.failed} | ${r.pages} | ${r.browserPages} | ${r.seconds.toFixed(1)} | ${r.sitesPerMinute.toFixed(0)} | ${r.peak.workerRssMb} | ${r.peak.browserPssMb} | ${r.after.workerRssMb} |`;
    const scoreLines = (pairs: typeof catalogEval.pairs) =>
      statusScores(pairs).map(
        (s) => `| ${s.status} | ${s.support} | ${s.predicted} | ${pct(s.precision)} | ${pct(s.recall)} |`,
      );
    const misses = catalogEval.pairs
      .filter((p) => p.expected !== p.actual)
      .map((p) => `${p.id}: expected ${p.expected}, got ${p.actual}`);

    const md = [
      `Machine: ${info.cpu}, ${info.memoryGb} GiB RAM, ${info.os}, Node ${info.node}, ${info.chromium}.`,
      `One worker process, WORKER_CONCURRENCY=${CONCURRENCY}, SCRAPER_HOST_DELAY_MS=${HOST_DELAY}, up to 8 pages after the home page.`,
      "",
      "| run | sites | completed | failed | pages | pages in Chromium | seconds | sites/min | peak worker RSS MB | peak Chromium PSS MB | worker RSS MB after |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      phaseLine(a),
      phaseLine(b),
      phaseLine(c),
      "",
      `Fetch-first vs browser-for-every-page on the same static sites: **${ratio.toFixed(1)}x** the rate.`,
      "",
      `Detection on the ${catalogEval.pairs.length} catalog sites that can be read (outcome ok/failed as labelled on ${catalogEval.outcomeAgreement} of ${c.sites}):`,
      "",
      "| status | labelled | predicted | precision | recall |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...scoreLines(catalogEval.pairs),
      "",
      `Detection on the ${generatedEval.pairs.length} generated static sites of run A:`,
      "",
      "| status | labelled | predicted | precision | recall |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...scoreLines(generatedEval.pairs),
      "",
      misses.length ? `Catalog misses: ${misses.join("; ")}` : "Catalog misses: none",
    ].join("\n");
    console.log(`\n${md}\n`);
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    const file = path.join(ROOT, "bench-results", `scrape-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          machine: info,
          settings: { N, N_BROWSER, CONCURRENCY, HOST_DELAY },
          runs: [a, b, c].map(({ rows: _rows, ...r }) => r),
          ratio,
          catalog: { scores: statusScores(catalogEval.pairs), confusion: confusion(catalogEval.pairs), misses },
          generated: { scores: statusScores(generatedEval.pairs), confusion: confusion(generatedEval.pairs) },
          markdown: md,
        },
        null,
        2,
      ),
    );
    console.log(`Saved ${path.relative(ROOT, file)}`);
  } finally {
    await staticCorpus.close();
    await catalogCorpus.close();
    await close();
    await services.stop();
  }
}

await main();
process.exit(0);
