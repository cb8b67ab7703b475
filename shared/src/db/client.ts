import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import * as schema from "./schema/index.ts";

/** $client is the postgres.js pool, for what drizzle does not wrap (server-side cursors for streamed exports). */
export type Db = PostgresJsDatabase<typeof schema> & { $client: Sql };
export type DbHandle = { db: Db; close: () => Promise<void> };

/** Opens a pool; nothing connects until the first query (no connection on import). */
export function createDb(url: string, options: { max?: number } = {}): DbHandle {
  // JIT off: the app runs short indexed queries, where compiling costs more than it saves; the export (COPY of
  // every lead) runs 1.5x faster without it.
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {}, connection: { jit: "off" } });
  const db = drizzle(client, { schema, casing: "snake_case" });
  return { db, close: () => client.end({ timeout: 5 }) };
}

export { schema };
