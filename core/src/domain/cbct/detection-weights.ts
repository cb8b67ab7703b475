import type { CbctStatus } from "../types.ts";

/**
 * Every number the rules use, in one place (vocabulary §4 "Generic evidence" and the product brief). Hit scores are
 * 0-100 and already sit in the band of the status they should produce on their own:
 * confirmed >= 90, likely 60-89, uncertain 20-59, not_detected < 20.
 */
export const STATUS_THRESHOLDS = { confirmed: 90, likely: 60, uncertain: 20 } as const;

export function statusForConfidence(confidence: number): CbctStatus {
  if (confidence >= STATUS_THRESHOLDS.confirmed) return "confirmed";
  if (confidence >= STATUS_THRESHOLDS.likely) return "likely";
  if (confidence >= STATUS_THRESHOLDS.uncertain) return "uncertain";
  return "not_detected";
}

/**
 * A model matched by a lower-confidence pattern (a bare "CS 8100" next to "cone beam": 75) loses this many points per
 * missing confidence point. Small on purpose: the pattern only matched because cone-beam words sat nearby.
 */
export const MODEL_UNCERTAINTY_PENALTY = 0.25;

export function modelScore(base: number, patternConfidence: number): number {
  return Math.round(base - (100 - patternConfidence) * MODEL_UNCERTAINTY_PENALTY);
}

export const MODEL_SCORES = {
  /** Ownership cue ("our new ...", "in our office", "we installed ..."). */
  owned: 98,
  /** Named on a technology / services / procedure page (or in a link to one). */
  strongPage: 95,
  /** Ownership cue, but on a blog / FAQ page. */
  ownedOnWeakPage: 92,
  /** Named on the home page, about page or pasted text, no ownership cue. */
  neutral: 80,
  /** Named only on a blog / FAQ / tag page. */
  weakPage: 45,
  /** Named next to a referral or negation cue ("we refer to X imaging, which has a ..."). */
  cancelled: 30,
} as const;

/** Generic wording. Tier A names the modality (CBCT, cone beam); Tier B is a 3D radiograph but ambiguous. */
export const TERM_SCORES = {
  A: {
    owned: 95,
    /** A blog post that says the unit is the practice's own still says so. */
    ownedOnWeakPage: 90,
    /** The practice uses or offers it in its own voice, place unsaid; likely on any page. */
    used: 75,
    usedOnStrongPage: 80,
    usedOnWeakPage: 70,
    strongFirstPerson: 75,
    /** A URL slug or menu link naming CBCT, on/to a technology or services page. */
    strongSlug: 62,
    /** Named by an item of a list, price table or menu, or a services-page heading (assess-hits offeredByStructure). */
    offeredItem: 70,
    strong: 55,
    neutralFirstPerson: 50,
    neutral: 40,
    weak: 25,
    referral: 15,
    negation: 5,
  },
  B: {
    owned: 82,
    ownedOnWeakPage: 70,
    used: 66,
    usedOnStrongPage: 70,
    usedOnWeakPage: 62,
    strongFirstPerson: 65,
    strongSlug: 50,
    /** Radiographic 3D wording as an offered item: likely, just above the band's floor. */
    offeredItem: 62,
    strong: 45,
    neutralFirstPerson: 40,
    neutral: 30,
    weak: 20,
    referral: 10,
    negation: 5,
  },
} as const;

/** Site-level combination. */
export const COMBINE = {
  /** A live named model plus ownership or a technology/services page anywhere on the site. */
  modelConfirmed: 95,
  /** Extra points per further independent supporting hit (other page or other wording)... */
  corroborationStep: 3,
  /** ...up to this many; corroboration never moves a site into a higher status band by itself. */
  corroborationMax: 10,
  /** Referral/negation present and nothing owned: the ceiling when the best live hit was weak / fairly strong. */
  cancelledCeilingWeak: 15,
  cancelledCeilingStrong: 45,
  /** Hits that count as support for corroboration. */
  supportFloor: 20,
} as const;

/** Evidence weights of cues that are not CBCT hits. */
export const CUE_WEIGHTS = { referral: -40, negation: -60, lookAlike: 0, brand: 10 } as const;

export const MAX_EVIDENCE = 8;
/** Matches kept per pattern and page (see scan-corpus.ts `matches`); far above what any real page repeats. */
export const MAX_MATCHES_PER_PATTERN = 200;
export const SNIPPET_LENGTH = 160;
