import { describe, expect, it } from "vitest";
import { extractPhone, findTextPhones, normalizeUsPhone } from "./phone.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

describe("normalizeUsPhone", () => {
  it.each([
    ["(512) 555-0142", "(512) 555-0142"],
    ["512.555.0142", "(512) 555-0142"],
    ["+1 512-555-0142", "(512) 555-0142"],
    ["15125550142", "(512) 555-0142"],
    ["512-555-0142 ext. 12", "(512) 555-0142"],
    ["012-555-0142", null],
    ["555-0142", null],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizeUsPhone(raw)).toBe(expected);
  });
});

describe("findTextPhones", () => {
  it("finds phones in text and skips fax numbers", () => {
    expect(findTextPhones("Phone: 512-555-0142 Fax: (512) 555-0199 Call 1 (737) 555 0100")).toEqual([
      "(512) 555-0142",
      "(737) 555-0100",
    ]);
  });

  it("does not read a ZIP+4 or long digit runs as phones", () => {
    expect(findTextPhones("Austin, TX 78701-1234 Order 1234567890123")).toEqual([]);
  });
});

describe("extractPhone", () => {
  it("prefers the tel: link over numbers in the text", () => {
    const corpus = buildSiteCorpus(
      site([
        page({
          text: "Old number 512-555-0100",
          links: [{ href: "tel:+1-512-555-0142", text: "Call us" }],
          jsonLd: [{ "@type": "Dentist", telephone: "512-555-0177" }],
        }),
      ]),
    );
    expect(extractPhone(corpus)).toBe("(512) 555-0142");
  });

  it("uses JSON-LD telephone when there is no tel: link", () => {
    const corpus = buildSiteCorpus(
      site([page({ text: "512-555-0100", jsonLd: [{ "@type": "Dentist", telephone: "+15125550177" }] })]),
    );
    expect(extractPhone(corpus)).toBe("(512) 555-0177");
  });

  it("takes the number repeated most across pages", () => {
    const corpus = buildSiteCorpus(
      site([
        page({ url: "https://x.com/", text: "Call 512-555-0100 or 512-555-0142" }),
        page({ url: "https://x.com/about/", text: "Call 512-555-0142" }),
      ]),
    );
    expect(extractPhone(corpus)).toBe("(512) 555-0142");
  });
});
