import { describe, expect, it } from "vitest";
import { addressText } from "./lead-report.ts";

const none = { practiceAddress: null, practiceCity: null, practiceState: null, practiceZipCode: null };

describe("addressText", () => {
  it("reads a US lead as the post office writes it: street, City, ST zip", () => {
    const lead = { ...none, address: "12 Quay St", city: "Boston", state: "MA", zipCode: "02110", country: "US" };
    expect(addressText(lead)).toBe("12 Quay St, Boston, MA 02110");
    // A street named after its city still gets the city: only an address kept whole abroad names it.
    expect(addressText({ ...lead, address: "100 Boston Ave" })).toBe("100 Boston Ave, Boston, MA 02110");
  });

  it("does not say a foreign address's city twice", () => {
    const lead = { ...none, address: "Sonnenstraße 12, 80331 München", city: "München", state: null, zipCode: null };
    expect(addressText({ ...lead, country: "DE" })).toBe("Sonnenstraße 12, 80331 München");
    expect(addressText({ ...lead, address: "Sonnenstraße 12", country: "DE" })).toBe("Sonnenstraße 12, München");
  });

  it("says Not set when nothing is known", () => {
    expect(addressText({ ...none, address: null, city: null, state: null, zipCode: null })).toBe("Not set");
  });
});
