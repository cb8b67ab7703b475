import { type BuiltLead, buildLead, pastedSite, readSite } from "@cbct/core/domain/lead/index";
import { worldPlaces } from "@cbct/shared/geo/places";

/** `typedName` is the name the user typed ("" when the tester fell back to "Test Practice"). */
export type AnalyzeTask = { practiceName: string; typedName: string; text: string; pageUrl: string; now: Date };

/** Runs in an analysis thread: the tester's pasted text through the same lead builder a scrape uses. */
export function analyzeTask(task: AnalyzeTask): BuiltLead {
  const site = pastedSite(task.practiceName, task.text, task.pageUrl);
  return buildLead({
    site,
    websiteDomain: "",
    practiceName: task.practiceName,
    now: task.now,
    // Each analysis thread reads the gazetteer once, on its first task.
    reading: readSite(site, task.now, { practiceName: task.typedName || null, places: worldPlaces() }),
  });
}
