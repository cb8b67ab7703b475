import type { ScrapeJobStatus } from "@cbct/core/contracts/scraping";

/** The jobs panel's badge per status: colour by outcome, the status's own word as the label. */
export const SCRAPE_JOB_BADGE: Record<ScrapeJobStatus, { palette: string; label: string }> = {
  pending: { palette: "gray", label: "pending" },
  running: { palette: "blue", label: "running" },
  completed: { palette: "green", label: "completed" },
  failed: { palette: "red", label: "failed" },
  // Neither good nor bad news: nobody scraped the site (a pipeline was stopped first); it can be started again.
  cancelled: { palette: "gray", label: "cancelled" },
};

/** A job that ended without a lead can be started again from the panel (Retry). */
export const canRetryScrape = (status: ScrapeJobStatus) => status === "failed" || status === "cancelled";
