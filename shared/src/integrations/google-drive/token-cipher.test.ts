import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher } from "./token-cipher.ts";

const cipher = createTokenCipher(randomBytes(32).toString("base64"));

describe("token cipher", () => {
  it("round-trips a token without storing it in clear", () => {
    const sealed = cipher.encrypt("1//refresh-token", "user:1");
    expect(sealed).not.toContain("refresh-token");
    expect(cipher.decrypt(sealed, "user:1")).toBe("1//refresh-token");
  });

  it("refuses a ciphertext moved to another user's row", () => {
    const sealed = cipher.encrypt("1//refresh-token", "user:1");
    expect(() => cipher.decrypt(sealed, "user:2")).toThrow();
  });

  it("refuses a tampered ciphertext and another key", () => {
    const sealed = cipher.encrypt("secret", "user:1");
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => cipher.decrypt(tampered, "user:1")).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString("base64")).decrypt(sealed, "user:1")).toThrow();
  });

  it("rejects a key of the wrong size", () => {
    expect(() => createTokenCipher(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
