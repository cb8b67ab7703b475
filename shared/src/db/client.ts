import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import * as schema from "./schema/index.ts";

/** $client is the postgres.js pool, for what drizzle does not wrap (server-side cursors for streamed exports). */
export type Db = PostgresJsDatabase<typeof schema> & { $client: Sql };
export type DbHandle = { db: Db; close: () => Promise<void> };

/** Opens a pool; nothing connects until the first query (no connection on import). */
export function createDb(url: string, options: { max?: number } = {}): DbHandle {
  // The app runs short indexed queries, many at once, on small machines; two planner features cost them more than
  // they save (measured at 200,000 leads on 2 cores, bench:api):
  // - JIT compiling: the export (COPY of every lead) runs 1.5x faster without it;
  // - parallel workers: starting them and merging their output cost more than it saved on every leads query (p50
  //   with -> without: the unchanged poll 78 -> 15 ms, a page deep inside a quick search 274 -> 41 ms, the export
  //   11.7 -> 5.9 s); the other core is better left to the next request.
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Strings: postgres.js drops falsy values from the startup message, so a number 0 would never be sent.
    connection: { jit: "off", max_parallel_workers_per_gather: "0" },
  });
  const db = drizzle(client, { schema, casing: "snake_case" });
  return { db, close: () => client.end({ timeout: 5 }) };
}

export { schema };
