import { describe, expect, it } from "vitest";
import { allowListProblem, hostNameProblem, isAddressAllowed } from "./host-policy.ts";

describe("SCRAPER_ALLOW_HOSTS entries", () => {
  it.each([
    "127.0.0.1",
    "127.0.0.1:8099",
    "127.0.0.1:1024-65535",
    "corpus.test",
    "corpus.test:8080",
    "10.0.0.0/8",
    "10.0.0.0/8:8000-9000",
    "[::1]",
    "[::1]:8080",
    "fd00::/8",
    "[fd00::]/8:443",
  ])("accepts %s", (entry) => {
    expect(allowListProblem([entry])).toBeNull();
  });

  it.each([
    "127.0.0.1:",
    "127.0.0.1:0",
    "127.0.0.1:70000",
    "127.0.0.1:9000-8000",
    "127.0.0.1:abc",
    "10.0.0.0/33",
    "bad host!",
    "http://127.0.0.1",
    "[::1",
  ])("refuses the malformed %s with a message naming it", (entry) => {
    expect(allowListProblem([entry])).toContain(entry);
  });

  it("lets a bare host or CIDR reach ports 80 and 443 only", () => {
    expect(isAddressAllowed("corpus.test", "127.0.0.1", 80, ["127.0.0.1"])).toBe(true);
    expect(isAddressAllowed("corpus.test", "127.0.0.1", 443, ["127.0.0.0/8"])).toBe(true);
    expect(isAddressAllowed("corpus.test", "127.0.0.1", 6379, ["127.0.0.1"])).toBe(false);
    expect(isAddressAllowed("corpus.test", "127.0.0.1", 5432, ["127.0.0.0/8"])).toBe(false);
    expect(isAddressAllowed("intranet", "10.1.2.3", 8080, ["intranet"])).toBe(false);
    expect(isAddressAllowed("intranet", "10.1.2.3", 443, ["intranet"])).toBe(true);
  });

  it("honours a port or a port range", () => {
    expect(isAddressAllowed("x", "127.0.0.1", 8099, ["127.0.0.1:8099"])).toBe(true);
    expect(isAddressAllowed("x", "127.0.0.1", 8098, ["127.0.0.1:8099"])).toBe(false);
    expect(isAddressAllowed("x", "127.0.0.1", 40000, ["127.0.0.1:1024-65535"])).toBe(true);
    expect(isAddressAllowed("x", "127.0.0.1", 6379, ["127.0.0.1:1024-6000"])).toBe(false);
    expect(isAddressAllowed("x", "::1", 8080, ["[::1]:8080"])).toBe(true);
    expect(isAddressAllowed("x", "10.9.9.9", 8500, ["10.0.0.0/8:8000-9000"])).toBe(true);
  });

  it("checks the port before any lookup too", () => {
    expect(hostNameProblem("127.0.0.1", ["127.0.0.1:8099"], 8099)).toBeNull();
    expect(hostNameProblem("127.0.0.1", ["127.0.0.1:8099"], 6379)).not.toBeNull();
    expect(hostNameProblem("127.0.0.1", ["127.0.0.1"], 80)).toBeNull();
  });
});

describe("public hosts", () => {
  it("refuses well-known service ports, so the scraper is no port-scanning proxy", () => {
    for (const port of [22, 25, 3306, 5432, 6379, 11211, 27017]) {
      expect(isAddressAllowed("example.com", "93.184.216.34", port, []), String(port)).toBe(false);
      expect(hostNameProblem("example.com", [], port), String(port)).not.toBeNull();
    }
    for (const port of [80, 443, 8080, 8443]) {
      expect(isAddressAllowed("example.com", "93.184.216.34", port, [])).toBe(true);
    }
  });

  it.each([
    "::7f00:1", // [::127.0.0.1] as the URL parser writes it
    "::a9fe:a9fe",
    "::a00:1",
    "168.63.129.16",
  ])("refuses %s", (ip) => {
    expect(isAddressAllowed("evil.com", ip, 80, [])).toBe(false);
    expect(hostNameProblem(ip.includes(":") ? `[${ip}]` : ip, [], 80)).not.toBeNull();
  });
});
