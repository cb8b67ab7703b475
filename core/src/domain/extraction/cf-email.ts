/**
 * Cloudflare's e-mail obfuscation: `data-cfemail="<hex>"` (or a link to `/cdn-cgi/l/email-protection#<hex>`) holds
 * the address XOR-ed byte by byte with the first byte. Reversible by design, so a browser-less reader decodes it.
 */
const HEX = /^(?:[0-9a-f]{2}){2,}$/i;

export function decodeCfEmail(encoded: string): string | null {
  const hex = encoded.trim();
  if (!HEX.test(hex) || hex.length > 512) return null;
  const key = Number.parseInt(hex.slice(0, 2), 16);
  const bytes = new Uint8Array(hex.length / 2 - 1);
  for (let i = 2; i < hex.length; i += 2) bytes[i / 2 - 1] = Number.parseInt(hex.slice(i, i + 2), 16) ^ key;
  let out: string;
  try {
    // Cloudflare encodes the UTF-8 bytes; non-ASCII addresses are rare but must not come out as mojibake.
    out = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(out) ? out : null;
}

/** The encoded part of a Cloudflare protection link, or null for any other href. */
export function cfEmailFromHref(href: string): string | null {
  const m = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)$/i.exec(href);
  return m?.[1] ? decodeCfEmail(m[1]) : null;
}

/** The inverse, for the test corpus: what Cloudflare would write for `email` with `key`. */
export function encodeCfEmail(email: string, key = 0x5a): string {
  let hex = key.toString(16).padStart(2, "0");
  for (const byte of new TextEncoder().encode(email)) hex += (byte ^ key).toString(16).padStart(2, "0");
  return hex;
}
