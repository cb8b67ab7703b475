import type { CbctStatus } from "@cbct/core/domain/types";
import { createLogger } from "../../logger.ts";
import type { AnalysisPool } from "../analysis-pool.ts";
import { type AnalyzeTask, analyzeTask } from "../analyze-task.ts";
import { analyzeText } from "../analyze-text.ts";
import type { RealPage } from "./real-page-set.ts";

export const STATUSES: readonly CbctStatus[] = ["confirmed", "likely", "uncertain", "not_detected"];

/** Issue 9's goals, checked by the benchmark and the real-pages test. */
export const GOALS = { confirmedPrecision: 0.95, ownerRecall: 0.9, makeNamed: 0.9, wrongConfirmed: 0 } as const;

export type RealPageResult = {
  row: RealPage;
  status: CbctStatus;
  confidence: number;
  manufacturer: string | null;
  model: string | null;
  reasoning: string;
};

export type RealPageScores = {
  rows: number;
  /** confusion[label][status]: rows of that label the detector called that status. */
  confusion: Record<CbctStatus, Record<CbctStatus, number>>;
  /** Of the rows called confirmed, the share labelled confirmed (NaN when none was called confirmed). */
  confirmedPrecision: number;
  /** Of the rows labelled confirmed or likely (owners), the share called confirmed or likely. */
  ownerRecall: number;
  /** Rows whose label names a CBCT make, and how many of them the detector named the same make on. */
  make: { named: number; of: number };
  /** Look-alike or referral rows (labelled not_detected) called confirmed: must be none. */
  wrongConfirmed: RealPageResult[];
  results: RealPageResult[];
};

/**
 * Runs every row through the same code as POST /api/cbct/analyze (analyzeText, rules only: no AI second opinion), with
 * the practice's name and the page's address as an API user may send them.
 */
export async function measureRealPages(
  rows: readonly RealPage[],
  now = new Date(),
  options: { withPageUrl?: boolean } = {},
): Promise<RealPageScores> {
  // The same task the API's analysis threads run, run here in-process: a benchmark measures detection, not threads.
  const analysisPool: AnalysisPool = {
    run: async <R>(task: unknown) => analyzeTask(task as AnalyzeTask) as R,
    close: async () => {},
  };
  const deps = { clock: () => now, log: createLogger("error", "real-pages"), secondOpinion: undefined, analysisPool };
  const results: RealPageResult[] = [];
  for (const row of rows) {
    const r = await analyzeText(deps, {
      practiceName: row.practiceName ?? "",
      websiteContent: row.excerpt,
      pageUrl: options.withPageUrl === false ? undefined : row.url,
    });
    results.push({
      row,
      status: r.summary.cbctStatus,
      confidence: r.summary.confidence,
      manufacturer: r.cbctAnalysis.manufacturer,
      model: r.cbctAnalysis.model,
      reasoning: r.cbctAnalysis.reasoning,
    });
  }
  return score(results);
}

export function score(results: RealPageResult[]): RealPageScores {
  const confusion = Object.fromEntries(
    STATUSES.map((l) => [l, Object.fromEntries(STATUSES.map((s) => [s, 0]))]),
  ) as RealPageScores["confusion"];
  for (const r of results) confusion[r.row.label][r.status]++;
  const calledConfirmed = results.filter((r) => r.status === "confirmed");
  const owner = (s: CbctStatus) => s === "confirmed" || s === "likely";
  const owners = results.filter((r) => owner(r.row.label));
  const withMake = results.filter((r) => r.row.manufacturer !== null);
  return {
    rows: results.length,
    confusion,
    confirmedPrecision: calledConfirmed.length
      ? calledConfirmed.filter((r) => r.row.label === "confirmed").length / calledConfirmed.length
      : Number.NaN,
    ownerRecall: owners.length ? owners.filter((r) => owner(r.status)).length / owners.length : Number.NaN,
    make: {
      of: withMake.length,
      named: withMake.filter((r) => r.manufacturer?.toLowerCase() === r.row.manufacturer?.toLowerCase()).length,
    },
    wrongConfirmed: results.filter((r) => r.row.label === "not_detected" && r.status === "confirmed"),
    results,
  };
}
