import { applyHasCbctRule } from "@cbct/core/domain/lead/has-cbct";
import { calculateLeadScore, isCbctLead } from "@cbct/core/domain/scoring/lead-score";
import { calculatePracticeScore } from "@cbct/core/domain/scoring/practice-score";
import type { LeadDetail } from "../lead-types.ts";

/** The service toggles of edit mode: the flags spec 9's practice score reads. */
export const EDITABLE_SERVICES = [
  ["hasImplantPlacement", "Implant placement", 25],
  ["hasImplantRestoration", "Implant restoration", 10],
  ["hasOralSurgery", "Oral surgery", 25],
  ["hasTraditionalOrtho", "Traditional orthodontics", 15],
  ["hasInvisalign", "Invisalign", 5],
  ["hasEndo", "Endodontics", 15],
  ["hasSedation", "Sedation", 5],
  ["hasSleep", "Sleep apnea", 10],
  ["hasReferralFriendlyLanguage", "Referral-friendly language", 5],
] as const;
export type EditableService = (typeof EDITABLE_SERVICES)[number][0];

/** Spec 9 choices. */
export const PURCHASE_TIMELINES = [
  "3-6 months",
  "6-12 months",
  "12-18 months",
  "18+ months",
  "Not applicable",
] as const;

/**
 * Spec 4: a service toggle recomputes practiceScore and leadScore locally and at once, without the floor at 0 (a
 * practice with a confirmed scanner can read -25 while editing); the AI score is kept as the server wrote it.
 * A preview only: Save never sends scores, the server rescores the saved lead itself.
 */
export function rescore(draft: LeadDetail): LeadDetail {
  const practiceScore = calculatePracticeScore(draft, { floor: false });
  return { ...draft, practiceScore, leadScore: calculateLeadScore(practiceScore, draft.aiScore) };
}

export function toggleService(draft: LeadDetail, service: EditableService, on: boolean): LeadDetail {
  return rescore({ ...draft, [service]: on });
}

/** Spec 4: Has CBCT on means confirmed and a CBCT lead; off means not_detected and not one (the domain's rule). */
export function setHasCbct(draft: LeadDetail, on: boolean): LeadDetail {
  const next = { ...draft, ...applyHasCbctRule(draft, { hasCbct: on }) };
  return rescore({ ...next, isCbctLead: isCbctLead(next) });
}

/** Every field of the Overview editor. */
export const EDITABLE_FIELDS = [
  "doctorName",
  "phone",
  "email",
  "website",
  "address",
  "city",
  "state",
  "zipCode",
  "owner",
  "opportunityStage",
  "purchaseTimeline",
  "followUpNotes",
  "followUpDate",
  "leadValue",
  "productValue",
  "revenuePotential",
  "leadCost",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/**
 * What Save PATCHes: the fields edit mode changed, never a score or other derived field (the server rescores) and
 * never the rest of the lead (a stale copy of a field nobody edited must not overwrite a re-scrape's). Has CBCT is
 * always sent, so the server applies spec 4's save rule (off forces not_detected) exactly as the dialog showed it.
 */
export function leadEdits(loaded: LeadDetail, draft: LeadDetail): Partial<LeadDetail> {
  const edits: Record<string, unknown> = { hasCbct: draft.hasCbct };
  const keys = [...EDITABLE_FIELDS, ...EDITABLE_SERVICES.map(([flag]) => flag), "cbctStatus"] as const;
  for (const key of keys) if (draft[key] !== loaded[key]) edits[key] = draft[key];
  return edits as Partial<LeadDetail>;
}

/** A text input's value written into the draft; empty means "not set". Follow-up dates travel as ISO strings. */
export function setField(draft: LeadDetail, field: EditableField, value: string): LeadDetail {
  if (field === "followUpDate") {
    return { ...draft, followUpDate: value ? new Date(`${value}T12:00:00Z`).toISOString() : null };
  }
  return { ...draft, [field]: value === "" ? null : value };
}

/** The value a text input shows for a field. */
export function fieldValue(draft: LeadDetail, field: EditableField): string {
  if (field === "followUpDate") return draft.followUpDate ? draft.followUpDate.slice(0, 10) : "";
  const value = draft[field];
  return value === null || value === undefined ? "" : String(value);
}
