import type { CbctStatus } from "../../vocabulary/lead.ts";

/**
 * The Has CBCT rule, in one place for every writer of a lead: the scrape (buildLead), the API's save, and the Lead
 * Details dialog's live preview. Browser-safe (types only from the schema).
 *
 * "Has CBCT" says the practice most probably owns a scanner, so it and the CBCT status must agree:
 * - a status of confirmed or likely means Has CBCT, any other status means not (what a scrape stores, and what a
 *   change of the status alone implies);
 * - switching Has CBCT on makes the status confirmed (spec 4), unless the same change names an owning status
 *   (an API client that knows it is only likely);
 * - Has CBCT off forces not_detected, whatever status came with it (spec 4's save rule).
 * isCbctLead is not set here: the scoring module derives it from the status (confirmed only).
 */
export const hasCbctFor = (status: CbctStatus): boolean => status === "confirmed" || status === "likely";

/** The two columns a rep edits; hasCbctCleaned mirrors hasCbct (an export column) and is never edited. */
export type HasCbctState = { hasCbct: boolean; cbctStatus: CbctStatus };
export type HasCbctColumns = HasCbctState & { hasCbctCleaned: boolean };

/**
 * The detection columns to write when `change` (a partial edit) is applied to `current`. Empty when the change
 * names neither Has CBCT nor the status, so an edit of, say, the notes never touches the detection.
 */
export function applyHasCbctRule(current: HasCbctState, change: Partial<HasCbctState>): Partial<HasCbctColumns> {
  const { hasCbct, cbctStatus } = change;
  if (hasCbct === undefined && cbctStatus === undefined) return {};
  if (hasCbct === undefined) {
    // Only the status was named (an API client correcting the detection): Has CBCT follows it.
    const status = cbctStatus ?? current.cbctStatus;
    return { hasCbct: hasCbctFor(status), hasCbctCleaned: hasCbctFor(status), cbctStatus: status };
  }
  if (!hasCbct) return { hasCbct: false, hasCbctCleaned: false, cbctStatus: "not_detected" };
  const switchedOn = !current.hasCbct;
  const named = cbctStatus ?? (switchedOn ? undefined : current.cbctStatus);
  return { hasCbct: true, hasCbctCleaned: true, cbctStatus: named && hasCbctFor(named) ? named : "confirmed" };
}
