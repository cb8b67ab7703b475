import type { Readable } from "node:stream";
import type { Db } from "./client.ts";
import { inlineParams } from "./inline-params.ts";

/** Bytes gathered before they go out as one chunk (Postgres sends one message per row, ~4 KB for a lead). */
const CHUNK_BYTES = 64 * 1024;

/**
 * A query's rows as CSV, written by Postgres itself (`COPY (SELECT ...) TO STDOUT WITH (FORMAT csv)`) and streamed:
 * the database formats and quotes every cell in C, the API only passes bytes on, so 200,000 leads cost the event
 * loop next to nothing and memory stays flat (a slow download pauses the socket, which pauses Postgres).
 *
 * Opening waits for Postgres to accept the statement, so a bad query or a database that is down fails before any
 * byte of the response is sent. Cancelling the returned stream (the client went away) cancels the statement and
 * drains what is still in flight, so the pooled connection comes back clean.
 */
export async function copyCsv(
  db: Db,
  query: { sql: string; params: readonly unknown[] },
  prefix: string,
): Promise<ReadableStream<Uint8Array>> {
  const statement = db.$client.unsafe(`copy (${inlineParams(query)}) to stdout with (format csv)`);
  const rows: Readable = await statement.readable();
  // Read through the stream's async iterator (the fastest way out of a Node stream), never returning it early:
  // return() would destroy the stream under postgres.js and leave its connection waiting on a half-read COPY.
  const iterator: AsyncIterator<Buffer> = rows[Symbol.asyncIterator]();
  let finished = false;
  let cancelled = false;

  return new ReadableStream<Uint8Array>(
    {
      // The prefix (BOM, header line) goes out at once, so the download starts (the browser shows it) even while
      // Postgres is still finding the first row, e.g. sorting a filtered set.
      start(controller) {
        controller.enqueue(Buffer.from(prefix, "utf8"));
      },
      async pull(controller) {
        const batch: Buffer[] = [];
        let bytes = 0;
        while (bytes < CHUNK_BYTES) {
          const next = await iterator.next();
          if (cancelled) return; // the download went away meanwhile: cancel() drains the rest
          if (next.done) {
            finished = true;
            break;
          }
          batch.push(next.value);
          bytes += next.value.length;
        }
        if (bytes > 0) controller.enqueue(batch.length === 1 ? batch[0]! : Buffer.concat(batch, bytes));
        if (finished) controller.close();
      },
      cancel() {
        if (finished) return;
        finished = true;
        cancelled = true;
        // Postgres stops the statement; the rows already sent are read and dropped, then its error ends the copy
        // and the connection goes back to the pool clean.
        statement.cancel();
        void (async () => {
          try {
            while (!(await iterator.next()).done);
          } catch {
            // The cancellation's own error: expected.
          }
        })();
      },
    },
    { highWaterMark: 1 },
  );
}
