import { describe, expect, it } from "vitest";
import { type AddressFields, geocodeAddressOf, geocodeCacheKey, hitPrecision } from "./geocode-address.ts";

const none: AddressFields = {
  address: null,
  practiceAddress: null,
  city: null,
  practiceCity: null,
  state: null,
  practiceState: null,
  zipCode: null,
  practiceZipCode: null,
  country: null,
};

describe("geocodeAddressOf", () => {
  it("reads a US lead's street line, city, state and five-digit zip", () => {
    expect(
      geocodeAddressOf({
        ...none,
        address: "100 Princess Anne St, Suite 2",
        city: "Fredericksburg",
        state: "va",
        zipCode: "22401-1234",
      }),
    ).toEqual({ kind: "us", street: "100 Princess Anne St", city: "Fredericksburg", state: "VA", zip: "22401" });
  });

  it("falls back to the practice* copies of the address", () => {
    expect(geocodeAddressOf({ ...none, practiceCity: "Austin", practiceState: "TX" })).toEqual({
      kind: "us",
      street: null,
      city: "Austin",
      state: "TX",
      zip: null,
    });
  });

  it("has nothing to place a lead by without a zip or a city with its state", () => {
    expect(geocodeAddressOf(none)).toBeNull();
    expect(geocodeAddressOf({ ...none, address: "12 Main St" })).toBeNull();
    expect(geocodeAddressOf({ ...none, city: "Springfield" })).toBeNull();
    expect(geocodeAddressOf({ ...none, zipCode: "n/a" })).toBeNull();
  });

  it("asks with the whole postal address outside the US", () => {
    expect(geocodeAddressOf({ ...none, country: "ca", address: "200 Bay St, Toronto, ON M5J 2J1" })).toEqual({
      kind: "freeform",
      text: "200 Bay St, Toronto, ON M5J 2J1",
      country: "CA",
    });
  });
});

describe("geocodeCacheKey", () => {
  it("gives one key to the same address however it is spelled", () => {
    const a = geocodeAddressOf({
      ...none,
      address: "100 Princess Anne Street, Ste 4",
      city: "Fredericksburg",
      state: "VA",
      zipCode: "22401",
    })!;
    const b = geocodeAddressOf({
      ...none,
      address: "100  princess anne st.",
      city: "fredericksburg",
      state: "va",
      zipCode: "22401",
    })!;
    expect(geocodeCacheKey(a)).toBe(geocodeCacheKey(b));
    const other = geocodeAddressOf({
      ...none,
      address: "102 Princess Anne St",
      city: "Fredericksburg",
      state: "VA",
      zipCode: "22401",
    })!;
    expect(geocodeCacheKey(other)).not.toBe(geocodeCacheKey(a));
  });
});

describe("hitPrecision", () => {
  it.each([
    [{ addresstype: "place", place_rank: 30 }, "address"],
    [{ addresstype: "road", place_rank: 26 }, "street"],
    [{ addresstype: "postcode", place_rank: 21 }, "postcode"],
    [{ addresstype: "city", place_rank: 16 }, "city"],
    [{}, "city"],
  ] as const)("%j is %s", (hit, precision) => expect(hitPrecision(hit)).toBe(precision));
});
