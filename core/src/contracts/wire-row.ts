import { getTableColumns, type Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";

/** A row as it arrives over JSON: timestamps are ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * The JSON shape of one table row, derived from its drizzle definition so a new column is in the contract at once:
 * every timestamp column becomes an ISO string (nullable when the column is), every other column keeps drizzle-zod's
 * schema. `overrides` narrows text columns typed with `$type` (status enums) to their values; `omit` leaves out
 * internal columns the API never answers with.
 */
export function wireRowSchema<T extends Table, K extends keyof T["$inferSelect"] & string = never>(
  table: T,
  overrides: Record<string, z.ZodType> = {},
  omit: readonly K[] = [],
): z.ZodType<Wire<Omit<T["$inferSelect"], K>>> {
  const timestamps: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType !== "date") continue;
    timestamps[key] = column.notNull ? z.string() : z.string().nullable();
  }
  const row = (createSelectSchema(table) as unknown as z.ZodObject).extend({ ...timestamps, ...overrides });
  return row.omit(Object.fromEntries(omit.map((k) => [k, true as const]))) as never;
}
