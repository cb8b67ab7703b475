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

/**
 * Serves practices that say which unit replaced which (class "the practice names its replacement"): "We replaced our
 * Kodak 9000 3D with a new Planmeca ProMax 3D Mid", "we upgraded from the CS 9300 to the Planmeca Viso G7", "our
 * Galileos was replaced by an Orthophos SL 3D". The practice's own words outrank the catalogue's years, which would
 * call the 2007 Kodak newer than a ProMax line first cleared in 2006. Both models in one sentence, the older first.
 */
const REPLACING_BEFORE =
  /\b(?:replac(?:ed|ing)|swapp(?:ed|ing)|traded in|upgraded from|upgrading from|switched from|moved from)\b[^.!?\n]{0,30}$/i;
const REPLACED_BETWEEN = /^[^.!?\n]{0,40}\b(?:with|for|to|by)\b[^.!?\n]{0,40}$/i;
const PASSIVE_BETWEEN =
  /^[^.!?\n]{0,40}\b(?:was|were|has been|have been|got) (?:replaced|succeeded|superseded) (?:by|with)\b[^.!?\n]{0,30}$/i;
function replacements(text: string, models: readonly ModelHit[]): Map<ModelHit, ModelHit> {
  const out = new Map<ModelHit, ModelHit>();
  for (const replaced of models) {
    for (const replacement of models) {
      if (replaced === replacement || replaced.fp === replacement.fp || replaced.seg !== replacement.seg) continue;
      if (replacement.start < replaced.end || replacement.start - replaced.end > 80) continue;
      const between = text.slice(replaced.end, replacement.start);
      const before = text.slice(Math.max(replaced.seg.start, replaced.start - 40), replaced.start);
      if ((REPLACING_BEFORE.test(before) && REPLACED_BETWEEN.test(between)) || PASSIVE_BETWEEN.test(between))
        out.set(replaced, replacement);
    }
  }
  return out;
}

export function chooseScanner(hits: readonly AssessedHit[], text = ""): ScannerChoice {
  const liveHits = hits.filter((h) => !h.cancelled && h.hit.kind === "model");
  const scoreOf = new Map(liveHits.map((h) => [h.hit, h.score]));
  const score = (m: ModelHit) => scoreOf.get(m) ?? 0;
  const live = liveHits.flatMap((h) => (h.hit.kind === "model" ? [h.hit] : []));
  const named = live.filter((m) => !m.fp.generic).sort(newer);
  // The newest model among those with likely-or-better evidence: a newer model only mentioned in a blog comparison
  // does not displace the one the practice says it owns.
  const strong = named.filter((m) => score(m) >= STATUS_THRESHOLDS.likely);
  const replaced = replacements(text, named);
  const byYears = (strong.length > 0 ? strong : named)[0] ?? null;
  // A unit the practice says it replaced is not its current one: its replacement is (followed to the last one named).
  let current = byYears;
  for (let step = 0; current && replaced.has(current) && step < named.length; step++)
    current = replaced.get(current) ?? null;
  const replacedByCurrent = current ? [...replaced].find(([, b]) => b === current)?.[0] : undefined;
  const older = current ? named.filter((m) => m.fp !== current.fp && newer(current, m) < 0) : [];
  const previous = replacedByCurrent ?? older.sort((a, b) => score(b) - score(a))[0] ?? null;
  const currentHit = current
    ? (liveHits
        .filter((h) => h.hit.kind === "model" && h.hit.name === current.name)
        .sort((a, b) => b.score - a.score)[0] ?? null)
    : null;
  return { current, currentHit, previous, line: live.find((m) => m.fp.generic) ?? null, live };
}
