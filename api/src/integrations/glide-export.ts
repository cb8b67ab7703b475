import type { ExportLead } from "@cbct/shared/db/queries/export-leads";
import { GLIDE_COLUMNS, glideRow } from "@cbct/core/domain/glide/glide-columns";
import { stringify } from "csv-stringify/sync";

/** Rows keyed by the Glide table's column ids: the body of a Glide API add, or a file to import. */
export function glideJson(leads: readonly ExportLead[]): string {
  return JSON.stringify(leads.map(glideRow), null, 2);
}

/** The Glide columns by display name, for Glide's CSV import; formula-like cells escaped (scraped text is hostile). */
export function glideCsv(leads: readonly ExportLead[]): string {
  const records = leads.map((lead) => GLIDE_COLUMNS.map((c) => c.value(lead) ?? ""));
  const columns = GLIDE_COLUMNS.map((c) => c.displayName);
  return `\uFEFF${stringify(records, { header: true, columns, escape_formulas: true, cast: { boolean: (b) => (b ? "true" : "false") } })}`;
}
