import { describe, expect, it } from "vitest";
import { placeList } from "./places.ts";
import { findWorldAddresses, guessCountryFromAddresses } from "./world-address.ts";

// A small gazetteer of invented-for-the-test coverage: real place names, but only the few these fixtures use.
const places = placeList({
  GB: ["Leeds", "Harrogate", "Kendal", "Dublin"],
  US: ["Dublin", "Kendal"],
  IE: ["Galway", "Dublin"],
  IN: ["Pune", "Thane"],
  NZ: ["Hamilton", "Wellington"],
  AU: ["Hamilton", "Ballarat"],
  KE: ["Mombasa", "Kisumu"],
  AE: ["Sharjah", "Dubai"],
  MY: ["Ipoh", "Kuala Lumpur"],
  LT: ["Kaunas"],
  EG: ["Alexandria", "Giza"],
  DE: ["Freiburg im Breisgau"],
});

const cities = (text: string, country: string, withPlaces = true) =>
  findWorldAddresses(text, country, withPlaces ? places : undefined).map((a) => a.city);

describe("findWorldAddresses: postcode formats", () => {
  it("reads the post town before a UK postcode, whole address kept", () => {
    const [a] = findWorldAddresses("Visit us: 14 Kirkgate Lane, Headingley, Leeds LS6 3QW. Open weekdays.", "GB");
    expect(a).toMatchObject({
      city: "Leeds",
      postcode: "LS6 3QW",
      address: "14 Kirkgate Lane, Headingley, Leeds LS6 3QW",
    });
  });

  it("takes a city by its shape alone only after a street part (no gazetteer)", () => {
    expect(cities("Oak House, 3 Mill Road, Harrogate HG1 2AB", "GB", false)).toEqual(["Harrogate"]);
    // A postcode-like token in prose, with no street before it, gives no city.
    expect(cities("Ask for Room B2 4QT at reception", "GB", false)).toEqual([]);
    // "A1 2ND Floor" is a unit and a floor, not a postcode (the town is still read from the line).
    expect(findWorldAddresses("12 High Street, Suite A1 2ND Floor, Leeds", "GB", places)).toMatchObject([
      { city: "Leeds", postcode: null },
    ]);
  });

  it("skips the region between the city and the code (India, Canada, Australia)", () => {
    expect(cities("Shop 4, Baner Road, Pune, Maharashtra 411045", "IN")).toEqual(["Pune"]);
    expect(cities("Unit 2, 88 Queen Street, Ottawa, ON K1P 5E7", "CA", false)).toEqual(["Ottawa"]);
    expect(cities("Level 1, 20 Sturt Street, Ballarat VIC 3350", "AU")).toEqual(["Ballarat"]);
  });

  it("reads an Eircode after a Dublin postal district", () => {
    expect(cities("Suite 3, Ranelagh Medical Centre, Dublin 6, D06 X2Y3", "IE")).toEqual(["Dublin"]);
  });

  it("reads the city after the postcode where the country writes it first", () => {
    expect(cities("12, Jalan Sultan Idris Shah, 30000 Ipoh, Perak.", "MY")).toEqual(["Ipoh"]);
    expect(cities("Bertoldstraße 9, 79098 Freiburg im Breisgau", "DE")).toEqual(["Freiburg im Breisgau"]);
    expect(cities("Bertoldstraße 9, 79098 Freiburg", "DE", false)).toEqual(["Freiburg"]);
  });

  it("ends the city with its line or before a contact label, not at the next capitalised word", () => {
    expect(cities("Sonnenstraße 12\n80331 München\nTel. 089 123456", "DE", false)).toEqual(["München"]);
    expect(cities("Sonnenstraße 12 80331 München Tel. 089 123456", "DE", false)).toEqual(["München"]);
    expect(cities("12 rue de Rivoli 75001 Paris Tél. 01 23 45 67 89", "FR", false)).toEqual(["Paris"]);
    // Guard: a city of several words on its line is still whole.
    expect(cities("Bertoldstraße 9\n79098 Freiburg im Breisgau\nTelefon 0761 123456", "DE")).toEqual([
      "Freiburg im Breisgau",
    ]);
  });

  it("does not open an address with the footer's phone or opening-hours lines above it", () => {
    const addresses = (text: string) => findWorldAddresses(text, "DE").map((a) => a.address);
    expect(addresses("Mo–Fr 8–12 Uhr, Mo/Di/Do 14–18 Uhr\nSonnenstraße 12, 80331 München")).toEqual([
      "Sonnenstraße 12, 80331 München",
    ]);
    expect(addresses("Tel. 089 123456\nSonnenstraße 12\n80331 München")).toEqual(["Sonnenstraße 12, 80331 München"]);
    // Guard: a house number on its own part stays ("12, Jalan Sultan Idris Shah, 30000 Ipoh").
    expect(findWorldAddresses("12, Jalan Sultan Idris Shah, 30000 Ipoh, Perak.", "MY", places)[0]?.address).toContain(
      "12, Jalan Sultan Idris Shah",
    );
  });

  it("keeps a street type written short in the address: its full stop ends no sentence", () => {
    const addresses = (text: string, country: string) => findWorldAddresses(text, country).map((a) => a.address);
    expect(addresses("Avda. de la Constitución, 20\n41001 Sevilla", "ES")).toEqual([
      "Avda. de la Constitución, 20, 41001 Sevilla",
    ]);
    expect(addresses("ul. Marszałkowska 10 lok. 5\n00-590 Warszawa", "PL")).toEqual([
      "ul. Marszałkowska 10 lok. 5, 00-590 Warszawa",
    ]);
    expect(addresses("Cabinet dentaire\n12, av. des Champs-Élysées\n75008 Paris", "FR")).toEqual([
      "Cabinet dentaire, 12, av. des Champs-Élysées, 75008 Paris",
    ]);
    expect(addresses("Studio Rossi, V.le Monza, 25, 20127 Milano (MI)", "IT")).toEqual([
      "Studio Rossi, V.le Monza, 25, 20127 Milano",
    ]);
    // Guard: a sentence's own full stop still starts the address after it.
    expect(addresses("We moved here in 2019. Sonnenstraße 12, 80331 München", "DE")).toEqual([
      "Sonnenstraße 12, 80331 München",
    ]);
  });

  it("reads a city of joined words after its postcode (Mexico)", () => {
    expect(
      findWorldAddresses("Av. Insurgentes Sur 1234, Col. Del Valle\n03100 Ciudad de México, CDMX", "MX", undefined),
    ).toMatchObject([
      { city: "Ciudad de México", address: "Av. Insurgentes Sur 1234, Col. Del Valle, 03100 Ciudad de México" },
    ]);
  });

  it("reads Brazil's CEP after the city and its state, with or without its label", () => {
    const br = placeList({ BR: ["São Paulo", "Rio de Janeiro"] });
    expect(findWorldAddresses("Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100", "BR", br)).toMatchObject([
      { city: "São Paulo", postcode: "01310-100", address: "Av. Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100" },
    ]);
    // A street, its number, a room and a district, the city and state, and the CEP on a line of its own.
    expect(
      findWorldAddresses(
        "R. Visconde de Pirajá, 330 - sala 501 - Ipanema\nRio de Janeiro - RJ\nCEP 22410-002",
        "BR",
        br,
      ),
    ).toMatchObject([
      {
        city: "Rio de Janeiro",
        address: "R. Visconde de Pirajá, 330, sala 501, Ipanema, Rio de Janeiro, RJ, 22410-002",
      },
    ]);
    expect(cities("Rua Augusta 100, São Paulo, CEP 01304-000", "BR", false)).toEqual(["São Paulo"]);
    // Guard: a mobile number's "99876-5432" is no CEP.
    expect(cities("Rua Augusta 100, WhatsApp (11) 99876-5432", "BR", false)).toEqual([]);
  });

  it("reads the three-and-two-digit postcodes of Czechia, Slovakia, Sweden and Greece, not a phone's groups", () => {
    expect(findWorldAddresses("Václavské nám. 12\n110 00 Praha 1\nTel.: +420 224 123 456", "CZ")).toMatchObject([
      { city: "Praha", postcode: "110 00", address: "Václavské nám. 12, 110 00 Praha" },
    ]);
    expect(cities("Drottninggatan 5, 111 51 Stockholm", "SE", false)).toEqual(["Stockholm"]);
    // Guard: "22 123 45 67" and "224 123 456" hold no postcode.
    expect(cities("Hlavná 5, tel. 22 123 45 67 Bratislava", "SK", false)).toEqual([]);
    expect(cities("Hlavní 5, tel. 224 123 456 Brno", "CZ", false)).toEqual([]);
  });

  it("reads Singapore's six digits after the city-state's name, and no other six digits", () => {
    expect(cities("Blk 201 Toa Payoh North #01-20 Singapore 310201", "SG", false)).toEqual(["Singapore"]);
    expect(cities("Invoice 310201 paid", "SG", false)).toEqual([]);
  });

  it("does not read a four-digit year or an opening time as a postcode", () => {
    expect(cities("© 2024 Hamilton Smiles. Open 0800 to 1700.", "NZ")).toEqual([]);
  });
});

describe("findWorldAddresses: addresses without a postcode", () => {
  it("takes the part before the country's name", () => {
    expect(cities("Ground floor, Nyali Centre, Links Road, Mombasa, Kenya", "KE")).toEqual(["Mombasa"]);
  });

  it("takes an emirate after the country's name", () => {
    expect(cities("UAE, Sharjah, Al Majaz 2, Tower B", "AE", false)).toEqual(["Sharjah"]);
  });

  it("takes the last part of a labelled block that names a place", () => {
    expect(cities("Address: Savanorių pr. 12, Kaunas Phone: 8 600 00000", "LT")).toEqual(["Kaunas"]);
    // A one-line block (the page's line breaks are gone): the gazetteer finds the town among the words.
    expect(cities("Address: Fell View Surgery 12 Station Road Kendal Telephone 01539 000000", "GB")).toEqual([
      "Kendal",
    ]);
  });

  it("takes a known place after a street part, without the region word", () => {
    expect(cities("3rd Floor, Smouha Tower, Alexandria Governorate Tel +20 3 0000000", "EG")).toEqual(["Alexandria"]);
  });

  it("leaves the city empty when no part is clearly a city", () => {
    expect(cities("Find us: near the old market, behind the bank", "KE", false)).toEqual([]);
    expect(cities("We serve families from all over the region.", "KE")).toEqual([]);
  });
});

describe("guessCountryFromAddresses", () => {
  it("names the country whose format finds an address with a city the gazetteer places there", () => {
    expect(guessCountryFromAddresses(["Address: 9 Mill Lane Harrogate Phone 01423 000000"], places)).toBe("GB");
    expect(guessCountryFromAddresses(["12, Jalan Sultan Idris Shah, 30000 Ipoh, Perak."], places)).toBe("MY");
  });

  it("says nothing without a gazetteer, for a place that is also in the US, or for plain prose", () => {
    expect(guessCountryFromAddresses(["Address: 9 Mill Lane Harrogate"], undefined)).toBeNull();
    expect(guessCountryFromAddresses(["Address: 9 Mill Lane, Kendal"], places)).toBeNull();
    expect(guessCountryFromAddresses(["The best dentist in town since 1998."], places)).toBeNull();
  });
});
