import type { PracticeListItem } from "@cbct/shared/db/queries/practices";
import { practiceListColumns } from "@cbct/shared/db/queries/practice-list";
import { cbctStatusLabel } from "@cbct/shared/domain/scoring/lead-labels";
import { stringify } from "csv-stringify/sync";

type Cell = string | number | null;
type Column = { header: string; value: (p: PracticeListItem) => Cell };

const date = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** The columns a rep works a lead from, first: who, where, what scanner, how good a lead, why. */
const LEAD_COLUMNS: Column[] = [
  { header: "Practice Name", value: (p) => p.practiceName },
  { header: "Doctor", value: (p) => p.doctorName },
  { header: "Website", value: (p) => p.website ?? p.websiteLink },
  { header: "Phone", value: (p) => p.phone ?? p.telephone },
  { header: "Email", value: (p) => p.email },
  { header: "Address", value: (p) => p.address },
  { header: "City", value: (p) => p.city },
  { header: "State", value: (p) => p.state },
  { header: "Zip Code", value: (p) => p.zipCode },
  { header: "CBCT Status", value: (p) => cbctStatusLabel(p.cbctStatus) },
  { header: "CBCT Confidence (%)", value: (p) => Math.round(Number(p.cbctConfidence)) },
  { header: "CBCT Manufacturer", value: (p) => p.cbctManufacturer },
  { header: "CBCT Model", value: (p) => p.cbctModel },
  { header: "CBCT Install Year", value: (p) => p.cbctInstallYear },
  { header: "Scanner Age (years)", value: (p) => p.cbctAge },
  { header: "Replacement Priority", value: (p) => p.replacementPriority },
  { header: "Lead Score", value: (p) => p.leadScore },
  { header: "Practice Score", value: (p) => p.practiceScore },
  { header: "AI Score", value: (p) => p.aiScore },
  { header: "Lead Type", value: (p) => p.leadType },
  { header: "Lead Category", value: (p) => p.leadQualityCategory },
  { header: "Sales Likelihood", value: (p) => p.salesLikelihoodScore },
  { header: "Timeframe", value: (p) => p.salesLikelihoodTimeframe },
  { header: "Services", value: (p) => p.services.join("; ") },
  { header: "Last Scraped", value: (p) => date(p.scrapedAt) },
  { header: "Last Updated", value: (p) => date(p.lastUpdated) },
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

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Every field of the lead: the rep's columns first, then each remaining column of the table in schema order. */
export const PRACTICE_CSV_COLUMNS: readonly Column[] = [
  ...LEAD_COLUMNS,
  ...Object.keys(practiceListColumns)
    .filter((key) => !SHOWN.has(key))
    .map((key): Column => ({ header: header(key), value: (p) => cell(p[key as keyof PracticeListItem]) })),
];

/**
 * Rows as CSV text (RFC 4180). Scraped text is hostile input: cells that start like a formula (=, +, -, @, tab, CR)
 * are escaped so a spreadsheet shows them instead of running them.
 */
export function practicesCsvChunk(rows: readonly PracticeListItem[], options: { header: boolean }): string {
  const records = rows.map((p) => PRACTICE_CSV_COLUMNS.map((c) => c.value(p) ?? ""));
  return stringify(records, {
    header: options.header,
    columns: PRACTICE_CSV_COLUMNS.map((c) => c.header),
    escape_formulas: true,
  });
}

/** UTF-8 BOM, so Excel reads accents. */
export const CSV_BOM = "\uFEFF";

/** The leads as one CSV document (small sets; exports stream with practicesCsvStream). */
export function practicesCsv(rows: readonly PracticeListItem[]): string {
  return `${CSV_BOM}${practicesCsvChunk(rows, { header: true })}`;
}

/**
 * A CSV document streamed from batches of leads: the header, then each batch as it arrives. Pull-based, so a slow
 * download holds back the database cursor instead of piling rows up in memory; a cancelled download closes it.
 */
export function practicesCsvStream(batches: AsyncGenerator<PracticeListItem[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(CSV_BOM + practicesCsvChunk([], { header: true })));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(practicesCsvChunk(next.value, { header: false })));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
