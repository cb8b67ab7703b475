import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TokenCipher = {
  encrypt: (plain: string, owner: string) => string;
  decrypt: (sealed: string, owner: string) => string;
};

/**
 * AES-256-GCM for OAuth tokens at rest. The owner (e.g. "user:42") is authenticated data: a ciphertext copied onto
 * another user's row fails to decrypt instead of lending that user someone else's Drive.
 */
export function createTokenCipher(base64Key: string): TokenCipher {
  const key = Buffer.from(base64Key, "base64");
  if (key.length !== 32) throw new Error("DRIVE_TOKEN_KEY must be 32 bytes in base64");
  return {
    encrypt(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    decrypt(sealed, owner) {
      const [version, payload] = sealed.split(":");
      if (version !== VERSION || !payload) throw new Error("Unknown token format");
      const raw = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    },
  };
}
