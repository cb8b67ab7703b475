import type { PracticeListItem } from "@cbct/shared/db/queries/practices";
import { cbctStatusLabel } from "@cbct/shared/domain/scoring/lead-labels";
import { stringify } from "csv-stringify/sync";

type Column = { header: string; value: (p: PracticeListItem) => string | number | null };

const date = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** The columns a rep works a lead from: who, where, what scanner, how good a lead, why. */
const COLUMNS: Column[] = [
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

/**
 * The leads as CSV (RFC 4180, UTF-8 with a BOM so Excel reads accents). Scraped text is hostile input: cells that
 * start like a formula (=, +, -, @, tab, CR) are escaped so a spreadsheet shows them instead of running them.
 */
export function practicesCsv(rows: readonly PracticeListItem[]): string {
  const records = rows.map((p) => COLUMNS.map((c) => c.value(p) ?? ""));
  return `\uFEFF${stringify(records, { header: true, columns: COLUMNS.map((c) => c.header), escape_formulas: true })}`;
}
