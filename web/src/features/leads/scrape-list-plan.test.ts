import type { ScrapeListEntryView } from "@cbct/core/contracts/scraping";
import { describe, expect, it } from "vitest";
import { planScrapeList } from "./scrape-list-plan.ts";

const entry = (line: number, over: Partial<ScrapeListEntryView> = {}): ScrapeListEntryView => ({
  line,
  input: `site${line}.com`,
  url: `https://site${line}.com/`,
  domain: `site${line}.com`,
  error: null,
  duplicateOfLine: null,
  knownLead: null,
  activeJob: false,
  ...over,
});

describe("planScrapeList", () => {
  const entries = [
    entry(1),
    entry(2, { url: null, domain: null, error: '"not a url" is not a valid URL' }),
    entry(3, { duplicateOfLine: 1, domain: "site1.com" }),
    entry(4, { knownLead: { id: 7, practiceName: "Lakeside Family Dental" } }),
    entry(5, { activeJob: true }),
    entry(6),
  ];

  it("starts only the new, valid sites and says why each other line is skipped", () => {
    const plan = planScrapeList(entries, { refreshKnown: false, remainingThisHour: 100 });
    expect(plan.toStart).toEqual(["https://site1.com/", "https://site6.com/"]);
    expect(plan.rows.map((r) => r.state)).toEqual(["start", "invalid", "duplicate", "known", "active", "start"]);
    expect(plan.rows[1]!.note).toContain("is not a valid URL");
    expect(plan.rows[2]!.note).toBe("Listed twice: same site as line 1");
    expect(plan.rows[3]!.note).toBe("Already a lead: Lakeside Family Dental");
  });

  it("refreshes known leads when asked", () => {
    const plan = planScrapeList(entries, { refreshKnown: true, remainingThisHour: 100 });
    expect(plan.toStart).toContain("https://site4.com/");
    expect(plan.rows[3]!.note).toBe("Will refresh Lakeside Family Dental");
  });

  it("holds back what passes the hourly limit instead of failing the whole list", () => {
    const plan = planScrapeList(entries, { refreshKnown: true, remainingThisHour: 2 });
    expect(plan.toStart).toEqual(["https://site1.com/", "https://site4.com/"]);
    expect(plan.counts["over-limit"]).toBe(1);
    expect(plan.rows[5]!.state).toBe("over-limit");
  });
});
