import { describe, expect, it } from "vitest";
import type { SmartSearchFilters } from "../../contracts/leads-workspace.ts";
import { parseSmartSearch } from "./parse-smart-search.ts";

describe("parseSmartSearch", () => {
  it.each<[string, SmartSearchFilters, string[]]>([
    [
      "hot leads in Fredericksburg VA without a CBCT that place implants",
      {
        leadType: ["hot"],
        city: "Fredericksburg",
        state: "VA",
        cbctStatus: ["not_detected", "uncertain"],
        services: ["implants"],
      },
      [],
    ],
    ["practices with a Carestream scanner older than 8 years", { scannerMake: "Carestream", minScannerAge: 9 }, []],
    ["premium leads in Texas with lead score above 100", { leadType: ["premium"], state: "TX", minLeadScore: 101 }, []],
    ["score between 40 and 90", { minLeadScore: 40, maxLeadScore: 90 }, []],
    ["leads with a score of at least 80 and under 5 years", { minLeadScore: 80, maxScannerAge: 4 }, []],
    [
      "VA practices with a Planmeca unit 10+ years old",
      { state: "VA", scannerMake: "Planmeca", minScannerAge: 10 },
      [],
    ],
    ["leads in New York NY due for replacement", { city: "New York", state: "NY", replacementPriority: "high" }, []],
    ["practices near richmond, west virginia", { city: "Richmond", state: "WV" }, []],
    ["confirmed CBCT owners in Ohio", { cbctStatus: ["confirmed"], state: "OH" }, []],
    ["i-CAT owners doing oral surgery and root canals", { scannerMake: "KaVo", services: ["oralSurgery", "endo"] }, []],
    // Makers the detector reads by their CBCT line only (VistaVox, ProVecta 3D): a rep still asks by the maker's name.
    ["practices with a Dürr Dental scanner", { scannerMake: "Dürr Dental" }, []],
    ["Air Techniques owners in Ohio", { scannerMake: "Air Techniques", state: "OH" }, []],
    ["practices with a VistaVox", { scannerMake: "Dürr Dental" }, []],
    [
      "cold or hot leads that don't have a cone beam",
      { leadType: ["hot", "cold"], cbctStatus: ["not_detected", "uncertain"] },
      [],
    ],
    ["orthodontists with Invisalign and an iTero", { services: ["intraoralScanner", "invisalign", "ortho"] }, []],
    ["sedation and sleep apnea practices", { services: ["sedation", "sleep"] }, []],
    // Words no rule reads are reported, never dropped in silence.
    [
      "CBCT owners in Austin with friendly staff",
      { cbctStatus: ["confirmed", "likely"], city: "Austin" },
      ["friendly", "staff"],
    ],
    // "in" typed in lower case is a word, not Indiana.
    ["hot leads in dallas", { leadType: ["hot"], city: "Dallas" }, []],
  ])("%s", (question, filters, notUnderstood) => {
    const parse = parseSmartSearch(question);
    expect(parse.filters).toEqual(filters);
    expect(parse.notUnderstood).toEqual(notUnderstood);
  });

  it("says what it understood in a sentence", () => {
    expect(parseSmartSearch("hot leads in Fredericksburg VA without a CBCT that place implants").explanation).toBe(
      "Hot leads in Fredericksburg, VA without a CBCT, offering implants.",
    );
    expect(parseSmartSearch("practices with a Carestream scanner older than 8 years").explanation).toBe(
      "Leads with a Carestream scanner at least 9 years old.",
    );
  });

  it("is sure of a fully read question and less sure when words were not understood", () => {
    const full = parseSmartSearch("hot leads in Fredericksburg VA without a CBCT that place implants");
    const partial = parseSmartSearch("CBCT owners in Austin with friendly staff");
    expect(full.confidence).toBeGreaterThanOrEqual(0.9);
    expect(partial.confidence).toBeLessThan(full.confidence);
    expect(partial.explanation).toContain('Not understood: "friendly", "staff".');
  });

  it("searches a question it cannot read as text, and says so", () => {
    const parse = parseSmartSearch("Bright Smiles Dental");
    expect(parse.filters).toEqual({ text: "bright smiles" });
    expect(parse.confidence).toBeLessThan(0.5);
    expect(parse.explanation).toContain('"bright smiles"');
  });

  it("reads an empty question as every lead", () => {
    expect(parseSmartSearch("   ")).toEqual({
      filters: {},
      explanation: "All leads.",
      confidence: 0,
      notUnderstood: [],
    });
  });
});
