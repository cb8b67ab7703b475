/**
 * `npm run bench:parse`: speed of the page parser (worker/src/crawl/parse-html.ts) over every page of the corpus
 * (worker/corpus/parser-inputs.ts): the median CPU time of a round over all pages (CPU time, not wall time, so
 * other processes on a shared machine move the figure less), and the median wall time.
 *
 * `npm run bench:parse -- path/to/other-parse-html.ts` also times another module exporting `parseHtml` (a frozen copy
 * of the parser before a change), rounds interleaved with the current one so both see the same machine load, and
 * prints the ratio. Results: Markdown on stdout.
 */
import os from "node:os";
import path from "node:path";
import { parserInputs } from "../corpus/parser-inputs.ts";
import { parseHtml } from "../src/crawl/parse-html.ts";

type Parse = typeof parseHtml;

const ROUNDS = Number(process.env.PARSE_BENCH_ROUNDS ?? 15);
const WARMUP = 3;

const inputs = parserInputs();
const bytes = inputs.reduce((n, i) => n + i.html.length, 0);

type Round = { cpuMs: number; wallMs: number };

function round(parse: Parse): Round {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (const input of inputs) parse(input.html, input.url, input.options);
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const otherPath = process.argv[2];
const other: Parse | null = otherPath
  ? ((await import(path.resolve(otherPath))) as { parseHtml: Parse }).parseHtml
  : null;

const runs: { name: string; parse: Parse; rounds: Round[] }[] = [{ name: "current", parse: parseHtml, rounds: [] }];
if (other && otherPath) runs.push({ name: otherPath, parse: other, rounds: [] });
for (let i = 0; i < WARMUP; i++) for (const r of runs) round(r.parse);
for (let i = 0; i < ROUNDS; i++) for (const r of i % 2 ? [...runs].reverse() : runs) r.rounds.push(round(r.parse));

const lines = [
  `## Page parser over the corpus (${new Date().toISOString().slice(0, 10)})`,
  "",
  `${inputs.length} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML; ${ROUNDS} rounds after ${WARMUP} of warm-up. ` +
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model.split(" ")[0] ?? "?"}, load ${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}.`,
  "",
  "| parser | median CPU per round | min CPU per round | median wall per round | pages per CPU second |",
  "|---|---|---|---|---|",
  ...runs.map((r) => {
    const cpu = r.rounds.map((x) => x.cpuMs);
    const m = median(cpu);
    const wall = median(r.rounds.map((x) => x.wallMs));
    return `| ${r.name} | ${m.toFixed(0)} ms | ${Math.min(...cpu).toFixed(0)} ms | ${wall.toFixed(0)} ms | ${Math.round((inputs.length / m) * 1000)} |`;
  }),
];
if (runs.length === 2) {
  const [a, b] = runs.map((r) => median(r.rounds.map((x) => x.cpuMs))) as [number, number];
  lines.push("", `current / other (median CPU): ${(a / b).toFixed(3)}`);
}
console.log(lines.join("\n"));
