import type { CbctStatus } from "../types.ts";
import type { AssessedHit } from "./assess-hits.ts";
import { COMBINE, modelScore, STATUS_THRESHOLDS, statusForConfidence } from "./detection-weights.ts";

export type DetectionMethod =
  "model-fingerprint" | "ownership-phrase" | "practice-voice" | "page-context" | "generic-mention" | "none";

export type Verdict = {
  confidence: number;
  status: CbctStatus;
  method: DetectionMethod;
  /** The hit the verdict rests on (null when nothing CBCT-like was found). */
  driver: AssessedHit | null;
  /** A live hit with an ownership cue, if any. */
  owned: AssessedHit | null;
  /** A hit whose ownership a referral/negation cancelled, if any. */
  cancelled: AssessedHit | null;
  /** The model rule fired: a named model plus ownership or a technology/services page somewhere on the site. */
  modelRule: boolean;
  /** Referral/negation with nothing owned capped the confidence. */
  capped: boolean;
  /** A bare "CT" beside only 2D units kept the verdict below likely (detect-cbct.ts onlyTwoDUnits). */
  twoDOnly?: boolean;
  /** Models of several makers named with none as the practice's own kept the verdict below likely (detect-cbct.ts). */
  overview?: boolean;
};

const best = (hits: AssessedHit[]) =>
  hits.reduce<AssessedHit | null>((b, h) => (!b || h.score > b.score ? h : b), null);

/** The ceiling of the status band a score sits in, so corroboration cannot promote a site on its own. */
function bandCeiling(score: number): number {
  if (score >= STATUS_THRESHOLDS.confirmed) return 100;
  if (score >= STATUS_THRESHOLDS.likely) return STATUS_THRESHOLDS.confirmed - 1;
  if (score >= STATUS_THRESHOLDS.uncertain) return STATUS_THRESHOLDS.likely - 1;
  return STATUS_THRESHOLDS.uncertain - 1;
}

export function combineHits(hits: AssessedHit[]): Verdict {
  const live = hits.filter((h) => !h.cancelled);
  const cancelledHits = hits.filter((h) => h.cancelled);
  const liveModels = live.filter((h) => h.kind === "model");
  const owned = best(live.filter((h) => h.ownership !== null));
  const onStrongPage = live.some((h) => h.pageType === "strong");

  let driver = best(live);
  let confidence = driver?.score ?? 0;
  let modelRule = false;
  const model = best(liveModels);
  if (model && (owned || onStrongPage)) {
    const ruled = modelScore(COMBINE.modelConfirmed, model.hit.confidence);
    modelRule = true;
    if (ruled >= confidence) {
      confidence = ruled;
      driver = model;
    }
  }

  // Independent supporting hits add a little, within the band already reached.
  const seen = new Set<string>();
  for (const h of live) {
    if (h === driver || h.score < COMBINE.supportFloor) continue;
    seen.add(`${h.hit.seg.pageUrl}\u0001${h.label}`);
  }
  const bonus = Math.min(COMBINE.corroborationMax, COMBINE.corroborationStep * seen.size);
  confidence = Math.min(bandCeiling(confidence), confidence + bonus);

  // Referral or negation with nothing owned and no named model: the practice sends patients elsewhere.
  // A negation ("we do not have one") explains the verdict better than a referral next to it.
  const cancelled = best(cancelledHits.filter((h) => h.negation)) ?? best(cancelledHits);
  let capped = false;
  if (cancelled && !owned && liveModels.length === 0) {
    const ceiling =
      (driver?.score ?? 0) >= STATUS_THRESHOLDS.likely ? COMBINE.cancelledCeilingStrong : COMBINE.cancelledCeilingWeak;
    if (!driver) {
      driver = cancelled;
      confidence = cancelled.score;
    }
    capped = confidence > ceiling;
    confidence = Math.min(confidence, ceiling);
  }

  confidence = Math.max(0, Math.min(100, Math.round(confidence)));
  const status = statusForConfidence(confidence);
  return { confidence, status, method: methodOf(driver, status), driver, owned, cancelled, modelRule, capped };
}

function methodOf(driver: AssessedHit | null, status: CbctStatus): DetectionMethod {
  if (!driver || status === "not_detected") return "none";
  if (driver.kind === "model") return "model-fingerprint";
  if (driver.ownership) return "ownership-phrase";
  if (driver.use) return "practice-voice";
  if (driver.pageType === "strong") return "page-context";
  return "generic-mention";
}
