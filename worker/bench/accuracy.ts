import type { CbctStatus } from "@cbct/core/domain/types";

export const STATUSES: CbctStatus[] = ["confirmed", "likely", "uncertain", "not_detected"];

export type StatusScore = { status: CbctStatus; support: number; predicted: number; precision: number; recall: number };

/** Per-status precision and recall of predicted against labelled statuses. */
export function statusScores(pairs: Array<{ expected: CbctStatus; actual: CbctStatus }>): StatusScore[] {
  return STATUSES.map((status) => {
    const tp = pairs.filter((p) => p.expected === status && p.actual === status).length;
    const predicted = pairs.filter((p) => p.actual === status).length;
    const support = pairs.filter((p) => p.expected === status).length;
    return {
      status,
      support,
      predicted,
      precision: predicted ? tp / predicted : Number.NaN,
      recall: support ? tp / support : Number.NaN,
    };
  });
}

/** Confusion matrix rows: expected status -> counts per actual status. */
export function confusion(pairs: Array<{ expected: CbctStatus; actual: CbctStatus }>) {
  return STATUSES.map((expected) => ({
    expected,
    ...Object.fromEntries(
      STATUSES.map((a) => [a, pairs.filter((p) => p.expected === expected && p.actual === a).length]),
    ),
  }));
}

export const pct = (x: number) => (Number.isNaN(x) ? "n/a" : `${(x * 100).toFixed(1)}%`);
