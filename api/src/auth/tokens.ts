import { createHash, randomBytes } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** 25 random bytes (200 bits) as 40 lower-case base32 characters: unguessable and cookie-safe. */
export function generateSessionToken(): string {
  return base32(randomBytes(25));
}

/** What the sessions table stores: a stolen table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function looksLikeSessionToken(value: string): boolean {
  return /^[a-z2-7]{40}$/.test(value);
}
