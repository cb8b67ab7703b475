import type { Db } from "@cbct/shared/db/client";
import { practices } from "@cbct/shared/db/schema/practices";
import { buildOrganizedSheets, type OrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { getTableColumns, inArray } from "drizzle-orm";

const { rawData: _raw, ...columns } = getTableColumns(practices);

/** The organised sheets of the run's leads: the same module the sheets export uses. */
export async function organizeRunSheets(db: Db, practiceIds: number[], now: Date): Promise<OrganizedSheets> {
  const leads = practiceIds.length
    ? await db.select(columns).from(practices).where(inArray(practices.id, practiceIds))
    : [];
  return buildOrganizedSheets(leads, now);
}
