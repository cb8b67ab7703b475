import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import { CrawlError } from "./crawl-error.ts";

function decompressor(encoding: string): NodeJS.ReadWriteStream | null {
  switch (encoding.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads a response body into memory, decompressing it, and stops as soon as the decompressed size passes
 * `maxBytes` so neither a huge page nor a compression bomb can fill the worker's memory.
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const inflate = contentEncoding ? decompressor(contentEncoding) : null;
  const source: Readable = inflate ? (pipeline(body, inflate, () => {}) as unknown as Readable) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxBytes) throw CrawlError.tooLarge(maxBytes);
      chunks.push(buf);
    }
  } finally {
    // Breaking out of the loop destroys `source`; the raw body must go too so its socket is released.
    if (!body.destroyed && size > maxBytes) {
      body.on("error", () => {});
      body.destroy();
    }
  }
  return Buffer.concat(chunks, size);
}
