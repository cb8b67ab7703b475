/** Half-open [start, end) ranges of the corpus text. */
export type Range = { start: number; end: number };

export const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** Sorted, disjoint union of ranges, for O(log n) overlap tests on large pasted texts. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start < last.end) last.end = Math.max(last.end, r.end);
    else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** Index of the first range ending after `at` in ranges sorted by start with non-decreasing ends. */
export function firstEndingAfter(sorted: readonly Range[], at: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid]?.end ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `r` overlaps any range of a merged (sorted, disjoint) list. */
export function overlapsAny(merged: readonly Range[], r: Range): boolean {
  const i = firstEndingAfter(merged, r.start);
  const hit = merged[i];
  return hit !== undefined && hit.start < r.end;
}

/**
 * Of overlapping hits keep the best (by `better`), then any others that overlap nothing kept. Works per cluster of
 * overlapping hits, so it stays linear on long texts with thousands of matches.
 */
export function keepBest<T extends Range>(hits: readonly T[], better: (a: T, b: T) => number): T[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const kept: T[] = [];
  let cluster: T[] = [];
  let clusterEnd = -1;
  const flush = () => {
    const ranked = [...cluster].sort(better);
    const chosen: T[] = [];
    for (const h of ranked) if (!chosen.some((c) => overlaps(c, h))) chosen.push(h);
    kept.push(...chosen.sort((a, b) => a.start - b.start));
    cluster = [];
  };
  for (const h of sorted) {
    if (cluster.length > 0 && h.start >= clusterEnd) flush();
    cluster.push(h);
    clusterEnd = Math.max(clusterEnd, h.end);
  }
  if (cluster.length > 0) flush();
  return kept;
}
