import type { AssessedHit } from "./assess-hits.ts";
import { STATUS_THRESHOLDS } from "./detection-weights.ts";
import type { ModelHit } from "./scan-corpus.ts";

export type ScannerChoice = {
  /** The practice's current unit: a named model (never a bare brand line). */
  current: ModelHit | null;
  /** The best-evidenced hit naming the current model. */
  currentHit: AssessedHit | null;
  /** An older named model also on the site, read as the unit it replaced (vocabulary §1 heuristic 4). */
  previous: ModelHit | null;
  /** A brand line without a model ("Planmeca 3D"), when that is all there is. */
  line: ModelHit | null;
  /** Every live (not referral/negation-cancelled) model hit, named or brand line. */
  live: ModelHit[];
};

/** Newer first: first US evidence year, then a current line over a discontinued one, then the generation. */
export function newer(a: ModelHit, b: ModelHit): number {
  return (
    (b.fp.releaseYear ?? 0) - (a.fp.releaseYear ?? 0) ||
    Number(a.fp.discontinued) - Number(b.fp.discontinued) ||
    b.fp.generation - a.fp.generation
  );
}

export function chooseScanner(hits: readonly AssessedHit[]): ScannerChoice {
  const liveHits = hits.filter((h) => !h.cancelled && h.hit.kind === "model");
  const scoreOf = new Map(liveHits.map((h) => [h.hit, h.score]));
  const score = (m: ModelHit) => scoreOf.get(m) ?? 0;
  const live = liveHits.flatMap((h) => (h.hit.kind === "model" ? [h.hit] : []));
  const named = live.filter((m) => !m.fp.generic).sort(newer);
  // The newest model among those with likely-or-better evidence: a newer model only mentioned in a blog comparison
  // does not displace the one the practice says it owns.
  const strong = named.filter((m) => score(m) >= STATUS_THRESHOLDS.likely);
  const current = (strong.length > 0 ? strong : named)[0] ?? null;
  const older = current ? named.filter((m) => m.fp !== current.fp && newer(current, m) < 0) : [];
  const previous = older.sort((a, b) => score(b) - score(a))[0] ?? null;
  const currentHit = current
    ? (liveHits
        .filter((h) => h.hit.kind === "model" && h.hit.name === current.name)
        .sort((a, b) => b.score - a.score)[0] ?? null)
    : null;
  return { current, currentHit, previous, line: live.find((m) => m.fp.generic) ?? null, live };
}
