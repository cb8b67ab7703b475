/** Spec 4's badge labels, shared by the leads table, the dialog and exports. */

export type LeadQualityBadge = "Premium" | "Hot Lead" | "Warm Lead" | "Cool Lead" | "Not a Lead";

const BADGES: Record<string, LeadQualityBadge> = {
  "Premium Lead": "Premium",
  premium: "Premium",
  "Hot Lead - High Scoring Practice": "Hot Lead",
  "Hot Lead - Ortho without CBCT": "Hot Lead",
  hot: "Hot Lead",
  "Warm Lead - Advanced Procedures": "Warm Lead",
  "Warm Lead": "Warm Lead",
  warm: "Warm Lead",
  "Cool Lead": "Cool Lead",
  cool: "Cool Lead",
  "Not a Lead": "Not a Lead",
  "not-a-lead": "Not a Lead",
};

/** Both the category ('Hot Lead - Ortho without CBCT') and the short value ('hot'); unknown values are Cool Lead. */
export function leadQualityBadge(value: string | null | undefined): LeadQualityBadge {
  return (value != null && Object.hasOwn(BADGES, value) ? BADGES[value] : undefined) ?? "Cool Lead";
}

export type CbctStatusLabel = "Confirmed" | "Likely" | "Uncertain" | "Not Detected";

const STATUS_LABELS: Record<string, CbctStatusLabel> = {
  confirmed: "Confirmed",
  likely: "Likely",
  uncertain: "Uncertain",
  not_detected: "Not Detected",
};

/** Missing or unknown statuses read as not_detected (spec 4). */
export function cbctStatusLabel(status: string | null | undefined): CbctStatusLabel {
  return (status != null && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined) ?? "Not Detected";
}

export type SalesLikelihoodTone = "success" | "warning" | "neutral";

/** Spec 9's sales likelihood badge: 30 or more success, 15 or more warning. */
export function salesLikelihoodTone(score: number | null | undefined): SalesLikelihoodTone {
  if (score == null) return "neutral";
  if (score >= 30) return "success";
  if (score >= 15) return "warning";
  return "neutral";
}
