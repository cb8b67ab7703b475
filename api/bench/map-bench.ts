/**
 * `npm run bench:map`: the leads map's viewport query (GET /api/practices/map, issue 22) at 200,000 leads
 * (BENCH_LEADS to change). p50/p95 and answer size of the views a rep opens: the whole country (clusters), a state,
 * a metro area, a few streets (markers, capped), each alone and with the table's filters and smart search.
 *
 * The app runs in this process (createApp + app.request: real middleware, routes and SQL; see bench-helpers.ts).
 * Postgres: a scratch database (BENCH_DATABASE_NAME, default `cbct_map_bench`) on the server of DATABASE_URL, kept and
 * topped up between runs, else an embedded Postgres.
 */
import { seedPractices } from "../../infra/seed/seed-practices.ts";
import { benchApp, benchDatabase, machineLine, quantile, stopBenchServer, vacuumLeadTables } from "./bench-helpers.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const USA = "bbox=-125,24,-66,50";
const TEXAS = "bbox=-107,25.5,-93,36.5";
const HOUSTON_METRO = "bbox=-95.8,29.5,-94.9,30.1";
const HOUSTON_STREETS = "bbox=-95.40,29.74,-95.34,29.78";
const SMART = encodeURIComponent("hot leads in Houston TX without a CBCT");
const CASES: [string, string][] = [
  ["USA, zoom 4 (clusters)", `${USA}&zoom=4`],
  ["USA, zoom 4, cbctStatus=not_detected", `${USA}&zoom=4&cbctStatus=not_detected`],
  ["USA, zoom 4, search=smile", `${USA}&zoom=4&search=smile`],
  ["USA, zoom 4, smart search", `${USA}&zoom=4&smartSearch=${SMART}`],
  ["Texas, zoom 6 (clusters)", `${TEXAS}&zoom=6`],
  ["Houston metro, zoom 10 (clusters)", `${HOUSTON_METRO}&zoom=10`],
  ["Houston metro, zoom 12 (markers, capped 2,000)", `${HOUSTON_METRO}&zoom=12`],
  ["Houston streets, zoom 15 (markers)", `${HOUSTON_STREETS}&zoom=15`],
  ["Houston streets, zoom 15, leadType=hot", `${HOUSTON_STREETS}&zoom=15&leadType=hot`],
];

async function main() {
  // Kept between runs: the seeder tops it up to BENCH_LEADS (seeding 200,000 leads takes minutes).
  const db = await benchDatabase(process.env.BENCH_DATABASE_NAME ?? "cbct_map_bench", { fresh: false });
  const seeded = await seedPractices(db.url, LEADS, { seed: LEADS });
  await vacuumLeadTables(db.url);
  console.error(`# ${seeded.total.toLocaleString("en-US")} leads seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  const app = await benchApp(db.url, "map-bench");

  const lines = [
    `leads map at ${LEADS.toLocaleString("en-US")} leads (${RUNS} runs after 3 warm-ups; ${new Date().toISOString()}; ` +
      `${machineLine()})`,
    "",
    "| view | p50 ms | p95 ms | answer | clusters | markers | leads in view |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [name, query] of CASES) {
    const url = `/api/practices/map?${query}`;
    let last: { bytes: number; body: { clusters: unknown[]; points: unknown[]; total: number } } | null = null;
    const xs: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t = performance.now();
      const res = await app.get(url);
      const text = await res.text();
      const elapsed = performance.now() - t;
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text}`);
      if (i >= 3) xs.push(elapsed);
      last = { bytes: text.length, body: JSON.parse(text) };
    }
    const b = last!;
    lines.push(
      `| ${name} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.95).toFixed(1)} | ${(b.bytes / 1024).toFixed(0)} KB | ${b.body.clusters.length} | ${b.body.points.length} | ${b.body.total.toLocaleString("en-US")} |`,
    );
    console.error(lines.at(-1));
  }
  console.log(lines.join("\n"));
  await app.close();
  await stopBenchServer();
}

await main();
