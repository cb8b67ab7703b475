import { describe, expect, it } from "vitest";
import { isAddressAllowed } from "./host-policy.ts";
import { parseSiteUrl } from "./site-url.ts";

describe("parseSiteUrl", () => {
  it.each([
    ["smiledental.com", "https://smiledental.com/", "smiledental.com"],
    ["  HTTPS://WWW.SmileDental.com/about#team ", "https://www.smiledental.com/about", "smiledental.com"],
    ["http://smile-dental.co.uk:8080/x?y=1", "http://smile-dental.co.uk:8080/x?y=1", "smile-dental.co.uk:8080"],
    ["https://example.com:443/", "https://example.com/", "example.com"],
  ])("normalises %s", (input, url, domain) => {
    const r = parseSiteUrl(input);
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ url, domain }) });
  });

  it.each([
    ["", "Enter a website URL"],
    ["ftp://example.com/", "Only http and https websites can be scraped"],
    ["javascript:alert(1)", "not a valid URL"],
    ["http://user:pw@example.com/", "user name or password"],
    ["http://localhost:3000/", "is not a public host name"],
    ["http://127.0.0.1/", "private or reserved"],
    ["http://169.254.169.254/latest/meta-data", "private or reserved"],
    ["http://10.1.2.3/", "private or reserved"],
    ["http://[::1]/", "private or reserved"],
    ["http://intranet/", "is not a public host name"],
    ["http://metadata.google.internal/", "is not a public host name"],
    ["http://100.64.0.1/", "private or reserved"],
  ])("refuses %s", (input, message) => {
    const r = parseSiteUrl(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it("lets allow-listed hosts through", () => {
    expect(parseSiteUrl("http://127.0.0.1:4000/", ["127.0.0.1:4000"]).ok).toBe(true);
    expect(parseSiteUrl("http://127.0.0.1:4000/", ["127.0.0.0/8:3000-5000"]).ok).toBe(true);
    expect(parseSiteUrl("http://localhost:4000/", ["localhost:4000"]).ok).toBe(true);
    expect(parseSiteUrl("http://localhost/", ["localhost"]).ok).toBe(true);
    // A bare entry means the web ports only.
    expect(parseSiteUrl("http://127.0.0.1:6379/", ["127.0.0.1"]).ok).toBe(false);
  });
});

describe("isAddressAllowed", () => {
  it.each([
    ["example.com", "93.184.216.34", true],
    ["evil.com", "127.0.0.1", false],
    ["evil.com", "10.0.0.8", false],
    ["evil.com", "172.16.5.5", false],
    ["evil.com", "192.168.1.1", false],
    ["evil.com", "169.254.169.254", false],
    ["evil.com", "100.100.1.1", false],
    ["evil.com", "::1", false],
    ["evil.com", "fe80::1", false],
    ["evil.com", "fd00::1", false],
    ["evil.com", "::ffff:127.0.0.1", false],
    ["evil.com", "0.0.0.0", false],
    ["evil.com", "224.0.0.1", false],
    ["evil.com", "2606:4700::1111", true],
  ])("%s -> %s is %s", (host, ip, allowed) => {
    expect(isAddressAllowed(host, ip, 443, [])).toBe(allowed);
  });

  it("allows a listed CIDR", () => {
    expect(isAddressAllowed("corpus.test", "127.0.0.1", 80, ["127.0.0.0/8"])).toBe(true);
  });
});
