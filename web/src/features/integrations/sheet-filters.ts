import type { SheetsCbctFilter, SheetsFormat, SheetsLeadTypeFilter } from "@cbct/core/contracts/sheets";

export type SheetFilters = { cbctStatus: SheetsCbctFilter | ""; leadType: SheetsLeadTypeFilter | "" };

export const SHEETS_CBCT_OPTIONS: { value: SheetFilters["cbctStatus"]; label: string }[] = [
  { value: "", label: "All statuses" },
  { value: "Confirmed", label: "Confirmed" },
  { value: "Likely", label: "Likely" },
  { value: "Unlikely", label: "Unlikely" },
];

export const SHEETS_LEAD_TYPE_OPTIONS: { value: SheetFilters["leadType"]; label: string }[] = [
  { value: "", label: "All leads" },
  { value: "high-priority", label: "High Priority" },
  { value: "qualified", label: "Qualified" },
  { value: "cbct-replacement", label: "CBCT Replacement" },
];

export const SHEETS_FORMAT_OPTIONS: { value: SheetsFormat; label: string }[] = [
  { value: "organized", label: "Organized sheets (5 files)" },
  { value: "single-csv", label: "Single CSV file" },
];
