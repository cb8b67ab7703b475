import { describe, expect, it } from "vitest";
import { distinctAddressCount, extractAddress, findUsAddresses } from "./address.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

const first = (text: string) => {
  const a = findUsAddresses(text)[0];
  return a ? { address: a.address, city: a.city, state: a.state, zipCode: a.zipCode } : null;
};

describe("findUsAddresses", () => {
  it.each([
    [
      "Visit us at 1200 Main Street, Suite 4, Austin, TX 78701 today",
      { address: "1200 Main Street, Suite 4", city: "Austin", state: "TX", zipCode: "78701" },
    ],
    [
      "Smile Dental 1200 Main Street Suite 4 Round Rock, TX 78664-1234 Call (512) 555-0142",
      { address: "1200 Main Street Suite 4", city: "Round Rock", state: "TX", zipCode: "78664-1234" },
    ],
    [
      "Hours Mon 8 Am 455 N. Oak Ave. Springfield, Illinois 62701",
      { address: "455 N. Oak Ave.", city: "Springfield", state: "IL", zipCode: "62701" },
    ],
    [
      "Call (512) 555-0142 12000 Highway 290 West, Austin, TX 78737",
      { address: "12000 Highway 290 West", city: "Austin", state: "TX", zipCode: "78737" },
    ],
    [
      "Riverbend Dental • 2210 Kingston Pike • Knoxville, TN 37902 • 865-555-0161",
      { address: "2210 Kingston Pike", city: "Knoxville", state: "TN", zipCode: "37902" },
    ],
    [
      "Iverson Family Dentistry 825 Nicollet Mall, Suite 900 Minneapolis, MN 55401 Get in touch",
      { address: "825 Nicollet Mall, Suite 900", city: "Minneapolis", state: "MN", zipCode: "55401" },
    ],
  ])("%s", (text, expected) => {
    expect(first(text)).toEqual(expected);
  });

  it.each([
    "We have served 12000 patients in TX 78701 is our zip", // no street
    "P.O. Box 123, Austin, TX 78701",
    "Order number 78701 shipped",
  ])("finds no street address in '%s'", (text) => {
    expect(findUsAddresses(text)).toEqual([]);
  });
});

describe("extractAddress", () => {
  it("prefers the JSON-LD PostalAddress and turns a full state name into its code", () => {
    const corpus = buildSiteCorpus(
      site([
        page({
          text: "99 Elm Rd, Dallas, TX 75201",
          jsonLd: [
            {
              "@type": "Dentist",
              name: "Smile Dental",
              address: {
                "@type": "PostalAddress",
                streetAddress: "1200 Main Street, Suite 4",
                addressLocality: "Austin",
                addressRegion: "Texas",
                postalCode: "78701",
              },
            },
          ],
        }),
      ]),
    );
    expect(extractAddress(corpus)).toEqual({
      address: "1200 Main Street, Suite 4",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    });
  });

  it("reads a one-line JSON-LD address string", () => {
    const corpus = buildSiteCorpus(
      site([page({ jsonLd: [{ "@type": "Dentist", address: "455 Oak Ave, Springfield, IL 62701" }] })]),
    );
    expect(extractAddress(corpus)).toEqual({
      address: "455 Oak Ave",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
  });

  it("falls back to the footer address repeated on every page", () => {
    const footer = "Smile Dental | 1200 Main Street, Austin, TX 78701";
    const corpus = buildSiteCorpus(
      site([
        page({ url: "https://x.com/", text: `Our partner lab is at 5 Lab Way, Dallas, TX 75201. ${footer}` }),
        page({ url: "https://x.com/about/", text: footer }),
      ]),
    );
    expect(extractAddress(corpus)).toEqual({
      address: "1200 Main Street",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    });
  });

  it("counts two spellings of one place once and two places twice", () => {
    const one = buildSiteCorpus(
      site([page({ text: "1200 Main Street, Austin, TX 78701 | 1200 Main St., Austin, TX 78701-0001" })]),
    );
    const two = buildSiteCorpus(
      site([page({ text: "1200 Main St, Austin, TX 78701 | 800 Oak Dr, Round Rock, TX 78664" })]),
    );
    expect(distinctAddressCount(one)).toBe(1);
    expect(distinctAddressCount(two)).toBe(2);
  });
});

describe("grid addresses", () => {
  it("keeps the whole street of a Utah-style grid address", () => {
    expect(findUsAddresses("Little Teeth | 350 South 400 East, Suite 110, Salt Lake City, UT 84111")).toEqual([
      {
        address: "350 South 400 East, Suite 110",
        city: "Salt Lake City",
        state: "UT",
        zipCode: "84111",
        key: "350|84111",
      },
    ]);
  });
});

describe("a phone number right before the street", () => {
  it("does not glue the phone's last digits onto the street number", () => {
    const [a] = findUsAddresses("Call 303.555.0162 7400 W Alameda Ave · Lakewood, CO 80226");
    expect(a?.address).toBe("7400 W Alameda Ave");
    expect(a?.city).toBe("Lakewood");
  });
});
