import { copyCsv } from "@cbct/shared/db/copy-csv";
import type { Db } from "@cbct/shared/db/client";
import { practiceListColumns } from "@cbct/shared/db/queries/practice-list";
import { CBCT_STATUSES, practices } from "@cbct/shared/db/schema/practices";
import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { stringify } from "csv-stringify/sync";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The lead export, one CSV column per field, formatted by Postgres (COPY ... TO STDOUT CSV): each column is a SQL
 * expression that renders the cell as text. What the cells look like:
 * - text as stored; lists joined with "; "; booleans "Yes"/"No"; timestamps ISO 8601 in UTC with milliseconds
 *   (2026-11-23T12:58:00.000Z); numbers as Postgres writes them (numeric keeps its scale: 38.3032000); JSON as JSON.
 * - Scraped text is hostile input: a text cell that starts like a formula (= + - @, tab, CR, or their full-width
 *   forms) gets a leading apostrophe so a spreadsheet shows it instead of running it (OWASP "CSV injection").
 *   Numbers are never prefixed: a longitude of -77.46 stays a number.
 * - Empty cells are NULL; Postgres quotes an empty string ("") to tell it apart, which spreadsheets read as empty.
 */
type Column = { header: string; sql: SQL };

/** First characters a spreadsheet reads as the start of a formula. */
const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const formulaStarts = sql.raw(FORMULA_STARTS.map((ch) => `chr(${ch.codePointAt(0)})`).join(", "));

/** A text cell, apostrophe-prefixed when it would start a formula. */
const safeText = (text: SQL | AnyColumn): SQL =>
  sql`case when left(${text}, 1) in (${formulaStarts}) then '''' || ${text} else ${text} end`;

const isoTimestamp = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoDate = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const yesNo = (column: AnyColumn) => sql`case when ${column} then 'Yes' when not ${column} then 'No' end`;
const list = (column: AnyColumn) => safeText(sql`array_to_string(${column}, '; ', '')`);

/** A cell for any column of the table, by its type. */
function cellOf(column: AnyColumn): SQL {
  const type = column.columnType;
  if (type === "PgBoolean") return yesNo(column);
  if (type === "PgTimestamp" || type === "PgTimestampString") return isoTimestamp(column);
  if (type === "PgArray") return list(column);
  if (type === "PgInteger" || type === "PgSerial" || type === "PgNumeric" || type === "PgReal")
    return sql`${column}::text`;
  if (type === "PgJsonb" || type === "PgJson") return safeText(sql`${column}::text`);
  return safeText(sql`${column}::text`);
}

const statusLabel = sql`case ${practices.cbctStatus} ${sql.join(
  CBCT_STATUSES.map((status) => sql`when ${sql.raw(`'${status}'`)} then ${sql.raw(`'${cbctStatusLabel(status)}'`)}`),
  sql` `,
)} else ${sql.raw(`'${cbctStatusLabel(null)}'`)} end`;

/** The columns a rep works a lead from, first: who, where, what scanner, how good a lead, why. */
const LEAD_COLUMNS: Column[] = [
  { header: "Practice Name", sql: cellOf(practices.practiceName) },
  { header: "Doctor", sql: cellOf(practices.doctorName) },
  { header: "Website", sql: safeText(sql`coalesce(${practices.website}, ${practices.websiteLink})`) },
  { header: "Phone", sql: safeText(sql`coalesce(${practices.phone}, ${practices.telephone})`) },
  { header: "Email", sql: cellOf(practices.email) },
  { header: "Address", sql: cellOf(practices.address) },
  { header: "City", sql: cellOf(practices.city) },
  { header: "State", sql: cellOf(practices.state) },
  { header: "Zip Code", sql: cellOf(practices.zipCode) },
  { header: "CBCT Status", sql: statusLabel },
  { header: "CBCT Confidence (%)", sql: sql`round(coalesce(${practices.cbctConfidence}, 0))::int::text` },
  { header: "CBCT Manufacturer", sql: cellOf(practices.cbctManufacturer) },
  { header: "CBCT Model", sql: cellOf(practices.cbctModel) },
  { header: "CBCT Install Year", sql: cellOf(practices.cbctInstallYear) },
  { header: "Scanner Age (years)", sql: cellOf(practices.cbctAge) },
  { header: "Replacement Priority", sql: cellOf(practices.replacementPriority) },
  { header: "Lead Score", sql: cellOf(practices.leadScore) },
  { header: "Practice Score", sql: cellOf(practices.practiceScore) },
  { header: "AI Score", sql: cellOf(practices.aiScore) },
  { header: "Lead Type", sql: cellOf(practices.leadType) },
  { header: "Lead Category", sql: cellOf(practices.leadQualityCategory) },
  { header: "Sales Likelihood", sql: cellOf(practices.salesLikelihoodScore) },
  { header: "Timeframe", sql: cellOf(practices.salesLikelihoodTimeframe) },
  { header: "Services", sql: cellOf(practices.services) },
  { header: "Last Scraped", sql: isoDate(practices.scrapedAt) },
  { header: "Last Updated", sql: isoDate(practices.lastUpdated) },
];

// Fields the columns above already show (under a rep's name for them).
const SHOWN = new Set<string>([
  "practiceName",
  "doctorName",
  "website",
  "phone",
  "email",
  "address",
  "city",
  "state",
  "zipCode",
  "cbctStatus",
  "cbctConfidence",
  "cbctManufacturer",
  "cbctModel",
  "cbctInstallYear",
  "cbctAge",
  "replacementPriority",
  "leadScore",
  "practiceScore",
  "aiScore",
  "leadType",
  "leadQualityCategory",
  "salesLikelihoodScore",
  "salesLikelihoodTimeframe",
  "services",
  "scrapedAt",
  "lastUpdated",
]);

/** "hasIoScanner" -> "Has Io Scanner": a readable header for every other field. */
const header = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/** Every field of the lead a list shows (not rawData): the rep's columns first, then the rest in schema order. */
export const PRACTICE_CSV_COLUMNS: readonly Column[] = [
  ...LEAD_COLUMNS,
  ...Object.entries(practiceListColumns)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, column]): Column => ({ header: header(key), sql: cellOf(column) })),
];

/** UTF-8 BOM, so Excel reads accents. */
export const CSV_BOM = "\uFEFF";

/** The header line, as the CSV library writes it (RFC 4180). */
const HEADER_LINE = stringify([PRACTICE_CSV_COLUMNS.map((c) => c.header)]);

/** Which leads, in which order: the list's WHERE and ORDER BY (and at most `limit` of them). */
export type PracticeCsvSelection = { where: SQL | undefined; orderBy: SQL[]; limit?: number };

/** The leads as a CSV document (BOM, header, one line per lead), streamed from Postgres. */
export async function practicesCsvStream(db: Db, selection: PracticeCsvSelection): Promise<ReadableStream<Uint8Array>> {
  const cells = Object.fromEntries(PRACTICE_CSV_COLUMNS.map((c, i) => [`c${i}`, c.sql]));
  const base = db
    .select(cells)
    .from(practices)
    .where(selection.where)
    .orderBy(...selection.orderBy);
  const query = selection.limit === undefined ? base.toSQL() : base.limit(selection.limit).toSQL();
  return copyCsv(db, query, CSV_BOM + HEADER_LINE);
}
