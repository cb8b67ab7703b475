/**
 * `npm run bench:pipeline`: one 200-lead automated pipeline run end to end (API -> queue -> worker processes ->
 * fake registries on 127.0.0.1 -> the corpus's practice sites -> Postgres), wall time and time per step, first with
 * one worker process, then with two, in the same invocation.
 *
 * Postgres and Redis: DATABASE_URL / REDIS_URL (a `cbct_bench` database is created on that server), else embedded.
 * Knobs: BENCH_PIPELINE_LEADS (200), BENCH_CONCURRENCY (32 scrapes per worker), BENCH_HOST_DELAY_MS (250).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import {
  type PipelineRunResponse,
  type PipelineStatusResponse,
  pipelineRunOutcome,
} from "@cbct/core/contracts/pipeline";
import { createDb } from "@cbct/shared/db/client";
import { sql } from "drizzle-orm";
import { startApiServer } from "../../api/src/server.ts";
import { startCorpus } from "../corpus/server.ts";
import { FAKE_PLACES } from "../../infra/fakes/discovery/preset-places.ts";
import { startDiscoveryFakes } from "../../infra/fakes/discovery/start-discovery-fakes.ts";
import { generateSites } from "../corpus/sites.ts";
import { benchServices } from "./bench-services.ts";
import { withWorkerHeapOptions } from "../src/worker-node-options.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LEADS = Number(process.env.BENCH_PIPELINE_LEADS ?? 200);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "32";
const HOST_DELAY = process.env.BENCH_HOST_DELAY_MS ?? "250";
// One and two workers alternate, so a burst of load from other users of the machine hits both alike.
const REPEATS = Number(process.env.BENCH_REPEATS ?? 2);

type StepTimes = Record<string, number>;
type PhaseResult = {
  workers: number;
  seconds: number;
  steps: StepTimes;
  result: PipelineRunResponse["result"];
  cpuSeconds: number;
  /** CPU of this process: the API, the fake registries and the practice sites' servers. */
  harnessCpuSeconds: number;
  /** The machine's 1-minute load average when the run started (the machine is shared). */
  loadBefore: number;
};

async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "worker/src/main.ts"], {
    cwd: ROOT,
    // The same heap settings as `npm start` gives its workers.
    env: withWorkerHeapOptions({ ...process.env, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    // The worker logs JSON lines on stderr: "worker ready" is its cue; warnings and errors are echoed.
    createInterface({ input: child.stderr! }).on("line", (l) => {
      if (l.includes('"worker ready"')) resolve();
      else if (/"level":"(warn|error|fatal)"/.test(l)) process.stderr.write(`[worker] ${l}\n`);
    });
  });
  return child;
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function main() {
  const cpus = os.cpus();
  const machine = `${cpus.length} x ${cpus[0]?.model ?? "unknown"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  console.log(`Machine: ${machine}`);
  const services = await benchServices(process.env);
  const { db, close: closeDb } = createDb(services.databaseUrl, { max: 2 });
  const place = FAKE_PLACES.find((p) => p.zip === "22401")!;
  const sites = generateSites(Math.ceil(LEADS * 1.3), "pipeline-bench", { hostile: false, places: [place] })
    .filter((s) => s.label.expected.outcome === "ok" && !s.label.expected.needsBrowser)
    .slice(0, Math.ceil(LEADS * 1.1));
  const corpus = await startCorpus({ sites });
  const fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 12, goneWebsites: 2 });
  const results: PhaseResult[] = [];
  try {
    for (const workers of Array.from({ length: REPEATS }, () => [1, 2]).flat()) {
      await db.execute(
        sql`truncate pipeline_runs, scraping_jobs, dental_practices, activity_log, cbct_detections restart identity cascade`,
      );
      const prefix = `bench-pipeline-${randomUUID().slice(0, 8)}`;
      const env = {
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        QUEUE_PREFIX: prefix,
        SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
        SCRAPER_BROWSER_MODE: "auto",
        LOG_LEVEL: "warn",
        WORKER_CONCURRENCY: CONCURRENCY,
        SCRAPER_HOST_DELAY_MS: HOST_DELAY,
        ...fakes.env,
      };
      const children = await Promise.all(Array.from({ length: workers }, () => startWorkerProcess(env)));
      const api = await startApiServer(
        parseConfig(apiConfigSchema, { ...env, PORT: "0", WEB_DIST_DIR: "", NODE_ENV: "test", LOG_LEVEL: "error" }),
      );
      try {
        const register = await fetch(`${api.url}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: api.url },
          body: JSON.stringify({
            name: "Bench Manager",
            email: `bench-${prefix}@example.com`,
            password: "correct horse battery",
          }),
        });
        const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0]!;
        console.log(`${workers} worker process${workers > 1 ? "es" : ""}: pipeline over 22401, maxResults ${LEADS}...`);
        const cpuBefore = children.map((c) => cpuSeconds(c.pid!));
        const harnessBefore = process.cpuUsage();
        const loadBefore = os.loadavg()[0]!;
        const started = performance.now();
        const steps: StepTimes = {};
        let step = "queued";
        let stepStarted = started;
        let done = false;
        const watcher = (async () => {
          while (!done) {
            const status = (await (
              await fetch(`${api.url}/api/pipeline/status`, { headers: { cookie } })
            ).json()) as PipelineStatusResponse;
            const now = performance.now();
            const current = status.run?.step ?? "queued";
            if (current !== step) {
              steps[step] = (steps[step] ?? 0) + (now - stepStarted) / 1000;
              step = current;
              stepStarted = now;
            }
            await new Promise((r) => setTimeout(r, 100));
          }
        })();
        const res = await fetch(`${api.url}/api/pipeline/run`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: api.url, cookie },
          body: JSON.stringify({ zipCode: "22401", maxResults: LEADS, autoSync: false }),
        });
        // The POST answers at once (202); the run's end is its row's, read through status like the page does.
        const accepted = (await res.json()) as PipelineRunResponse;
        let body: PipelineRunResponse = accepted;
        for (;;) {
          const status = (await (
            await fetch(`${api.url}/api/pipeline/status`, { headers: { cookie } })
          ).json()) as PipelineStatusResponse;
          if (res.status !== 202) break;
          if (status.run && status.run.id === accepted.runId && !status.running) {
            body = {
              runId: accepted.runId,
              status: status.run.status,
              result: status.run.result,
              ...pipelineRunOutcome(status.run),
            };
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        const seconds = (performance.now() - started) / 1000;
        done = true;
        await watcher;
        steps[step] = (steps[step] ?? 0) + (performance.now() - stepStarted) / 1000;
        const cpu = children.reduce((s, c, i) => s + cpuSeconds(c.pid!) - cpuBefore[i]!, 0);
        if (body.status !== "completed") throw new Error(`run ended ${body.status}: ${body.message}`);
        const harness = process.cpuUsage(harnessBefore);
        const harnessCpuSeconds = (harness.user + harness.system) / 1e6;
        results.push({ workers, seconds, steps, result: body.result, cpuSeconds: cpu, harnessCpuSeconds, loadBefore });
        console.log(`  ${seconds.toFixed(1)} s, ${body.result?.leadsFound} leads, ${body.result?.processed} processed`);
      } finally {
        await api.close();
        for (const c of children) c.kill("SIGTERM");
        await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once("exit", r) : r(null)))));
      }
    }
  } finally {
    await fakes.close();
    await corpus.close();
    await closeDb();
    await services.stop();
  }

  const order = ["queued", "locate", "discover", "deduplicate", "scrape", "organize", "upload", "done"];
  const best = (n: number) => results.filter((r) => r.workers === n).sort((a, b) => a.seconds - b.seconds)[0]!;
  const [one, two] = [best(1), best(2)];
  const row = (r: PhaseResult) =>
    `| ${r.workers} | ${r.result?.leadsFound} | ${r.result?.processed} | ${r.seconds.toFixed(1)} | ${order
      .filter((s) => s !== "done")
      .map((s) => (r.steps[s] ?? 0).toFixed(1))
      .join(" | ")} | ${r.cpuSeconds.toFixed(1)} | ${r.harnessCpuSeconds.toFixed(1)} | ${r.loadBefore.toFixed(1)} |`;
  const md = [
    `Machine: ${machine}.`,
    `WORKER_CONCURRENCY=${CONCURRENCY} per worker process, SCRAPER_HOST_DELAY_MS=${HOST_DELAY}, maxResults ${LEADS}, zip 22401.`,
    "",
    "| worker processes | leads | processed | wall s | queued | locate | discover | de-duplicate | scrape + score | organise | upload | worker CPU s | harness CPU s | load avg before |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(row),
    "",
    `Best of ${REPEATS}: one worker process ${one.seconds.toFixed(1)} s, two ${two.seconds.toFixed(1)} s: **${(one.seconds / two.seconds).toFixed(2)}x** (wall time).`,
  ].join("\n");
  console.log(`\n${md}`);
  mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench-results", `pipeline-${Date.now()}.json`),
    JSON.stringify({ machine, results }, null, 2),
  );
}

await main();
