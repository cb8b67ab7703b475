import type { SearchableService, SmartSearchFilters } from "../../contracts/leads-workspace.ts";
import { cbctStatusLabel } from "../scoring/lead-labels.ts";
import { stateName } from "../extraction/us-states.ts";

export const SERVICE_LABELS: Readonly<Record<SearchableService, string>> = {
  implants: "implants",
  oralSurgery: "oral surgery",
  ortho: "orthodontics",
  invisalign: "Invisalign",
  endo: "endodontics",
  sedation: "sedation",
  sleep: "sleep apnea treatment",
  intraoralScanner: "an intraoral scanner",
};

const list = (items: readonly string[], last = "or") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function cbctPhrase(statuses: readonly string[]): string {
  if (sameSet(statuses, ["not_detected", "uncertain"])) return "without a CBCT";
  if (sameSet(statuses, ["confirmed", "likely"])) return "with a CBCT";
  return `with CBCT status ${list(statuses.map((s) => cbctStatusLabel(s)))}`;
}

function rangePhrase(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}-${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  return `at most ${max}${unit}`;
}

/**
 * What a search was understood as, in one sentence a rep can check ("Hot leads in Fredericksburg, VA without a CBCT,
 * offering implants."). Written from the filters actually applied, whoever parsed the question.
 */
export function describeFilters(filters: SmartSearchFilters): string {
  const types = filters.leadType ?? [];
  let head = types.length ? `${list(types)} leads` : "leads";
  head = head[0]!.toUpperCase() + head.slice(1);
  if (filters.city && filters.state) head += ` in ${filters.city}, ${filters.state}`;
  else if (filters.city) head += ` in ${filters.city}`;
  else if (filters.state) head += ` in ${stateName(filters.state) ?? filters.state}`;

  const parts: string[] = [];
  if (filters.cbctStatus?.length) parts.push(cbctPhrase(filters.cbctStatus));
  const hasAge = filters.minScannerAge !== undefined || filters.maxScannerAge !== undefined;
  if (filters.scannerMake || hasAge) {
    const age = hasAge ? ` ${rangePhrase(filters.minScannerAge, filters.maxScannerAge, " years old")}` : "";
    parts.push(`with a ${filters.scannerMake ? `${filters.scannerMake} ` : ""}scanner${age}`);
  }
  if (filters.replacementPriority) parts.push(`with ${filters.replacementPriority} replacement priority`);
  if (filters.services?.length) {
    parts.push(
      `offering ${list(
        filters.services.map((s) => SERVICE_LABELS[s]),
        "and",
      )}`,
    );
  }
  if (filters.minLeadScore !== undefined || filters.maxLeadScore !== undefined) {
    parts.push(`with a lead score of ${rangePhrase(filters.minLeadScore, filters.maxLeadScore, "")}`);
  }
  if (filters.text) parts.push(`matching "${filters.text}"`);
  return parts.length ? `${head} ${parts.join(", ")}.` : `${head}.`;
}
