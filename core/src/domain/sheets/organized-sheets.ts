import { stringify } from "csv-stringify/sync";
import { cbctStatusLabel } from "../scoring/lead-labels.ts";

/**
 * The organised lead sheets (spec 9: All Leads, CBCT Confirmed, High Priority, By State, Summary), built once here and
 * shared by the sheets export (GET /api/sheets/export?format=organized) and the automated pipeline's
 * "organise sheets" step, so both always produce the same files.
 *
 * High Priority means a lead a rep should call first: leadType premium or hot (lead score 70 or more, or an
 * orthodontic practice without its own CBCT; see domain/scoring/lead-score.ts), and not disqualified. The pipeline
 * result's summary.highPriority counts the same leads.
 */

/** The lead fields the sheets read; a dental_practices row (or its list item) satisfies it. */
export type SheetLead = {
  practiceName: string;
  doctorName: string | null;
  website: string | null;
  websiteLink: string | null;
  phone: string | null;
  telephone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  cbctStatus: string;
  cbctConfidence: string | number;
  cbctManufacturer: string | null;
  cbctModel: string | null;
  cbctAge: number | null;
  replacementPriority: string | null;
  leadScore: number;
  practiceScore: number;
  leadType: string;
  leadQualityCategory: string;
  services: readonly string[];
  disqualified: boolean;
  npiNumber: string | null;
  discoverySource: string;
};

export type OrganizedSheets = {
  sheetCount: number;
  leadCount: number;
  /** File name -> CSV text (UTF-8 with a BOM so spreadsheet programs read accents). */
  csvFiles: Record<string, string>;
};

export const SHEET_FILE_NAMES = {
  allLeads: "All_Leads.csv",
  cbctConfirmed: "CBCT_Confirmed.csv",
  highPriority: "High_Priority.csv",
  byState: "By_State.csv",
  summary: "Summary.csv",
} as const;

export function isHighPriority(lead: Pick<SheetLead, "leadType" | "disqualified">): boolean {
  return !lead.disqualified && (lead.leadType === "premium" || lead.leadType === "hot");
}

export function isCbctConfirmed(lead: Pick<SheetLead, "cbctStatus">): boolean {
  return lead.cbctStatus === "confirmed";
}

type Column = { header: string; value: (l: SheetLead) => string | number | null };

const LEAD_COLUMNS: Column[] = [
  { header: "Practice Name", value: (l) => l.practiceName },
  { header: "Doctor", value: (l) => l.doctorName },
  { header: "Website", value: (l) => l.website ?? l.websiteLink },
  { header: "Phone", value: (l) => l.phone ?? l.telephone },
  { header: "Email", value: (l) => l.email },
  { header: "Address", value: (l) => l.address },
  { header: "City", value: (l) => l.city },
  { header: "State", value: (l) => l.state },
  { header: "Zip Code", value: (l) => l.zipCode },
  { header: "CBCT Status", value: (l) => cbctStatusLabel(l.cbctStatus) },
  { header: "CBCT Confidence (%)", value: (l) => Math.round(Number(l.cbctConfidence)) },
  { header: "CBCT Manufacturer", value: (l) => l.cbctManufacturer },
  { header: "CBCT Model", value: (l) => l.cbctModel },
  { header: "Scanner Age (years)", value: (l) => l.cbctAge },
  { header: "Replacement Priority", value: (l) => l.replacementPriority },
  { header: "Lead Score", value: (l) => l.leadScore },
  { header: "Practice Score", value: (l) => l.practiceScore },
  { header: "Lead Type", value: (l) => l.leadType },
  { header: "Lead Category", value: (l) => l.leadQualityCategory },
  { header: "High Priority", value: (l) => (isHighPriority(l) ? "Yes" : "No") },
  { header: "Services", value: (l) => l.services.join("; ") },
  { header: "NPI", value: (l) => l.npiNumber },
  { header: "Source", value: (l) => l.discoverySource },
];

/** Scraped and registry text is hostile input: formula-like cells are escaped so spreadsheets show, not run, them. */
function toCsv(headers: string[], records: (string | number | null)[][]): string {
  const rows = records.map((r) => r.map((v) => v ?? ""));
  return `\uFEFF${stringify(rows, { header: true, columns: headers, escape_formulas: true })}`;
}

function leadsCsv(leads: readonly SheetLead[]): string {
  return toCsv(
    LEAD_COLUMNS.map((c) => c.header),
    leads.map((l) => LEAD_COLUMNS.map((c) => c.value(l))),
  );
}

const byScore = (a: SheetLead, b: SheetLead) =>
  b.leadScore - a.leadScore || a.practiceName.localeCompare(b.practiceName);

const stateOf = (l: SheetLead) => l.state?.trim().toUpperCase() || "Unknown";

function byStateThenScore(a: SheetLead, b: SheetLead): number {
  const sa = stateOf(a);
  const sb = stateOf(b);
  if (sa !== sb) {
    // "Unknown" sorts last so the real states lead the sheet.
    if (sa === "Unknown") return 1;
    if (sb === "Unknown") return -1;
    return sa.localeCompare(sb);
  }
  return byScore(a, b);
}

function summaryCsv(leads: readonly SheetLead[], generatedAt: Date): string {
  const total = leads.length;
  const avg = total === 0 ? 0 : Math.round(leads.reduce((s, l) => s + l.leadScore, 0) / total);
  const count = (p: (l: SheetLead) => boolean) => leads.filter(p).length;
  const rows: (string | number)[][] = [
    ["Generated At", generatedAt.toISOString()],
    ["Total Leads", total],
    ["CBCT Confirmed", count(isCbctConfirmed)],
    ["CBCT Likely", count((l) => l.cbctStatus === "likely")],
    ["High Priority", count(isHighPriority)],
    ["Premium Leads", count((l) => l.leadType === "premium")],
    ["Hot Leads", count((l) => l.leadType === "hot")],
    ["Average Lead Score", avg],
    ["Leads Without Website", count((l) => !(l.website ?? l.websiteLink))],
  ];
  const states = new Map<string, number>();
  for (const l of leads) states.set(stateOf(l), (states.get(stateOf(l)) ?? 0) + 1);
  for (const [state, n] of [...states].sort(([a], [b]) => a.localeCompare(b))) rows.push([`Leads in ${state}`, n]);
  return toCsv(["Metric", "Value"], rows);
}

/**
 * Pure: the same leads and date give the same files. Leads are sorted by lead score (highest first) in every sheet,
 * and by state first in By State.
 */
export function buildOrganizedSheets(leads: readonly SheetLead[], generatedAt: Date): OrganizedSheets {
  const sorted = [...leads].sort(byScore);
  const csvFiles: Record<string, string> = {
    [SHEET_FILE_NAMES.allLeads]: leadsCsv(sorted),
    [SHEET_FILE_NAMES.cbctConfirmed]: leadsCsv(sorted.filter(isCbctConfirmed)),
    [SHEET_FILE_NAMES.highPriority]: leadsCsv(sorted.filter(isHighPriority)),
    [SHEET_FILE_NAMES.byState]: leadsCsv([...leads].sort(byStateThenScore)),
    [SHEET_FILE_NAMES.summary]: summaryCsv(leads, generatedAt),
  };
  return { sheetCount: Object.keys(csvFiles).length, leadCount: leads.length, csvFiles };
}
