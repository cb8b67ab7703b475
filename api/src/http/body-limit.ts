import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { AppError } from "./app-error.ts";

// Reading and discarding an oversized body costs bandwidth, not memory; past this the connection is simply closed.
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Reads and discards up to `limit` more bytes; true when the body ended within it. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<boolean> {
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    read += value.byteLength;
    if (read > limit) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/**
 * 413 for bodies over `maxSize`. The answer is written only once the client has finished sending (up to a bound):
 * a response written mid-upload makes fetch and browsers report a network error instead of the 413 and its
 * `{"error"}`. A body without Content-Length is buffered up to the limit and handed on.
 */
export function bodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined) {
      // Node's parser never delivers more than Content-Length, so a declared size within the limit is the size.
      if (Number(declared) <= maxSize) return next();
      const ended = await drain(body.getReader(), DRAIN_LIMIT);
      throw withClose(ended);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) throw withClose(await drain(reader, DRAIN_LIMIT - size));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    await next();
  };
}

/** Past the drain bound the client is still sending: close the connection after the answer. */
function withClose(ended: boolean): AppError {
  return new AppError(
    "payload_too_large",
    "Request body is too large",
    ended ? {} : { headers: { Connection: "close" } },
  );
}
