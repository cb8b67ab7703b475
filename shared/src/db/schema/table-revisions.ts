import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One counter per table, moved by a statement-level trigger on every write (migration 0006): the leads list's O(1)
 * change token. Read it instead of aggregating the table; compare two readings to know whether anything changed.
 */
export const tableRevisions = pgTable("table_revisions", {
  tableName: text().primaryKey(),
  revision: bigint({ mode: "number" }).notNull().default(0),
});
