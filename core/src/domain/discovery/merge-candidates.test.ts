import { describe, expect, it } from "vitest";
import type { PracticeCandidate } from "./candidate.ts";
import { addressKey, phoneKey, websiteKey } from "./match-keys.ts";
import { mergeCandidates } from "./merge-candidates.ts";

function candidate(overrides: Partial<PracticeCandidate>): PracticeCandidate {
  return {
    source: "nppes",
    sourceId: "x",
    name: "Practice",
    isOrganization: true,
    doctorName: null,
    npi: null,
    phone: null,
    address: null,
    city: "Fredericksburg",
    state: "VA",
    zipCode: "22401",
    website: null,
    latitude: null,
    longitude: null,
    starRating: null,
    reviewCount: null,
    googleMapsLink: null,
    ...overrides,
  };
}

describe("match keys", () => {
  it.each([
    ["540-555-0100", "5405550100"],
    ["+1 540.555.0100", "5405550100"],
    ["(540) 555-0100 ext 2", "5405550100"],
    ["555-0100", null],
    [null, null],
  ])("phoneKey(%s) = %s", (input, key) => expect(phoneKey(input)).toBe(key));

  it.each([
    ["100 PRINCESS ANNE ST", "224014300", "100 princess anne st|22401"],
    ["100 Princess Anne Street, Suite 2", "22401", "100 princess anne st|22401"],
    ["100 Princess Anne St. #2", "22401", "100 princess anne st|22401"],
    ["PO BOX 12", "22401", null],
    ["100 Main St", null, null],
  ])("addressKey(%s, %s) = %s", (address, zip, key) => expect(addressKey(address, zip)).toBe(key));

  it.each([
    ["https://www.Riverside.example/about", "riverside.example"],
    ["riverside.example", "riverside.example"],
    ["http://127.0.0.1:4100/", "127.0.0.1:4100"],
    ["mailto:x@y.z", null],
  ])("websiteKey(%s) = %s", (input, key) => expect(websiteKey(input)).toBe(key));
});

describe("mergeCandidates", () => {
  it("joins the registry organisation, its dentists, OSM and Places into one practice", () => {
    const merged = mergeCandidates([
      candidate({
        sourceId: "1111111111",
        npi: "1111111111",
        name: "RIVERSIDE SMILES",
        phone: "540-555-0100",
        address: "100 PRINCESS ANNE ST",
      }),
      candidate({
        sourceId: "2222222222",
        npi: "2222222222",
        isOrganization: false,
        name: "Dr. Dana Lee",
        doctorName: "Dana Lee",
        address: "100 Princess Anne Street",
        zipCode: "224014300",
      }),
      candidate({
        source: "osm",
        sourceId: "node/1",
        name: "Riverside Smiles",
        phone: "+1 540 555 0100",
        website: "https://riversidesmiles.example",
        latitude: 38.3,
        longitude: -77.46,
      }),
      candidate({
        source: "places",
        sourceId: "ChIJ1",
        name: "Riverside Smiles Family Dentistry",
        website: "https://www.riversidesmiles.example/",
        starRating: 4.7,
        reviewCount: 212,
      }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      practiceName: "RIVERSIDE SMILES",
      doctorNames: ["Dana Lee"],
      npi: "1111111111",
      websiteDomain: "riversidesmiles.example",
      latitude: 38.3,
      starRating: 4.7,
      sources: ["nppes", "places", "osm"],
    });
  });

  it("keeps a registry-only practice without a website, with its dentist's NPI when it has no organisation", () => {
    const merged = mergeCandidates([
      candidate({
        sourceId: "3333333333",
        npi: "3333333333",
        isOrganization: false,
        name: "Dr. Ann Park, DDS",
        doctorName: "Ann Park",
        phone: "540-555-0177",
        address: "9 Elm St",
      }),
    ]);
    expect(merged).toEqual([
      expect.objectContaining({
        practiceName: "Dr. Ann Park, DDS",
        npi: "3333333333",
        website: null,
        websiteDomain: null,
        sources: ["nppes"],
      }),
    ]);
  });

  it("never merges two organisations with different NPIs or two different websites in one building", () => {
    const merged = mergeCandidates([
      candidate({
        sourceId: "1",
        npi: "1000000001",
        name: "Ortho Group",
        address: "1 Medical Pkwy",
        phone: "540-555-0001",
      }),
      candidate({ sourceId: "2", npi: "1000000002", name: "Perio Group", address: "1 Medical Parkway" }),
      candidate({ source: "osm", sourceId: "node/9", name: "A", website: "https://a.example", address: "5 Oak Rd" }),
      candidate({ source: "places", sourceId: "p9", name: "B", website: "https://b.example", address: "5 Oak Road" }),
    ]);
    expect(merged.map((p) => p.practiceName)).toEqual(["Ortho Group", "Perio Group", "A", "B"]);
  });

  it("takes a website that only one provider knows", () => {
    const merged = mergeCandidates([
      candidate({ sourceId: "4", npi: "1000000004", name: "HILLTOP DENTAL", phone: "(540) 555-0142" }),
      candidate({
        source: "places",
        sourceId: "p4",
        name: "Hilltop Dental",
        phone: "540.555.0142",
        website: "https://hilltop.example/",
      }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      npi: "1000000004",
      website: "https://hilltop.example/",
      sources: ["nppes", "places"],
    });
  });
});
