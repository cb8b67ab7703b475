/**
 * `npm run bench:api`: the leads workspace API at 1,000, 20,000 and 200,000 leads (BENCH_LEADS=1000,20000 to change).
 *
 *   pages: p50/p95 of a page of 20 and of 100, default sort and each sortable column, with filters and smart search
 *          and deep pages (half-way, the last page, deep into a quick search);
 *   poll:  status, bytes and time of an unchanged 30-second poll (If-None-Match);
 *   metrics, activity: p50/p95;
 *   export: time and peak RSS of the CSV export of every lead (at the largest size).
 *
 * The app runs in this process (createApp + app.request: the real middleware, routes and SQL, no socket; see
 * bench-helpers.ts). Postgres: a new database (BENCH_DATABASE_NAME, default `cbct_api_bench`) created for each size on
 * the server of DATABASE_URL, else an embedded Postgres under .bench-data. Each size is measured twice: right after
 * seeding into the new database
 * with no VACUUM at all (the state after any bulk load until autovacuum gets there; never, if autovacuum is off), then
 * after VACUUM (ANALYZE). Ratios are against the same case at the smallest size after vacuum, in the same run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { seedPractices } from "../../infra/seed/seed-practices.ts";
import {
  type BenchApp,
  benchApp,
  benchDatabase,
  machineLine,
  ms,
  quantile,
  stopBenchServer,
  vacuumLeadTables,
} from "./bench-helpers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SIZES = (process.env.BENCH_LEADS ?? "1000,20000,200000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SMART = "hot leads in Houston TX without a CBCT that place implants";

const PHASES = ["before vacuum", "after vacuum"] as const;
type Phase = (typeof PHASES)[number];

type Case = { name: string; query: string };
function cases(limit: number): Case[] {
  const q = (s: string) => `/api/practices?limit=${limit}${s}`;
  return [
    { name: `page ${limit}, default sort`, query: q("") },
    ...["practiceName", "cbctStatus", "location", "lastUpdated"].map((sort) => ({
      name: `page ${limit}, sort ${sort}`,
      query: q(`&sort=${sort}`),
    })),
    { name: `page ${limit}, leadScore asc`, query: q("&sort=leadScore&order=asc") },
    { name: `page ${limit}, cbctStatus=confirmed`, query: q("&cbctStatus=confirmed") },
    { name: `page ${limit}, leadType=hot, sort name`, query: q("&leadType=hot&sort=practiceName") },
    { name: `page ${limit}, state=TX, sort location`, query: q("&state=TX&sort=location") },
    { name: `page ${limit}, city=Houston`, query: q("&city=Houston") },
    { name: `page ${limit}, search=smile`, query: q("&search=smile") },
    { name: `page ${limit}, smart search`, query: q(`&smartSearch=${encodeURIComponent(SMART)}`) },
  ];
}

async function main() {
  const results: Record<string, Record<string, { p50: number; p95: number }>> = {};
  const extra: Record<string, Record<string, string>> = {};
  const seedTimes: Record<number, string> = {};
  const column = (size: number, phase: Phase) => `${size}|${phase}`;
  let open: BenchApp | null = null;
  for (const size of SIZES) {
    await open?.close();
    const db = await benchDatabase(process.env.BENCH_DATABASE_NAME ?? "cbct_api_bench", { fresh: true });
    // No vacuum at all: the table as a bulk load leaves it (statistics from ANALYZE, no visibility map).
    const seeded = await seedPractices(db.url, size, { seed: size, vacuum: false });
    seedTimes[size] = `${seeded.inserted.toLocaleString("en-US")} added in ${(seeded.ms / 1000).toFixed(1)} s`;
    open = await benchApp(db.url, "api-bench");
    const { get } = open;

    async function time(url: string, headers: Record<string, string> = {}) {
      const t = performance.now();
      const res = await get(url, headers);
      const body = await res.arrayBuffer();
      return { ms: performance.now() - t, status: res.status, bytes: body.byteLength, res };
    }
    /** p50/p95 of RUNS requests after 3 warm-ups; `before` runs ahead of each request, untimed. */
    async function measure(url: string, before?: () => Promise<unknown>) {
      for (let i = 0; i < 3; i++) await time(url);
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await before?.();
        xs.push((await time(url)).ms);
      }
      return { p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) };
    }

    for (const phase of PHASES) {
      if (phase === "after vacuum") {
        const took = await vacuumLeadTables(db.url);
        seedTimes[size] += `; VACUUM (ANALYZE) ${(took / 1000).toFixed(1)} s`;
      }
      const load = os.loadavg()[0]!.toFixed(1);
      console.error(`# ${size} leads, ${phase} (${seedTimes[size]}; load average ${load})`);
      const r: Record<string, { p50: number; p95: number }> = {};
      // The first request of a list after the data changed: its count is not kept yet. An UPDATE of no row still
      // moves the revision (statement trigger), so each timed request is the first after a change.
      const editor = postgres(db.url, { max: 1, onnotice: () => {} });
      const change = () => editor`update dental_practices set version = version where false`;
      r["first request after a change (count not kept), 20, state=TX"] = await measure(
        "/api/practices?limit=20&state=TX&sort=location",
        change,
      );
      r["deep page (offset = half) after a change (count not kept), 20"] = await measure(
        `/api/practices?limit=20&offset=${Math.floor(size / 2)}`,
        change,
      );
      for (const c of [...cases(20), ...cases(100)]) {
        r[c.name] = await measure(c.query);
        console.error(`  ${c.name}: p50 ${ms(r[c.name]!.p50)} ms, p95 ${ms(r[c.name]!.p95)} ms`);
      }
      r["deep page (offset = half the leads), 20"] = await measure(
        `/api/practices?limit=20&offset=${Math.floor(size / 2)}`,
      );
      r["deep page (offset = half), 20, sort practiceName"] = await measure(
        `/api/practices?limit=20&offset=${Math.floor(size / 2)}&sort=practiceName`,
      );
      r["last page, 20, sort location"] = await measure(`/api/practices?limit=20&offset=${size - 20}&sort=location`);
      r["deep page (offset 1,000), 20, search=smile"] = await measure(
        "/api/practices?limit=20&offset=1000&search=smile",
      );
      r["deep page (offset = half), 100, state=TX"] = await measure(
        `/api/practices?limit=100&offset=${Math.floor(size / 20)}&state=TX`,
      );
      // The metrics' lead counts are kept until a lead changes: time both the recount (one lead edited before each
      // request) and the steady poll, answered from what was kept (and a 304 when the browser sends its ETag).
      r["dashboard metrics, a lead changed"] = await measure(
        "/api/dashboard/metrics",
        () =>
          editor`update dental_practices set version = version + 1, last_updated = now()
             where id = (select min(id) from dental_practices where deleted_at is null)`,
      );
      await editor.end();
      r["dashboard metrics, unchanged"] = await measure("/api/dashboard/metrics");
      r["activity, 20"] = await measure("/api/activity?limit=20");
      // The deep pages again, minutes later: on a shared machine one burst of load can make a case.
      r["deep page (offset = half the leads), 20 (2nd run)"] = await measure(
        `/api/practices?limit=20&offset=${Math.floor(size / 2)}`,
      );
      r["deep page (offset = half), 20, sort practiceName (2nd run)"] = await measure(
        `/api/practices?limit=20&offset=${Math.floor(size / 2)}&sort=practiceName`,
      );

      // The unchanged poll: the table's 30-second refetch with the ETag it holds.
      const first = await time("/api/practices?limit=20");
      const etag = first.res.headers.get("etag")!;
      const polls: number[] = [];
      let poll = first;
      for (let i = 0; i < RUNS; i++) {
        poll = await time("/api/practices?limit=20", { "if-none-match": etag });
        polls.push(poll.ms);
      }
      const headerBytes = [...poll.res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 17);
      r["unchanged poll (304)"] = { p50: quantile(polls, 0.5), p95: quantile(polls, 0.95) };
      extra[column(size, phase)] = {
        "load average at the start": load,
        "poll status": String(poll.status),
        "poll bytes (status line + headers + body)": String(headerBytes + poll.bytes),
        "full page of 20 bytes (body)": String(first.bytes),
      };
      results[column(size, phase)] = r;
    }
  }
  const get = open!.get;

  // The export of every lead at the largest size: streamed, so RSS should stay flat.
  const largest = SIZES.at(-1)!;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t = performance.now();
  const res = await get("/api/export/practices?format=csv");
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    // Count line ends natively (a byte-by-byte loop here would cost seconds of the measured time).
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const exportMs = performance.now() - t;
  clearInterval(sampler);
  const exportInfo = {
    leads: largest,
    seconds: (exportMs / 1000).toFixed(1),
    megabytes: (bytes / 1e6).toFixed(0),
    csvLines: lines,
    rssBeforeMb: (rssBefore / 1e6).toFixed(0),
    rssPeakMb: (peak / 1e6).toFixed(0),
  };

  const lines_: string[] = [];
  lines_.push(`Machine: ${machineLine()}`);
  lines_.push(
    `Node ${process.version}; Postgres: ${process.env.DATABASE_URL ? "the machine's server" : "embedded"}; ${RUNS} timed requests per case after 3 warm-ups.`,
  );
  lines_.push("");
  const columns = SIZES.flatMap((s) => PHASES.map((p) => ({ size: s, phase: p, key: column(s, p) })));
  const baseline = column(SIZES[0]!, "after vacuum");
  lines_.push(
    `| case | ${columns.map((c) => `${c.size.toLocaleString("en-US")} ${c.phase} p50 / p95 (ms)`).join(" | ")} | ${PHASES.map((p) => `p95 ratio ${largest.toLocaleString("en-US")} ${p} / ${SIZES[0]!.toLocaleString("en-US")} after vacuum`).join(" | ")} |`,
  );
  lines_.push(`|---|${columns.map(() => "---").join("|")}|${PHASES.map(() => "---").join("|")}|`);
  for (const name of Object.keys(results[baseline]!)) {
    const cells = columns.map((c) => `${ms(results[c.key]![name]!.p50)} / ${ms(results[c.key]![name]!.p95)}`);
    const ratios = PHASES.map(
      (p) => `${(results[column(largest, p)]![name]!.p95 / results[baseline]![name]!.p95).toFixed(1)}x`,
    );
    lines_.push(`| ${name} | ${cells.join(" | ")} | ${ratios.join(" | ")} |`);
  }
  lines_.push("");
  for (const s of SIZES) lines_.push(`- ${s.toLocaleString("en-US")} leads: seeding ${seedTimes[s]}`);
  for (const c of columns)
    lines_.push(
      `- ${c.size.toLocaleString("en-US")} leads ${c.phase}: ${Object.entries(extra[c.key]!)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  lines_.push(
    `- export of ${largest.toLocaleString("en-US")} leads: ${exportInfo.seconds} s, ${exportInfo.megabytes} MB, ${exportInfo.csvLines.toLocaleString("en-US")} lines, RSS ${exportInfo.rssBeforeMb} MB before, ${exportInfo.rssPeakMb} MB peak`,
  );
  const report = lines_.join("\n");
  console.log(report);
  mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench-results", "api-bench.json"),
    JSON.stringify({ results, extra, exportInfo, seedTimes }, null, 2),
  );
  writeFileSync(path.join(ROOT, "bench-results", "api-bench.md"), `${report}\n`);
  await open!.close();
  await stopBenchServer();
}

await main();
