import { scorePractice } from "../scoring/score-practice.ts";
import { DERIVED_LEAD_COLUMNS, LEAD_SCORING_COLUMNS, sameColumnValue } from "../scoring/scoring-columns.ts";
import { type ScoringSource, toScoringInput } from "../scoring/scoring-input.ts";
import { applyHasCbctRule, type HasCbctState } from "./has-cbct.ts";

/** What a stored lead must carry for an edit to be planned: the scoring inputs and Has CBCT (a stored row has more). */
export type EditableLead = ScoringSource & HasCbctState;

/** One score that moved, for the activity log. */
export type ScoreChange = { from: unknown; to: unknown };

/**
 * The one way a lead changes by hand (a rep's save) or is rescored (recalculate-score): the edit, the Has CBCT rule,
 * and every derived column recomputed by the scoring module from the result, compared with what is stored.
 * `set` holds only the columns whose value changes; empty means the lead stays as it is (no write, no log).
 * Derived columns in `changes` are dropped: scores are the server's, never a client's.
 */
export function planLeadEdit<T extends EditableLead>(
  stored: T,
  changes: Partial<T>,
  now: Date,
): {
  set: Partial<T>;
  /** Edited columns whose value changed (the Has CBCT rule's included), sorted. */
  fields: string[];
  /** Derived columns whose value changed, in the scoring module's order. */
  derived: string[];
  /** The headline scores that changed, from -> to. */
  scores: Partial<Record<"leadScore" | "practiceScore" | "aiScore" | "leadType", ScoreChange>>;
} {
  const edit: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) if (!DERIVED_LEAD_COLUMNS.has(key)) edit[key] = value;
  Object.assign(edit, applyHasCbctRule(stored, changes));
  const before = stored as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  const fields = Object.keys(edit)
    .filter((key) => !sameColumnValue(edit[key], before[key]))
    .sort();
  for (const key of fields) set[key] = edit[key];

  const scoring: Record<string, unknown> = scorePractice(toScoringInput({ ...stored, ...set } as T), { now });
  const derived = LEAD_SCORING_COLUMNS.filter(
    (key) => !fields.includes(key) && !sameColumnValue(scoring[key], before[key]),
  );
  for (const key of derived) set[key] = scoring[key];
  const scores: Record<string, ScoreChange> = {};
  for (const key of ["leadScore", "practiceScore", "aiScore", "leadType"] as const) {
    if (derived.includes(key)) scores[key] = { from: before[key], to: scoring[key] };
  }
  return { set: set as Partial<T>, fields, derived, scores };
}
