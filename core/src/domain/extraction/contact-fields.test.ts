import { describe, expect, it } from "vitest";
import { extractPractice } from "./extract-practice.ts";
import { nameFromFooter } from "./practice-name.ts";
import { readPhone } from "./phone.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

const NOW = { now: new Date("2026-03-01T00:00:00Z") };
const contact = (pages: Parameters<typeof page>[0][], finalUrl?: string) => {
  const x = extractPractice(site(pages.map(page), finalUrl), NOW);
  return {
    practiceName: x.practiceName,
    phone: x.phone,
    phoneE164: x.phoneE164,
    email: x.email,
    address: x.address,
    city: x.city,
    state: x.state,
    zipCode: x.zipCode,
    country: x.country,
    fieldSources: x.fieldSources,
    otherLocations: x.otherLocations,
  };
};

describe("readPhone", () => {
  it.each([
    ["(540) 555-0142", "US", "(540) 555-0142", "+15405550142"],
    ["tel:+1-540-555-0142", "US", "(540) 555-0142", "+15405550142"],
    ["540.555.0142 ext. 3", "US", "(540) 555-0142", "+15405550142"],
    ["+350 5491 0521", "US", "54910521", "+35054910521"],
    ["020 7946 0958", "GB", "020 7946 0958", "+442079460958"],
    ["(416) 623-8443", "CA", "(416) 623-8443", "+14166238443"],
  ])("%s in %s -> %s", (raw, country, national, e164) => {
    expect(readPhone(raw, country)).toEqual({ national, e164 });
  });

  it("never forces a foreign number into a US shape", () => {
    expect(readPhone("5491 0521", "US")).toBeNull();
    expect(readPhone("12345", "US")).toBeNull();
  });
});

describe("nameFromFooter", () => {
  it.each([
    ["© 2025 Harbor Family Dental. All rights reserved.", "Harbor Family Dental"],
    ["Copyright © 2019-2025 Oakridge Dentistry, PLLC | Privacy Policy", "Oakridge Dentistry"],
    ["© 2025 Website by Dental Marketing Pros", null],
    ["© 2025 Jane Doe", null],
  ])("%s -> %s", (footer, name) => {
    expect(nameFromFooter(footer)).toBe(name);
  });
});

describe("contact fields in order of trust", () => {
  it("reads name, phone, e-mail and address from a JSON-LD @graph and says so", () => {
    const got = contact([
      {
        title: "Permanent Tooth Replacement | Dr. Amy Lee",
        headings: ["Permanent Tooth Replacement"],
        text: "Call 512-555-0100 today.",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@graph": [
              { "@type": "WebSite", name: "Lakeline Dental" },
              {
                "@type": ["Dentist", "LocalBusiness"],
                name: "Lakeline Dental | Family & Implant Dentistry",
                telephone: "+1 512 555 0142",
                email: "frontdesk@lakelinedental.com",
                address: {
                  "@type": "PostalAddress",
                  streetAddress: "1200 Lakeline Blvd, Suite 4",
                  addressLocality: "Cedar Park",
                  addressRegion: "TX",
                  postalCode: "78613",
                  addressCountry: "US",
                },
              },
            ],
          },
        ],
      },
    ]);
    expect(got).toMatchObject({
      practiceName: "Lakeline Dental",
      phone: "(512) 555-0142",
      phoneE164: "+15125550142",
      email: "frontdesk@lakelinedental.com",
      address: "1200 Lakeline Blvd, Suite 4",
      city: "Cedar Park",
      state: "TX",
      zipCode: "78613",
      country: "US",
      fieldSources: { practiceName: "json-ld", phone: "json-ld", email: "json-ld", address: "json-ld" },
      otherLocations: [],
    });
  });

  it("prefers og:site_name to an inner page heading and to a dentist's name", () => {
    const got = contact([
      { title: "Home | Dr. Amy Lee DDS", siteName: "Riverbend Smiles", headings: ["Dr. Amy Lee"] },
      {
        url: "https://www.smiledental.com/implants/",
        title: "Permanent Tooth Replacement",
        siteName: "Riverbend Smiles",
      },
    ]);
    expect(got.practiceName).toBe("Riverbend Smiles");
    expect(got.fieldSources.practiceName).toBe("og");
  });

  it("takes the name from the footer, then the logo, when titles say nothing", () => {
    expect(
      contact([{ title: "Home", footerText: "© 2025 Maple Grove Dental Care. All rights reserved." }]),
    ).toMatchObject({
      practiceName: "Maple Grove Dental Care",
      fieldSources: { practiceName: "footer" },
    });
    expect(contact([{ title: "Home", logoAlts: ["Cedar Creek Dentistry logo"] }])).toMatchObject({
      practiceName: "Cedar Creek Dentistry",
      fieldSources: { practiceName: "logo" },
    });
  });

  it("reads the footer's phone and address before numbers elsewhere in the text", () => {
    const footerText = "Pine Dental 88 Pine St, Bend, OR 97701 Phone: (541) 555-0110";
    const got = contact([
      { text: `Our lab partner: (541) 555-0190, 5 Lab Way, Salem, OR 97301. ${footerText}`, footerText },
      { url: "https://www.smiledental.com/blog/", text: "Call the lab at (541) 555-0190 or (541) 555-0190." },
    ]);
    expect(got).toMatchObject({
      phone: "(541) 555-0110",
      address: "88 Pine St",
      city: "Bend",
      state: "OR",
      zipCode: "97701",
      fieldSources: { phone: "footer", address: "footer" },
    });
  });

  it("keeps an address outside the US whole and the number in its national format", () => {
    const got = contact(
      [
        {
          text: "Ring us on 020 7946 0958",
          jsonLd: [
            {
              "@type": "Dentist",
              name: "Camden Dental Studio",
              telephone: "020 7946 0958",
              address: {
                "@type": "PostalAddress",
                streetAddress: "12 Parkway",
                addressLocality: "London",
                postalCode: "NW1 7AA",
                addressCountry: "GB",
              },
            },
          ],
        },
      ],
      "https://www.camdendental.co.uk/",
    );
    expect(got).toMatchObject({
      phone: "020 7946 0958",
      phoneE164: "+442079460958",
      address: "12 Parkway, London, NW1 7AA, GB",
      city: "London",
      state: null,
      zipCode: null,
      country: "GB",
    });
  });

  it("reads a non-US number by the site's tel: links when nothing else says where it is", () => {
    const got = contact([{ text: "Call 5491 0521", links: [{ href: "tel:+35054910521", text: "5491 0521" }] }]);
    expect(got).toMatchObject({ phone: "54910521", phoneE164: "+35054910521", country: "GI" });
  });

  it("keeps the main office in the lead and the others beside it", () => {
    const footerText =
      "Main Office 100 Oak Ave, Springfield, IL 62701 (217) 555-0101 | North Office 9 Elm Rd, Chatham, IL 62629 (217) 555-0102";
    const got = contact([{ text: footerText, footerText }]);
    expect(got).toMatchObject({ address: "100 Oak Ave", city: "Springfield", phone: "(217) 555-0101" });
    expect(got.otherLocations).toEqual([
      { address: "9 Elm Rd", city: "Chatham", state: "IL", zipCode: "62629", country: "US", phone: "(217) 555-0102" },
    ]);
    expect(
      extractPractice(site([page({ text: footerText, footerText })]), NOW).businessFlags.hasMultipleLocations,
    ).toBe(true);
  });

  it("invents nothing the site does not show", () => {
    const got = contact([{ title: "Welcome", text: "We love smiles. Zip 78701 order 1234567890123." }]);
    expect(got).toMatchObject({
      practiceName: null,
      phone: null,
      phoneE164: null,
      email: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      fieldSources: {},
      otherLocations: [],
    });
  });

  it("reads microdata like JSON-LD", () => {
    const got = contact([
      {
        microdata: [
          {
            "@type": "Dentist",
            name: "Bayview Dental Care",
            telephone: "+14155550199",
            address: {
              "@type": "PostalAddress",
              streetAddress: "40 Harbor Way",
              addressLocality: "Sausalito",
              addressRegion: "CA",
              postalCode: "94965",
            },
          },
        ],
      },
    ]);
    expect(got).toMatchObject({
      practiceName: "Bayview Dental Care",
      phone: "(415) 555-0199",
      city: "Sausalito",
      fieldSources: { practiceName: "microdata", phone: "microdata", address: "microdata" },
    });
  });
});

describe("names from logos", () => {
  it("never takes an insurer's logo for the practice's name", () => {
    const got = contact([{ title: "Home", logoAlts: ["Delta Dental", "Cigna Dental"] }]);
    expect(got.practiceName).toBeNull();
  });
});
