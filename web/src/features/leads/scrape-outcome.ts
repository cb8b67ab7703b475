import type { ScrapeJobView } from "@cbct/core/contracts/scraping";

/** What a finished scrape found, in a rep's words: "CBCT confirmed", "no CBCT found". */
const STATUS_WORDS: Record<string, string> = {
  confirmed: "CBCT confirmed",
  likely: "CBCT likely",
  uncertain: "CBCT uncertain",
  not_detected: "no CBCT found",
};

/** The site's host without "www.", for lines about a job whose lead is not known (yet). */
export function jobHost(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export type ScrapeOutcome =
  | { kind: "lead"; title: string; description: string; leadId: number }
  | { kind: "failed"; title: string; description: string; url: string }
  | { kind: "done"; title: string; description: string };

/**
 * The finish notice of a job: "Lakeside Family Dental: CBCT confirmed, lead score 11" with the lead to open; a failed
 * job says why in the job's own words (with the site, so a batch's failures can be told apart).
 */
export function scrapeOutcome(job: ScrapeJobView): ScrapeOutcome | null {
  if (job.status === "failed") {
    return {
      kind: "failed",
      title: "Scrape Failed",
      description: `${jobHost(job.practiceUrl)}: ${job.errorMessage?.trim() || "the site could not be read"}`,
      url: job.practiceUrl,
    };
  }
  if (job.status !== "completed") return null;
  if (!job.lead) {
    return { kind: "done", title: "Scrape Complete", description: `${jobHost(job.practiceUrl)} was read` };
  }
  const status = STATUS_WORDS[job.lead.cbctStatus] ?? STATUS_WORDS.not_detected!;
  return {
    kind: "lead",
    title: "Scrape Complete",
    description: `${job.lead.practiceName}: ${status}, lead score ${job.lead.leadScore ?? 0}`,
    leadId: job.lead.id,
  };
}
