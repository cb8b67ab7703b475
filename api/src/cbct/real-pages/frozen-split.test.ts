import { describe, expect, it } from "vitest";
import { domainOf, splitOf, splitOfDomain } from "./frozen-split.ts";

/**
 * Pins the frozen split: if the hash, the threshold or the domain rule changes, validation figures quoted anywhere
 * stop meaning what they say, so this test fails first.
 */
describe("frozen tuning/validation split", () => {
  it("keeps each pinned domain on its side", () => {
    expect(splitOfDomain("mstreetdentalauburn.com")).toBe("validation"); // sha256 starts 0x31 = 49
    expect(splitOfDomain("tmjsleeptreatmentcentres.com")).toBe("validation"); // 0x3f = 63
    expect(splitOfDomain("afterorthodontics.com")).toBe("tuning"); // 0x57 = 87, just above the threshold 77
    expect(splitOfDomain("cosmicsmile.com.au")).toBe("tuning"); // 0xf1
    expect(splitOfDomain("example.com")).toBe("tuning"); // 0xa3
  });

  it("reads the domain from the url: host lowercased, leading www. dropped, path and port ignored", () => {
    expect(domainOf("http://WWW.MStreetDentalAuburn.com/cone-beam-cbct/")).toBe("mstreetdentalauburn.com");
    expect(domainOf("https://cosmicsmile.com.au:443/general/x?y=1")).toBe("cosmicsmile.com.au");
    expect(splitOf("http://www.mstreetdentalauburn.com/cone-beam-cbct/")).toBe("validation");
    expect(splitOf("https://www.afterorthodontics.com/what-is-a-cbct-x-ray-machine/")).toBe("tuning");
  });

  it("sends about 30 % of domains to validation", () => {
    const domains = Array.from({ length: 2000 }, (_, i) => `practice-${i}.example`);
    const share = domains.filter((d) => splitOfDomain(d) === "validation").length / domains.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
  });
});
