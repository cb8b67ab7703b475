import { describe, expect, it } from "vitest";
import { findUsAddresses } from "./address.ts";
import { extractPractice } from "./extract-practice.ts";
import { countryFromTextNumbers, findPhones } from "./phone.ts";
import { placeList } from "./places.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

const places = placeList({
  US: ["Austin", "Plano", "Kendal"],
  GB: ["Kendal", "Leeds"],
  KE: ["Mombasa"],
  MY: ["Ipoh"],
  IN: ["Pune"],
});

const one = (text: string, url: string, extra: Parameters<typeof page>[0] = {}) =>
  extractPractice(site([page({ url, text, ...extra })]), { places });

describe("phones written as text", () => {
  it("reads a bare ten-digit US number only after a word that says phone", () => {
    expect(findPhones("Call us today 5125550142 to book", "US").map((p) => p.national)).toEqual(["(512) 555-0142"]);
    expect(findPhones("Order 5125550142 shipped", "US")).toEqual([]);
  });

  it("keeps a number's own country when it is written with +CC on a US page", () => {
    expect(findPhones("London office +44 20 7946 0958", "US").map((p) => p.e164)).toEqual(["+442079460958"]);
  });

  it("reads a national number right after a postcode (one run of digit groups)", () => {
    expect(findPhones("14 Vine Street, Hamilton 3204 07 834 0000 reception@example.nz", "NZ")).toEqual([
      { national: "07 834 0000", e164: "+6478340000" },
    ]);
  });

  it("does not take a postcode for a phone number (the library reads '80331' as a valid German number)", () => {
    const nationals = (text: string, country: string) => findPhones(text, country).map((p) => p.national);
    expect(nationals("Sonnenstraße 12, 80331 München Tel. 089 123456", "DE")).toEqual(["089 123456"]);
    expect(nationals("Sonnenstraße 12 80331 München Telefon 089 1234567", "DE")).toEqual(["089 1234567"]);
    expect(nationals("Hauptstraße 5\n1010 Wien\nTel. 01 234 56 78", "AT")).toEqual(["01 2345678"]);
    expect(nationals("Damstraat 1 1012 JM Amsterdam", "NL")).toEqual([]);
    // Guard: a number is still read when it is not the postcode's shape.
    expect(nationals("Termine unter 0351 1234567", "DE")).toEqual(["0351 1234567"]);
  });

  it("does not take opening hours, a tax number, a registry number or an IBAN in a footer for a phone", () => {
    const nationals = (text: string) => findPhones(text, "DE").map((p) => p.national);
    expect(nationals("Mo–Fr 8–12 Uhr, Mo/Di/Do 14–18 Uhr\nTel. 089 123456")).toEqual(["089 123456"]);
    expect(nationals("Steuer-Nr. 143/123/45678\nTelefon 089 123456")).toEqual(["089 123456"]);
    expect(nationals("Tax 143/123/45678 | 089 123456")).toEqual(["089 123456"]);
    expect(nationals("USt-IdNr. DE123456789 · HRB 123456\nTelefon 089 123456")).toEqual(["089 123456"]);
    expect(nationals("IBAN DE89 3704 0044 0532 0130 00\nTelefon 089 123456")).toEqual(["089 123456"]);
    // Guard: one slash is how Germans often write a number.
    expect(nationals("Telefon 089/123456")).toEqual(["089 123456"]);
  });

  it("does not take the EU's on-call service number (116 117) for the practice's", () => {
    expect(findPhones("Notdienst: 116 117. Praxis: 0351 1234567", "DE").map((p) => p.national)).toEqual([
      "0351 1234567",
    ]);
  });

  it("reads a UK mobile and a header 'Call 020 …'", () => {
    expect(findPhones("Call 020 7946 0958 | Text 07911 123456", "GB").map((p) => p.e164)).toEqual([
      "+442079460958",
      "+447911123456",
    ]);
  });

  it("names the country of the numbers written with a country code", () => {
    expect(countryFromTextNumbers(["Reception +254 722 000000, bookings +254 733 000000"])).toBe("KE");
    expect(countryFromTextNumbers(["Reception 0722 000000"])).toBeNull();
  });
});

describe("where the practice is, when the site does not declare it", () => {
  it("from +CC numbers in the text, and both spellings of the number are kept", () => {
    const x = one(
      "Tooth Corner Dental. Phone: +254 722 000 000. Nyali Centre, Links Road, Mombasa, Kenya",
      "https://toothcorner.example/",
    );
    expect(x).toMatchObject({ country: "KE", city: "Mombasa", phone: "0722 000000", phoneE164: "+254722000000" });
    expect(x.state).toBeNull();
    expect(x.zipCode).toBeNull();
  });

  it("from a country named at an address's end", () => {
    const x = one("Smile Studio | 2 Mill Road, Ipoh, Malaysia", "https://smilestudio.example/");
    expect(x).toMatchObject({ country: "MY", city: "Ipoh" });
  });

  it("from a UK postcode, with the bare national number read in that country", () => {
    const x = one("Kirkgate Dental, 14 Kirkgate Lane, Leeds LS6 3QW. Call 0113 496 0000", "https://kirkgate.example/");
    expect(x).toMatchObject({ country: "GB", city: "Leeds", phone: "0113 496 0000", phoneE164: "+441134960000" });
    expect(x.address).toContain("LS6 3QW");
  });

  it("from an Indian PIN after the state", () => {
    const x = one("Shop 4, Baner Road, Pune, Maharashtra 411045. Tel 020 2729 0000", "https://banerdental.example/");
    expect(x).toMatchObject({ country: "IN", city: "Pune" });
  });

  it("from 'Singapore' and a six-digit postcode", () => {
    const x = one(
      "Toa Payoh Dental, Blk 201 Toa Payoh North #01-20 Singapore 310201 Tel: 6250 0000",
      "https://tpd.example/",
    );
    expect(x).toMatchObject({ country: "SG", city: "Singapore", phone: "6250 0000", phoneE164: "+6562500000" });
  });

  it("from the gazetteer, for a labelled block whose town is in one country", () => {
    const x = one(
      "Address: Fell View Surgery 12 Station Road Leeds Telephone 0113 496 0000",
      "https://fellview.example/",
    );
    expect(x).toMatchObject({ country: "GB", city: "Leeds", phone: "0113 496 0000" });
  });

  it("stays US when a US number is shown, even beside a town the gazetteer places abroad", () => {
    const x = one("Address: 9 Mill Lane, Leeds Phone: (512) 555-0142", "https://mill.example/");
    expect(x).toMatchObject({ country: "US", phone: "(512) 555-0142" });
  });

  it("stays US for a US address, and never invents a city or a number", () => {
    expect(one("Visit 1200 Main Street, Austin, TX 78701", "https://austin.example/")).toMatchObject({
      country: "US",
      city: "Austin",
    });
    const nothing = one("Gentle dentistry for the whole family.", "https://gentle.example/");
    expect(nothing).toMatchObject({ country: "US", city: null, phone: null, address: null });
  });
});

describe("declared addresses abroad", () => {
  it("take the city from the same address in the text when the declaration gives none", () => {
    const x = extractPractice(
      site([
        page({
          url: "https://kirkgate.example/",
          text: "Kirkgate Dental | 14 Kirkgate Lane, Leeds LS6 3QW | 0113 496 0000",
          jsonLd: [
            {
              "@context": "https://schema.org",
              "@type": "Dentist",
              name: "Kirkgate Dental",
              address: "14 Kirkgate Lane, Leeds LS6 3QW",
              addressCountry: "GB",
              telephone: "0113 496 0000",
            },
          ],
        }),
      ]),
      { places },
    );
    expect(x).toMatchObject({ country: "GB", address: "14 Kirkgate Lane, Leeds LS6 3QW", city: "Leeds" });
  });
});

describe("US street lines", () => {
  it("reads a street that follows a building's name (its line break lost)", () => {
    expect(findUsAddresses("Lakeside Medical Building 4100 Harbor Blvd, Suite 210, Oxnard, CA 93035")).toMatchObject([
      { address: "4100 Harbor Blvd, Suite 210", city: "Oxnard", zipCode: "93035" },
    ]);
    // "Building 4" alone is a unit, not a street.
    expect(findUsAddresses("Building 4 Austin, TX 78701")).toEqual([]);
  });

  it("splits a street with no street type from its city with the gazetteer, and not without it", () => {
    expect(findUsAddresses("Suite 2, 700 Rio Grande Austin, TX 78701", places)).toMatchObject([
      { address: "700 Rio Grande", city: "Austin" },
    ]);
    expect(findUsAddresses("Suite 2, 700 Rio Grande Austin, TX 78701")[0]?.city).toBeNull();
  });
});
