/**
 * Writes a parameterised query's values into its text, for the statements Postgres cannot bind parameters to:
 * `COPY (SELECT ...) TO STDOUT` takes no $1. Values become escape-string literals (E'...', backslashes and quotes
 * escaped), which Postgres reads the same way whatever standard_conforming_strings says, so a search for
 * `\'; drop table` stays a search. Only the types the leads filters use are accepted; anything else throws rather
 * than guess. The statement's own text must hold no `$<digits>` but its placeholders (drizzle writes every value as
 * a placeholder, and the export's SQL has no dollar sign); a placeholder without a value throws.
 */
export function inlineParams(query: { sql: string; params: readonly unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= query.params.length) throw new Error(`inlineParams: no value for $${n}`);
    return literal(query.params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`inlineParams: ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") {
    if (value.includes("\0")) throw new Error("inlineParams: strings cannot hold NUL");
    return `E'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  }
  throw new Error(`inlineParams: cannot inline a ${typeof value}`);
}
