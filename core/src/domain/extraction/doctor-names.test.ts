import { describe, expect, it } from "vitest";
import { extractDoctorNames } from "./doctor-names.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

const doctorsIn = (text: string, jsonLd: unknown[] = []) =>
  extractDoctorNames(buildSiteCorpus(site([page({ text, jsonLd })])));

describe("extractDoctorNames", () => {
  it.each([
    ["Meet Dr. Jane Smith, our lead dentist.", ["Dr. Jane Smith"]],
    ["Dr Jane A. Smith graduated in 2001.", ["Dr. Jane Smith"]],
    ["Our Team Jane Smith, DDS and Robert O'Neil DMD", ["Dr. Jane Smith", "Dr. Robert O'Neil"]],
    ["Maria Lopez, DDS, MS is a board-certified orthodontist.", ["Dr. Maria Lopez"]],
    ["Dr. Jane Smith ... Jane Smith, DDS ... DR. jane smith", ["Dr. Jane Smith"]],
    ["Call Dr. Smith Family Dentistry today. Dr. Smith is great.", []],
    ["1 Capitol St, Jackson, MS 39201", []],
    // Practice sites in other languages: names with their own letters, and a heading that runs into the text under it.
    ["Ihr Zahnarzt Dr. Jürgen Müller und sein Team", ["Dr. Jürgen Müller"]],
    ["Zahnarztpraxis Dr. Muster Willkommen in unserer Praxis", []],
    ["Il dottor Dr. Niccolò Bianchi, odontoiatra", ["Dr. Niccolò Bianchi"]],
    ["Gabinet Dr. Łukasz Nowak Witamy", ["Dr. Łukasz Nowak"]],
    ["José Pérez, DDS atiende en español.", ["Dr. José Pérez"]],
  ])("%s", (text, expected) => {
    expect(doctorsIn(text)).toEqual(expected);
  });

  it("reads doctors from JSON-LD staff", () => {
    const jsonLd = [
      {
        "@type": "Dentist",
        name: "Smile Dental",
        employee: [
          { "@type": "Person", name: "Dr. Alan Brooks" },
          { "@type": "Person", name: "Kelly Ray", jobTitle: "Office Manager" },
          { "@type": "Person", name: "Nina Shah", jobTitle: "Orthodontist" },
        ],
      },
    ];
    expect(doctorsIn("", jsonLd)).toEqual(["Dr. Alan Brooks", "Dr. Nina Shah"]);
  });

  it("does not read a name across the end of a paragraph", () => {
    // The crawler folds a page's text to spaces and records where its blocks end (PageContent.textBreaks).
    const text = "Is a CBCT scan safe? by Dr. Lee Cone beam CT uses a low dose. Serving Springfield Weber, DMD, leads.";
    const at = (s: string) => text.indexOf(s) - 1;
    const crawled = (textBreaks: number[]) => extractDoctorNames(buildSiteCorpus(site([page({ text, textBreaks })])));
    expect(crawled([])).toEqual(["Dr. Lee Cone", "Dr. Springfield Weber"]);
    expect(crawled([at("Cone beam"), at("Serving"), at("Weber")])).toEqual([]);
    // A card with the name above its credential, and a second "Dr." right after a cut one.
    const card = "Dr. Lee Dr. Ana Ruiz Maria Lopez DDS";
    const cards = buildSiteCorpus(
      site([page({ text: card, textBreaks: [card.indexOf(" Dr. Ana"), card.indexOf(" DDS")] })]),
    );
    expect(extractDoctorNames(cards)).toEqual(["Dr. Ana Ruiz", "Dr. Maria Lopez"]);
  });

  it("does not read a name across a line of pasted text", () => {
    expect(doctorsIn("Posted by Dr. Lee\nCone beam CT uses a low dose.\nDr. Ana\nRuiz")).toEqual([]);
    expect(doctorsIn("Posted by Dr. Lee Cone\nCone beam CT")).toEqual(["Dr. Lee Cone"]);
  });

  it("deduplicates names across pages", () => {
    const corpus = buildSiteCorpus(
      site([
        page({ url: "https://x.com/", text: "Dr. Jane Smith" }),
        page({ url: "https://x.com/team/", text: "Jane Smith, DDS" }),
      ]),
    );
    expect(extractDoctorNames(corpus)).toEqual(["Dr. Jane Smith"]);
  });
});
