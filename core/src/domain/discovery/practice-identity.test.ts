import { describe, expect, it } from "vitest";
import { identityPhone, identityStreet, nameSimilarity, phoneStreetKey } from "./practice-identity.ts";

describe("practice identity keys", () => {
  it("reads every provider's spelling of one phone as one E.164 number", () => {
    for (const p of ["(540) 555-0142", "+1 540-555-0142", "540.555.0142", "5405550142", "1-540-555-0142"]) {
      expect(identityPhone(p)).toBe("+15405550142");
    }
    expect(identityPhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(identityPhone("555-0142")).toBeNull();
    expect(identityPhone(null)).toBeNull();
  });

  it("reads one street however it is written, without its suite", () => {
    const same = [
      "100 Princess Anne Street, Suite 2",
      "100 PRINCESS ANNE ST",
      "100 Princess Anne St. Ste 200",
      "100 Princess Anne St #4",
      "100 princess anne street, Fredericksburg, VA 22401",
      "100 Princess Anne St Unit B",
    ];
    for (const a of same) expect(identityStreet(a)).toBe("100 princess anne st");
    expect(identityStreet("2100 North Jefferson Davis Highway")).toBe("2100 n jefferson davis hwy");
    expect(identityStreet("2100 N. Jefferson Davis Hwy, 2nd Floor")).toBe("2100 n jefferson davis hwy");
    expect(identityStreet("PO BOX 401")).toBeNull();
    expect(identityStreet("Princess Anne Street")).toBeNull();
    expect(identityStreet("102 Princess Anne St")).not.toBe(identityStreet("100 Princess Anne St"));
  });

  it("keys a practice by phone and street together, and by neither alone", () => {
    expect(phoneStreetKey("(540) 555-0142", "100 Princess Anne Street")).toBe("+15405550142|100 princess anne st");
    expect(phoneStreetKey(null, "100 Princess Anne Street")).toBeNull();
    expect(phoneStreetKey("(540) 555-0142", null)).toBeNull();
  });

  it("scores names of one practice as similar and of two practices as not", () => {
    expect(nameSimilarity("Smith Family Dentistry", "SMITH FAMILY DENTISTRY PC")).toBe(1);
    expect(nameSimilarity("Smith Family Dentistry", "Smith Dental")).toBeGreaterThan(0.8);
    expect(nameSimilarity("Smith Family Dentistry", "Riverside Orthodontics")).toBeLessThan(0.3);
  });
});
