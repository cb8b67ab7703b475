/**
 * `npm run bench:detection`: CBCT detection quality on real practice pages, through the same code as
 * POST /api/cbct/analyze (analyzeText, rules only), against issue 9's goals.
 *
 *   A. the development set, ../shared/reference/cbct-real-pages-dev.jsonl (read in place, never copied);
 *   B. pages this project found and labelled itself, worker/bench/cbct-real-pages-held-out.jsonl;
 *   C. the project's own corpus (the 85 catalog sites, detector only): a regression test, not evidence;
 *   plus A without page addresses, to show what the page's role is worth.
 * `npm run bench:detection -- path/to/other.jsonl` measures any file of the same format instead of A and B.
 * A set that is absent is reported as such and skipped. Results: Markdown on stdout.
 */
import os from "node:os";
import { detectCbct } from "@cbct/shared/domain/cbct/index";
import type { CbctStatus } from "@cbct/shared/domain/types";
import {
  GOALS,
  measureRealPages,
  type RealPageScores,
  STATUSES,
} from "../../api/src/cbct/real-pages/measure-real-pages.ts";
import { DEV_SET_PATH, HELD_OUT_PATH, loadRealPages } from "../../api/src/cbct/real-pages/real-page-set.ts";
import { catalogSites } from "../corpus/sites.ts";
import { renderDocument } from "../corpus/templates/render-page.ts";
import { parseHtml } from "../src/crawl/parse-html.ts";

const pct = (x: number) => (Number.isNaN(x) ? "n/a" : `${(x * 100).toFixed(1)}%`);
const mark = (ok: boolean) => (ok ? "meets" : "**misses**");

function report(title: string, s: RealPageScores): string {
  const make = s.make.of ? s.make.named / s.make.of : Number.NaN;
  const lines = [
    `### ${title} (${s.rows} pages)`,
    "",
    "| measure | value | goal |",
    "|---|---|---|",
    `| precision of confirmed | ${pct(s.confirmedPrecision)} | >= ${pct(GOALS.confirmedPrecision)}, ${mark(s.confirmedPrecision >= GOALS.confirmedPrecision)} |`,
    `| recall of owners (confirmed or likely found) | ${pct(s.ownerRecall)} | >= ${pct(GOALS.ownerRecall)}, ${mark(s.ownerRecall >= GOALS.ownerRecall)} |`,
    `| make named where the page names one | ${s.make.named} of ${s.make.of} (${pct(make)}) | >= ${pct(GOALS.makeNamed)}, ${mark(Number.isNaN(make) || make >= GOALS.makeNamed)} |`,
    `| look-alikes / referrals called confirmed | ${s.wrongConfirmed.length} | 0, ${mark(s.wrongConfirmed.length === 0)} |`,
    "",
    `| label \\ detected | ${STATUSES.join(" | ")} |`,
    `|---|${STATUSES.map(() => "---").join("|")}|`,
    ...STATUSES.map((l) => `| ${l} | ${STATUSES.map((d) => s.confusion[l][d]).join(" | ")} |`),
    "",
  ];
  const misses = s.results.filter((r) => r.status !== r.row.label);
  if (misses.length) {
    lines.push("<details><summary>disagreements</summary>", "");
    for (const r of misses) lines.push(`- ${r.row.label} -> ${r.status} (${r.confidence}): ${r.row.url}`);
    lines.push("", "</details>", "");
  }
  return lines.join("\n");
}

async function measureFile(file: string, title: string, withUrls = true): Promise<string> {
  const set = loadRealPages(file);
  if (!set.ok) return `### ${title}\n\nNot measured: ${set.reason}.\n`;
  return report(title, await measureRealPages(set.rows, new Date(), { withPageUrl: withUrls }));
}

/**
 * The project's own catalog sites, every page rendered as a browser shows it and parsed as the crawler parses it,
 * through the detector alone (no network, no page budget).
 */
function ownCorpus(): string {
  const pairs: { expected: CbctStatus; actual: CbctStatus }[] = [];
  const origin = "http://corpus.test";
  for (const def of catalogSites()) {
    const expected = def.label.expected;
    if (expected.outcome !== "ok") continue;
    const asStatic = { ...def, render: "static" as const };
    const pages = def.pages.map((page) => parseHtml(renderDocument(asStatic, page, origin), `${origin}${page.path}`));
    pairs.push({ expected: expected.cbctStatus, actual: detectCbct(pages).status });
  }
  const agree = pairs.filter((p) => p.expected === p.actual).length;
  return [
    `### Own corpus: catalog sites (${pairs.length}), detector only — a regression test, not evidence`,
    "",
    `Status agrees on ${agree} of ${pairs.length} (${pct(agree / pairs.length)}).`,
    "",
  ].join("\n");
}

const started = performance.now();
const cpu = os.cpus();
const out = [
  `## CBCT detection on real pages (${new Date().toISOString().slice(0, 10)})`,
  "",
  `Machine: ${cpu.length} x ${cpu[0]?.model ?? "unknown"}, Node ${process.version}.`,
  "",
];
const files = process.argv.slice(2);
if (files.length > 0) {
  for (const f of files) out.push(await measureFile(f, f));
} else {
  out.push(await measureFile(DEV_SET_PATH, "A. Development set (with page addresses)"));
  out.push(await measureFile(HELD_OUT_PATH, "B. Held-out pages found by this project"));
  out.push(ownCorpus());
  out.push(await measureFile(DEV_SET_PATH, "A'. Development set, text only (no page addresses)", false));
}
out.push(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(out.join("\n"));
