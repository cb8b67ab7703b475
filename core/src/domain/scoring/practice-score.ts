import type { ServiceFlags } from "../flags.ts";

/** The flags the practice score reads; cbctStatus is a plain string so a browser draft fits too. */
export type ScorableFlags = Pick<
  ServiceFlags,
  | "hasImplantPlacement"
  | "hasImplantRestoration"
  | "hasOralSurgery"
  | "hasTraditionalOrtho"
  | "hasInvisalign"
  | "hasEndo"
  | "hasSedation"
  | "hasSleep"
  | "hasReferralFriendlyLanguage"
> & { cbctStatus: string | null | undefined };

export type ScoreItem = { label: string; points: number };

export const PRACTICE_SCORE_MAX = 100;

/** Spec 9, in the order the Scoring tab lists them. Each rule reads the whole practice for its exclusions. */
const RULES: { label: string; points: number; applies: (p: ScorableFlags) => boolean }[] = [
  { label: "Implant placement", points: 25, applies: (p) => p.hasImplantPlacement },
  // Restoration only counts when placement is absent, everywhere, so the dialog and the server agree.
  { label: "Implant restoration", points: 10, applies: (p) => p.hasImplantRestoration && !p.hasImplantPlacement },
  { label: "Oral surgery", points: 25, applies: (p) => p.hasOralSurgery },
  { label: "Traditional orthodontics", points: 15, applies: (p) => p.hasTraditionalOrtho },
  { label: "Invisalign", points: 5, applies: (p) => p.hasInvisalign && !p.hasTraditionalOrtho },
  { label: "Endodontics", points: 15, applies: (p) => p.hasEndo },
  { label: "Sedation", points: 5, applies: (p) => p.hasSedation },
  { label: "Sleep apnea", points: 10, applies: (p) => p.hasSleep },
  { label: "Referral-friendly language", points: 5, applies: (p) => p.hasReferralFriendlyLanguage },
  { label: "Confirmed CBCT", points: -50, applies: (p) => p.cbctStatus === "confirmed" },
];

/** Every rule that applied, and their uncapped sum (what the Scoring tab itemises). */
export function practiceScoreBreakdown(p: ScorableFlags): { items: ScoreItem[]; raw: number } {
  const items = RULES.filter((rule) => rule.applies(p)).map(({ label, points }) => ({ label, points }));
  return { items, raw: items.reduce((sum, item) => sum + item.points, 0) };
}

/**
 * Spec 9 practice score, capped at 100 and floored at 0. `floor: false` is the lead dialog's local recalculation
 * (spec 4), which can go negative for a practice that owns a scanner.
 */
export function calculatePracticeScore(p: ScorableFlags, options?: { floor?: boolean }): number {
  const capped = Math.min(PRACTICE_SCORE_MAX, practiceScoreBreakdown(p).raw);
  return options?.floor === false ? capped : Math.max(0, capped);
}
