import { SCRAPE_JOB_STATUSES } from "@cbct/core/contracts/scraping";
import { describe, expect, it } from "vitest";
import { canRetryScrape, SCRAPE_JOB_BADGE } from "./scrape-job-status.ts";

describe("the jobs panel's status badge", () => {
  it("has a badge for every status the API can send", () => {
    for (const status of SCRAPE_JOB_STATUSES) expect(SCRAPE_JOB_BADGE[status].label).toBe(status);
  });

  it("shows a cancelled scrape in a neutral colour, not as a failure, and offers Retry for it", () => {
    expect(SCRAPE_JOB_BADGE.cancelled.palette).toBe("gray");
    expect(SCRAPE_JOB_BADGE.cancelled.palette).not.toBe(SCRAPE_JOB_BADGE.failed.palette);
    expect(SCRAPE_JOB_STATUSES.filter(canRetryScrape)).toEqual(["failed", "cancelled"]);
  });
});
