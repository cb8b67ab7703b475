/** The fields of a lead whose change a rep wants to hear about (a subset of the practice row). */
export type LeadSnapshot = {
  cbctStatus: string;
  cbctManufacturer: string | null;
  cbctModel: string | null;
  cbctInstallYear: number | null;
  phone: string | null;
} & Partial<Record<ServiceFlag, boolean>>;

export type LeadChange =
  | { kind: "scanner_appeared"; message: string }
  | { kind: "scanner_changed"; message: string }
  | { kind: "service_added"; message: string; service: string }
  | { kind: "phone_changed"; message: string };

/** Services a rep sells around: a practice that starts offering one is worth a call. Labels as shown to users. */
export const SERVICE_LABELS = {
  hasImplants: "Implants",
  hasImplantPlacement: "Implant placement",
  hasOralSurgery: "Oral surgery",
  hasEndo: "Endodontics",
  hasOrtho: "Orthodontics",
  hasSleep: "Sleep apnea",
  hasSedation: "Sedation",
  hasIntraoralScanner: "Intraoral scanner",
  hasCadCam: "CAD/CAM",
} as const;
export type ServiceFlag = keyof typeof SERVICE_LABELS;

const HAS_SCANNER = new Set(["confirmed", "likely"]);

function scannerName(s: LeadSnapshot): string {
  return [s.cbctManufacturer, s.cbctModel].filter(Boolean).join(" ") || "a CBCT scanner";
}

/**
 * What changed between the stored lead and a fresh scrape of it, in the terms a rep cares about: a scanner that
 * appeared, a scanner replaced or upgraded (another make or model, a newer install year), a service added, a new
 * phone number. A scanner that stops being mentioned is not reported: sites drop pages far more often than
 * practices sell scanners.
 */
export function leadChanges(before: LeadSnapshot, after: LeadSnapshot): LeadChange[] {
  const changes: LeadChange[] = [];
  const had = HAS_SCANNER.has(before.cbctStatus);
  const has = HAS_SCANNER.has(after.cbctStatus);
  if (!had && has) {
    changes.push({ kind: "scanner_appeared", message: `CBCT scanner found: ${scannerName(after)}` });
  } else if (had && has) {
    const norm = (v: string | null) => (v ?? "").trim().toLowerCase();
    const otherMake = after.cbctManufacturer && norm(after.cbctManufacturer) !== norm(before.cbctManufacturer);
    const otherModel = after.cbctModel && norm(after.cbctModel) !== norm(before.cbctModel);
    const newer =
      after.cbctInstallYear !== null &&
      before.cbctInstallYear !== null &&
      after.cbctInstallYear > before.cbctInstallYear;
    if (otherMake || otherModel || newer) {
      changes.push({
        kind: "scanner_changed",
        message: `CBCT scanner changed: ${scannerName(before)} → ${scannerName(after)}`,
      });
    }
  }
  for (const [flag, label] of Object.entries(SERVICE_LABELS) as [ServiceFlag, string][]) {
    if (after[flag] && !before[flag])
      changes.push({ kind: "service_added", service: label, message: `Service added: ${label}` });
  }
  if (before.phone && after.phone && before.phone.replace(/\D/g, "") !== after.phone.replace(/\D/g, "")) {
    changes.push({ kind: "phone_changed", message: `Phone changed: ${before.phone} → ${after.phone}` });
  }
  return changes;
}
