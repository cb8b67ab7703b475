/**
 * `npm run bench:parse`: speed of the page parser (worker/src/crawl/parse-html.ts) over every page of the corpus
 * (worker/corpus/parser-inputs.ts), in one process with nothing else running: median time of a round over all pages.
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

function round(parse: Parse): number {
  const start = performance.now();
  for (const input of inputs) parse(input.html, input.url, input.options);
  return performance.now() - start;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const otherPath = process.argv[2];
const other: Parse | null = otherPath
  ? ((await import(path.resolve(otherPath))) as { parseHtml: Parse }).parseHtml
  : null;

const runs: { name: string; parse: Parse; times: number[] }[] = [{ name: "current", parse: parseHtml, times: [] }];
if (other && otherPath) runs.push({ name: otherPath, parse: other, times: [] });
for (let i = 0; i < WARMUP; i++) for (const r of runs) round(r.parse);
for (let i = 0; i < ROUNDS; i++) for (const r of i % 2 ? [...runs].reverse() : runs) r.times.push(round(r.parse));

const lines = [
  `## Page parser over the corpus (${new Date().toISOString().slice(0, 10)})`,
  "",
  `${inputs.length} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML; ${ROUNDS} rounds after ${WARMUP} of warm-up. ` +
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model.split(" ")[0] ?? "?"}, load ${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}.`,
  "",
  "| parser | median round | min round | pages/s |",
  "|---|---|---|---|",
  ...runs.map((r) => {
    const m = median(r.times);
    return `| ${r.name} | ${m.toFixed(0)} ms | ${Math.min(...r.times).toFixed(0)} ms | ${Math.round((inputs.length / m) * 1000)} |`;
  }),
];
if (runs.length === 2) {
  const [a, b] = runs as [(typeof runs)[0], (typeof runs)[0]];
  lines.push("", `current / other (median): ${(median(a.times) / median(b.times)).toFixed(3)}`);
}
console.log(lines.join("\n"));
