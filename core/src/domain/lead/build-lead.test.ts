import { describe, expect, it } from "vitest";
import type { SiteContent } from "../site-content.ts";
import { buildLead } from "./build-lead.ts";
import { pastedSite } from "./pasted-site.ts";

const SCANNER = "Our office features a Planmeca ProMax 3D cone beam CT scanner for dental implant planning.";

function scrapedSite(text: string): SiteContent {
  const [page] = pastedSite("", text).pages;
  return {
    startUrl: "https://smile-dental.example/",
    finalUrl: "https://smile-dental.example/home",
    pages: [{ ...page!, url: "https://smile-dental.example/home", title: "" }],
  };
}

describe("buildLead", () => {
  it("takes the spec's 5 years in business when nothing dates the practice", () => {
    const lead = buildLead({ site: pastedSite("P", SCANNER), websiteDomain: "", now: new Date("2026-05-01Z") });
    expect(lead.practice.estimatedYearsInBusiness).toBe(5);
  });

  it("counts years in UTC, whatever the server's time zone (the first minutes of a new year)", () => {
    const now = new Date("2027-01-01T00:30:00Z");
    const text = `${SCANNER} Established in 2000.`;
    // In Los Angeles it is still 2026 at that instant; a local-year rule would say 26.
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      expect(now.getFullYear()).toBe(2026);
      const lead = buildLead({ site: pastedSite("P", text), websiteDomain: "", now });
      expect(lead.practice.estimatedYearsInBusiness).toBe(27);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("names the lead from the user, else the site, else its domain", () => {
    const now = new Date("2026-05-01Z");
    const given = buildLead({ site: pastedSite("Given", SCANNER), websiteDomain: "", practiceName: "Given", now });
    expect(given.practice).toMatchObject({ practiceName: "Given", website: null, websiteDomain: null });
    const scraped = buildLead({ site: scrapedSite(SCANNER), websiteDomain: "smile-dental.example", now }).practice;
    expect(scraped).toMatchObject({
      practiceName: "Smile Dental",
      website: "https://smile-dental.example",
      websiteDomain: "smile-dental.example",
    });
  });

  it("scores what it detects: a confirmed scanner, hasCbct, and the lead score as the sum of its parts", () => {
    const lead = buildLead({ site: pastedSite("P", SCANNER), websiteDomain: "", now: new Date("2026-05-01Z") });
    expect(lead.practice).toMatchObject({ cbctStatus: "confirmed", hasCbct: true, cbctManufacturer: "Planmeca" });
    expect(lead.practice.leadScore).toBe((lead.practice.practiceScore ?? 0) + (lead.practice.aiScore ?? 0));
    expect(lead.detection.detectionType).toBe("confirmed");
    // Pasted text has no URL: the evidence says so with null, not "".
    expect(lead.reading.detection.evidence.every((e) => e.pageUrl === null)).toBe(true);
  });

  it("rebuilds from a revised reading without reading the site again", () => {
    const now = new Date("2026-05-01Z");
    const first = buildLead({ site: pastedSite("P", SCANNER), websiteDomain: "", now });
    const revised = { ...first.reading, detection: { ...first.reading.detection, status: "uncertain" as const } };
    const again = buildLead({ site: pastedSite("P", ""), websiteDomain: "", now, reading: revised });
    expect(again.practice).toMatchObject({
      cbctStatus: "uncertain",
      hasCbct: false,
      services: first.practice.services,
    });
  });
});
