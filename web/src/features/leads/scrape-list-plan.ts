import type { ScrapeListEntryView } from "@cbct/core/contracts/scraping";

/** What will happen to one line of a pasted list or CSV file. */
export type EntryState = "start" | "invalid" | "duplicate" | "known" | "active" | "over-limit";

export type PlannedEntry = { entry: ScrapeListEntryView; state: EntryState; note: string };

export type ScrapeListPlan = {
  rows: PlannedEntry[];
  /** The URLs that will be started, in list order. */
  toStart: string[];
  counts: Record<EntryState, number>;
};

/**
 * Decides, line by line, what Start does: invalid lines and repeats are skipped with the reason; sites already
 * being scraped are not started again; sites that are already leads are skipped unless the rep asks to refresh
 * them; past the hourly limit the rest waits for another hour (listed, not started).
 */
export function planScrapeList(
  entries: readonly ScrapeListEntryView[],
  options: { refreshKnown: boolean; remainingThisHour: number },
): ScrapeListPlan {
  const counts: Record<EntryState, number> = {
    start: 0,
    invalid: 0,
    duplicate: 0,
    known: 0,
    active: 0,
    "over-limit": 0,
  };
  const toStart: string[] = [];
  const rows = entries.map((entry): PlannedEntry => {
    let state: EntryState;
    let note: string;
    if (entry.error || !entry.url) {
      state = "invalid";
      note = entry.error ?? "Not a website";
    } else if (entry.duplicateOfLine !== null) {
      state = "duplicate";
      note = `Listed twice: same site as line ${entry.duplicateOfLine}`;
    } else if (entry.activeJob) {
      state = "active";
      note = "Already being scraped";
    } else if (entry.knownLead && !options.refreshKnown) {
      state = "known";
      note = `Already a lead: ${entry.knownLead.practiceName}`;
    } else if (toStart.length >= options.remainingThisHour) {
      state = "over-limit";
      note = "Over your hourly scraping limit: start it later";
    } else {
      state = "start";
      note = entry.knownLead ? `Will refresh ${entry.knownLead.practiceName}` : "Ready";
      toStart.push(entry.url);
    }
    counts[state] += 1;
    return { entry, state, note };
  });
  return { rows, toStart, counts };
}
