import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { SheetsCbctFilter, SheetsLeadTypeFilter } from "@cbct/core/contracts/sheets";
import type { Db } from "../client.ts";
import { type CbctStatus, type LeadType, type Practice, practices } from "../schema/practices.ts";
import { isLive } from "./practice-list.ts";

/** At most this many leads go into one export file or upload (a rep's territory, not the whole table at once). */
export const MAX_EXPORT_LEADS = 50_000;

/**
 * The spreadsheet page's filters (spec 9), as the README defines them:
 * - Confirmed: CBCT status confirmed. Likely: likely. Unlikely: uncertain or not detected (no scanner shown).
 * - high-priority: lead type premium or hot and not disqualified (the High Priority sheet's own rule).
 * - qualified: a lead worth working: premium, hot or warm quality (lead score 40+ or a hot category), not disqualified.
 * - cbct-replacement: owns a scanner (confirmed or likely) whose replacement priority is high or medium (6+ years old
 *   or a discontinued model): a replacement sale rather than a first scanner.
 */
export function sheetsFilterCondition(filters: {
  cbctStatus?: SheetsCbctFilter | undefined;
  leadType?: SheetsLeadTypeFilter | undefined;
}): SQL | undefined {
  const conditions: SQL[] = [];
  const statuses: Record<SheetsCbctFilter, CbctStatus[]> = {
    Confirmed: ["confirmed"],
    Likely: ["likely"],
    Unlikely: ["uncertain", "not_detected"],
  };
  if (filters.cbctStatus) conditions.push(inArray(practices.cbctStatus, statuses[filters.cbctStatus]));
  switch (filters.leadType) {
    case "high-priority":
      conditions.push(inArray(practices.leadType, ["premium", "hot"]), eq(practices.disqualified, false));
      break;
    case "qualified":
      conditions.push(inArray(practices.leadQuality, ["premium", "hot", "warm"]), eq(practices.disqualified, false));
      break;
    case "cbct-replacement":
      conditions.push(
        inArray(practices.cbctStatus, ["confirmed", "likely"]),
        inArray(practices.replacementPriority, ["high", "medium"]),
      );
      break;
    case undefined:
      break;
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The app-builder page's filters: a CBCT status and a lead type as stored (spec 9: premium, hot, cold). */
export function glideFilterCondition(filters: {
  cbctStatus?: CbctStatus | undefined;
  leadType?: LeadType | undefined;
}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.cbctStatus) conditions.push(eq(practices.cbctStatus, filters.cbctStatus));
  if (filters.leadType) conditions.push(eq(practices.leadType, filters.leadType));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type ExportLead = Omit<Practice, "rawData">;

const { rawData: _rawData, ...leadColumns } = getTableColumns(practices);

/** The live leads (not in the recycle bin) matching a filter, in export order: best first. */
export const exportLeadsWhere = (where: SQL | undefined): SQL => (where ? and(isLive, where)! : isLive);
export const EXPORT_LEADS_ORDER: SQL[] = [desc(practices.leadScore), desc(practices.id)];

/** Leads for a file or an upload, best first; never the recycle bin's. */
export async function listExportLeads(db: Db, where: SQL | undefined, limit = MAX_EXPORT_LEADS): Promise<ExportLead[]> {
  return db
    .select(leadColumns)
    .from(practices)
    .where(exportLeadsWhere(where))
    .orderBy(...EXPORT_LEADS_ORDER)
    .limit(limit);
}

/** One page of every live lead in id order, for a sync that walks the whole table without holding it in memory. */
export async function listLeadsAfter(db: Db, afterId: number, pageSize: number): Promise<ExportLead[]> {
  return db
    .select(leadColumns)
    .from(practices)
    .where(and(gt(practices.id, afterId), isLive))
    .orderBy(asc(practices.id))
    .limit(pageSize);
}

export async function countLeadsInGlide(db: Db): Promise<number> {
  return db.$count(practices, isNotNull(practices.glideRowId));
}
