/**
 * Turns response bytes into text and decides whether they are HTML at all. Servers mislabel both ways: PDFs and
 * images go out as text/html, and real pages go out with no content type, so the bytes are sniffed as well.
 */

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
// Labels that say nothing about the body; the bytes decide.
const VAGUE_TYPES = new Set(["", "text/plain", "application/octet-stream", "unknown/unknown"]);

const MAGIC: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP, DOCX, XLSX
  [0x52, 0x49, 0x46, 0x46], // RIFF (WEBP, WAV, AVI)
  [0x1f, 0x8b], // gzip that was not declared as such
  [0x00, 0x00, 0x01, 0x00], // ICO
  [0x77, 0x4f, 0x46], // WOFF
];

export type MediaType = { type: string; charset: string | null };

export function parseContentType(header: string | undefined): MediaType {
  if (!header) return { type: "", charset: null };
  const [type = "", ...params] = header.split(";");
  let charset: string | null = null;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p);
    if (m?.[1]) charset = m[1].toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** "html" when the header says so, "sniff" when the header is vague, "other" when it names something else. */
export function classifyType(type: string): "html" | "sniff" | "other" {
  if (HTML_TYPES.has(type)) return "html";
  if (VAGUE_TYPES.has(type)) return "sniff";
  return "other";
}

function hasBom(bytes: Uint8Array): boolean {
  return (
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  );
}

/** True for bytes no HTML page starts with: known binary signatures or NUL bytes near the start. */
export function looksBinary(bytes: Uint8Array, charset: string | null): boolean {
  if (MAGIC.some((sig) => sig.every((b, i) => bytes[i] === b))) return true;
  if (hasBom(bytes) || charset?.startsWith("utf-16")) return false;
  const head = bytes.subarray(0, 1024);
  let control = 0;
  for (const b of head) {
    if (b === 0) return true;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  }
  return head.length > 0 && control / head.length > 0.1;
}

/** For vaguely labelled bodies: does the text start like a web page? */
export function looksLikeHtml(text: string): boolean {
  const start = text.slice(0, 2048).replace(/^\uFEFF/, "");
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body|meta|title|link|script|div|p|h1)\b/i.test(
    start,
  );
}

function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4096)).toString("latin1");
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head);
  return m?.[1]?.toLowerCase() ?? null;
}

/** Decodes with the BOM, then the header's charset, then <meta charset>, then UTF-8. */
export function decodeBody(bytes: Uint8Array, headerCharset: string | null): string {
  let label = "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = "utf-16be";
  else if (!hasBom(bytes)) label = headerCharset ?? sniffMetaCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
