/**
 * `npm run bench:detection-cost -- DIR`: what a change to the CBCT detector costs. Times this checkout's detector and
 * the one of another checkout DIR (a `git worktree` of the code before the change, with its node_modules: `npm
 * install` there, or hard-link this checkout's with `cp -al`) in one process, in rounds of alternating order, on the
 * cases `bench:detection` reports: the own corpus's 85 catalog sites (what a scrape detects per site) and the tester's
 * worst case, 500,000 characters of every labelled excerpt as one text and pasted as 20 pages under their addresses.
 *
 * Why not two runs of `bench:detection`: on a shared two-core machine two runs minutes apart drifted by up to half,
 * more than most changes cost. Why a fresh process: both codes must start equal. Timed after `bench:detection`'s
 * accuracy part had run this checkout's detector over every labelled row, the other checkout's (the same code in
 * another folder) came out 30-40 % slower; loaded side by side at the start of a process they agree within 2-3 %.
 * Without DIR it times this checkout alone. Figures are median CPU time per round (CPU time, as `bench:parse`, so other
 * processes move them less). Results: Markdown on stdout.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { detectCbct as DetectCbct } from "@cbct/core/domain/cbct/index";
import { MAX_PASTED_PAGES, type pastedSite as PastedSite } from "@cbct/core/domain/lead/pasted-site";
import type { PageContent } from "@cbct/core/domain/site-content";
import { loadDetectionSets } from "../../api/src/cbct/real-pages/detection-sets.ts";
import { catalogSites } from "../corpus/sites.ts";
import { renderDocument } from "../corpus/templates/render-page.ts";
import { parseHtml } from "../src/crawl/parse-html.ts";

const ROUNDS = Number(process.env.DETECTION_COST_ROUNDS ?? 9);
const MAX_TESTER_INPUT = 500_000;

type Code = { name: string; detectCbct: typeof DetectCbct; pastedSite: typeof PastedSite };

async function codeAt(root: string, name: string): Promise<Code> {
  const file = (rel: string) => {
    const at = path.join(root, rel);
    if (!fs.existsSync(at)) throw new Error(`${at} does not exist: is ${root} a checkout of this project?`);
    return pathToFileURL(at).href;
  };
  if (!fs.existsSync(path.join(root, "node_modules"))) {
    throw new Error(`${root} has no node_modules: run npm install there (or cp -al this checkout's) first`);
  }
  const cbct = (await import(file("core/src/domain/cbct/index.ts"))) as { detectCbct: typeof DetectCbct };
  const lead = (await import(file("core/src/domain/lead/pasted-site.ts"))) as { pastedSite: typeof PastedSite };
  return { name, detectCbct: cbct.detectCbct, pastedSite: lead.pastedSite };
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const otherDir = process.argv.slice(2).find((a) => !a.startsWith("--"));
const codes = [await codeAt(here, "this checkout")];
if (otherDir) codes.push(await codeAt(path.resolve(otherDir), path.resolve(otherDir)));

// The same inputs for both: pages parsed once by this checkout's parser, the tester's texts built once.
const origin = "http://corpus.test";
const sites: PageContent[][] = catalogSites().map((def) => {
  const asStatic = { ...def, render: "static" as const };
  return def.pages.map((page) => parseHtml(renderDocument(asStatic, page, origin), `${origin}${page.path}`));
});
const excerpts = loadDetectionSets()
  .rows.map((r) => r.excerpt)
  .join("\n");
const worst = excerpts.repeat(Math.ceil(MAX_TESTER_INPUT / excerpts.length)).slice(0, MAX_TESTER_INPUT);
const piece = Math.floor(MAX_TESTER_INPUT / MAX_PASTED_PAGES);
const addressed = Array.from(
  { length: MAX_PASTED_PAGES },
  (_, i) => `https://practice.example/services/page-${i}/\n${worst.slice(i * piece, (i + 1) * piece - 60)}`,
).join("\n");

type Case = { name: string; per: number; unit: string; run: (code: Code) => void };
const cases: Case[] = [
  {
    name: `own corpus, ${sites.length} sites`,
    per: sites.length,
    unit: "a site",
    run: (code) => {
      for (const site of sites) code.detectCbct(site);
    },
  },
  { name: "tester, one text", per: 1, unit: "", run: (code) => code.detectCbct([{ url: null, text: worst }]) },
  {
    name: `tester, ${MAX_PASTED_PAGES} pages`,
    per: 1,
    unit: "",
    run: (code) => code.detectCbct(code.pastedSite("Worst Case Dental", addressed).pages),
  },
];

const cpuMs = (run: () => void) => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

// times[case][code]: one CPU time per round. One untimed round first, so neither code is timed before it is compiled.
const times = cases.map(() => codes.map(() => [] as number[]));
for (let round = -1; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [...codes.keys()] : [...codes.keys()].reverse();
  for (const [c, kase] of cases.entries()) {
    for (const k of order) {
      const code = codes[k] as Code;
      const ms = cpuMs(() => kase.run(code));
      if (round >= 0) times[c]?.[k]?.push(ms);
    }
  }
}

const ms = (x: number) => (x < 100 ? `${x.toFixed(2)} ms` : `${x.toFixed(0)} ms`);
const cpu = os.cpus();
const lines = [
  `## CBCT detection's cost (${new Date().toISOString().slice(0, 10)})`,
  "",
  `Median CPU time of ${ROUNDS} rounds in alternating order after one untimed round; machine: ${cpu.length} x ` +
    `${cpu[0]?.model ?? "unknown"}, load ${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}.`,
  "",
  `| case | ${codes.map((c) => c.name).join(" | ")} |${codes.length > 1 ? " this / other |" : ""}`,
  `|---|${codes.map(() => "---:|").join("")}${codes.length > 1 ? "---:|" : ""}`,
  ...cases.map((kase, c) => {
    const medians = codes.map((_, k) => median(times[c]?.[k] ?? []) / kase.per);
    const ratio = medians.length > 1 ? ` ${((medians[0] ?? 0) / (medians[1] ?? 1)).toFixed(3)} |` : "";
    return `| ${kase.name}${kase.unit ? `, ${kase.unit}` : ""} | ${medians.map(ms).join(" | ")} |${ratio}`;
  }),
];
console.log(lines.join("\n"));
