import { BUSINESS_FLAGS, SERVICE_FLAGS, TECHNOLOGY_FLAGS } from "../flags.ts";
import type { ScoringInput } from "./scoring-input.ts";

type Signal = { label: string; on: (i: ScoringInput) => boolean };

/** Implant placement and oral surgery: the procedures where 3D imaging is the standard of care. */
export const isSurgical = (i: ScoringInput): boolean => i.hasImplantPlacement || i.hasOralSurgery;

export const isOrthodontic = (i: ScoringInput): boolean =>
  (i.hasTraditionalOrtho || i.isOrthoSpecialist) && !i.hasInvisalignOnly;

/** Procedures that use CBCT routinely (surgery, implants, endodontics, orthodontics, airway). */
export const hasAdvancedProcedures = (i: ScoringInput): boolean =>
  isSurgical(i) || isOrthodontic(i) || i.hasEndo || i.hasSleep || i.hasImplantRestoration || i.hasImplants;

/** Likely counts as owning: the site suggests a scanner of their own even if ownership is not proven. */
export const noScannerFound = (i: ScoringInput): boolean =>
  i.cbctStatus === "not_detected" || i.cbctStatus === "uncertain";

export const orthoWithoutCbct = (i: ScoringInput): boolean => isOrthodontic(i) && noScannerFound(i);

const CLINICAL_TECH: Signal[] = [
  { label: "intraoral scanner", on: (i) => i.hasIntraoralScanner || i.hasIoScanner },
  { label: "CAD/CAM", on: (i) => i.hasCadCam },
  { label: "digital x-ray", on: (i) => i.hasDigitalXray },
  { label: "laser dentistry", on: (i) => i.hasLaser },
];

const PATIENT_DIGITAL: Signal[] = [
  { label: "online scheduling", on: (i) => i.hasOnlineScheduling },
  { label: "patient portal", on: (i) => i.hasPatientPortal },
  { label: "virtual consults", on: (i) => i.hasVirtualConsults },
  { label: "digital forms", on: (i) => i.hasDigitalForms },
];

const GROWTH: Signal[] = [
  { label: "multiple locations", on: (i) => i.hasMultipleLocations },
  { label: "recent expansion", on: (i) => i.hasRecentExpansion },
  { label: "hiring", on: (i) => i.isHiring },
];

const present = (signals: Signal[], i: ScoringInput): string[] => signals.filter((s) => s.on(i)).map((s) => s.label);

export const clinicalTechnology = (i: ScoringInput): string[] => present(CLINICAL_TECH, i);
export const patientDigitalTools = (i: ScoringInput): string[] => present(PATIENT_DIGITAL, i);
export const growthSignals = (i: ScoringInput): string[] => present(GROWTH, i);

const SERVICE_NAMES: Signal[] = [
  { label: "implant placement", on: (i) => i.hasImplantPlacement },
  { label: "implant restoration", on: (i) => i.hasImplantRestoration && !i.hasImplantPlacement },
  { label: "oral surgery", on: (i) => i.hasOralSurgery },
  { label: "orthodontics", on: isOrthodontic },
  { label: "Invisalign", on: (i) => i.hasInvisalign && !isOrthodontic(i) },
  { label: "endodontics", on: (i) => i.hasEndo },
  { label: "sleep apnea", on: (i) => i.hasSleep },
  { label: "sedation", on: (i) => i.hasSedation },
];

/** The CBCT-relevant services, in order of how much they need 3D imaging, for sentences and lists. */
export const keyServices = (i: ScoringInput): string[] => present(SERVICE_NAMES, i);

/** "a", "a and b", "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Whether the site said anything in each flag group, which is what the confidence figures measure. */
export const anyServiceFlag = (i: ScoringInput): boolean => SERVICE_FLAGS.some((k) => i[k]);
export const anyTechnologyFlag = (i: ScoringInput): boolean => TECHNOLOGY_FLAGS.some((k) => i[k]);
export const anyBusinessFlag = (i: ScoringInput): boolean => BUSINESS_FLAGS.some((k) => i[k]);
