import type { PracticeRow as Practice } from "../../contracts/wire-row.ts";
import {
  BUSINESS_FLAGS,
  type BusinessFlags,
  SERVICE_FLAGS,
  type ServiceFlags,
  TECHNOLOGY_FLAGS,
  type TechnologyFlags,
} from "../flags.ts";

type ScoringColumns =
  | "cbctStatus"
  | "cbctAge"
  | "cbctModel"
  | "cbctManufacturer"
  | "cbctInstallYear"
  | "websiteModernityScore"
  | "doctorGraduationYear"
  | "services"
  | "detectedTechnology"
  | "disqualified"
  | "practiceName"
  | "city"
  | "state";

/**
 * Everything the scoring reads: the 28 flags plus the detection, age and identity columns of a practice.
 * A plain object so the worker (fresh extraction), the API (a DB row) and the browser (the dialog's draft) can all
 * build one.
 */
export type ScoringInput = ServiceFlags &
  TechnologyFlags &
  BusinessFlags &
  Pick<Practice, ScoringColumns> & {
    /** 0-100; the DB column is a numeric string. */
    cbctConfidence: number;
    /** Null when nothing dated the practice; the scoring then uses the spec default of 5. */
    estimatedYearsInBusiness: number | null;
  };

/** Any object with the scoring columns, cbctConfidence as stored (numeric string) or parsed; a `Practice` fits. */
export type ScoringSource = Omit<ScoringInput, "cbctConfidence"> & { cbctConfidence: string | number | null };

const SCORING_KEYS = [
  ...SERVICE_FLAGS,
  ...TECHNOLOGY_FLAGS,
  ...BUSINESS_FLAGS,
  "cbctStatus",
  "cbctAge",
  "cbctModel",
  "cbctManufacturer",
  "cbctInstallYear",
  "websiteModernityScore",
  "estimatedYearsInBusiness",
  "doctorGraduationYear",
  "services",
  "detectedTechnology",
  "disqualified",
  "practiceName",
  "city",
  "state",
] as const satisfies readonly (keyof ScoringSource)[];

/** Copies only the scoring columns (a DB row carries ~150) and parses cbctConfidence; unparsable becomes 0. */
export function toScoringInput(source: ScoringSource): ScoringInput {
  const picked = Object.fromEntries(SCORING_KEYS.map((k) => [k, source[k]])) as Omit<ScoringInput, "cbctConfidence">;
  const confidence = Number(source.cbctConfidence ?? 0);
  return { ...picked, cbctConfidence: Number.isFinite(confidence) ? confidence : 0 };
}
