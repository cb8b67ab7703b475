import { type BuiltLead, buildLead, pastedSite } from "@cbct/shared/domain/lead/index";

export type AnalyzeTask = { practiceName: string; text: string; now: Date };

/** Runs in an analysis thread: the tester's pasted text through the same lead builder a scrape uses. */
export function analyzeTask(task: AnalyzeTask): BuiltLead {
  return buildLead({
    site: pastedSite(task.practiceName, task.text),
    websiteDomain: "",
    practiceName: task.practiceName,
    now: task.now,
  });
}
