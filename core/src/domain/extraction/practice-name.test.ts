import { describe, expect, it } from "vitest";
import { cleanPracticeName, extractPracticeName, nameFromTitles } from "./practice-name.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

describe("nameFromTitles", () => {
  it.each([
    ["Smile Dental | Family Dentist in Austin, TX", [], "Smile Dental"],
    ["Family Dentist in Austin, TX | Smile Dental", [], "Smile Dental"],
    ["Home - Brightwater Smiles", [], "Brightwater Smiles"],
    ["Home", ["Dental Implants | Lee & Park", "About Us | Lee & Park"], "Lee & Park"],
    ["Best Dentist Near Me | Austin TX", [], null],
    ["Dental Implants Austin TX | Lee & Park, DDS", [], "Lee & Park, DDS"],
    ["Welcome", [], null],
    ["さくら歯科クリニック｜東京都品川区の歯医者", ["歯科用CT｜さくら歯科クリニック"], "さくら歯科クリニック"],
  ])("%s -> %s", (home, others, expected) => {
    expect(nameFromTitles(home, others)).toBe(expected);
  });
});

describe("cleanPracticeName", () => {
  it.each([
    ["Welcome to Oak Hill Dental!", "Oak Hill Dental"],
    ["Home", null],
    ["  Smile   Dental®  ", "Smile Dental"],
    ["Dentist", null],
    ["Sage Smile Co.", "Sage Smile Co."],
    ["Smile Dental.", "Smile Dental"],
  ])("%s -> %s", (raw, expected) => {
    expect(cleanPracticeName(raw)).toBe(expected);
  });
});

describe("extractPracticeName", () => {
  it("prefers the JSON-LD Dentist name over the title", () => {
    const corpus = buildSiteCorpus(
      site([
        page({
          title: "Home | Austin Dentist",
          jsonLd: [
            { "@context": "https://schema.org", "@type": "WebSite", name: "Site" },
            { "@type": "Dentist", name: "Oak Hill Family Dental" },
          ],
        }),
      ]),
    );
    expect(extractPracticeName(corpus)).toBe("Oak Hill Family Dental");
  });

  it("reads a Dentist node inside @graph with a full type URL", () => {
    const corpus = buildSiteCorpus(
      site([
        page({
          title: "x",
          jsonLd: [{ "@graph": [{ "@type": ["http://schema.org/Dentist"], name: "Ridge Dental" }] }],
        }),
      ]),
    );
    expect(extractPracticeName(corpus)).toBe("Ridge Dental");
  });

  it("falls back to the home page heading when the titles say nothing", () => {
    const corpus = buildSiteCorpus(site([page({ title: "Home", headings: ["Welcome to Cedar Creek Dentistry"] })]));
    expect(extractPracticeName(corpus)).toBe("Cedar Creek Dentistry");
  });

  it("returns null rather than a generic word", () => {
    expect(extractPracticeName(buildSiteCorpus(site([page({ title: "Home", headings: ["Home"] })])))).toBeNull();
  });
});
