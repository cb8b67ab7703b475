import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { setGlideRows } from "../../aggregates/leads/index.ts";
import { listLeadsAfter } from "../../db/queries/export-leads.ts";
import { LEAD_TABLES, vacuumAnalyze } from "../../db/vacuum.ts";
import { type GlideLead, glideRow } from "@cbct/core/domain/glide/glide-columns";
import type { GlideRow } from "./glide-client.ts";
import type { GlideClient } from "./glide-client.ts";

export type GlideSyncResult = {
  added: number;
  updated: number;
  /** Leads whose row already holds exactly these values: nothing sent (Glide bills every row update). */
  unchanged: number;
  total: number;
  message: string;
};

export type GlideSyncOptions = {
  /** Leads read from Postgres at a time (memory stays flat for any table size). */
  pageSize?: number;
  /** Rows per add call or stash chunk: Glide recommends 500-1,000 and caps a request at 15 MB. */
  chunkSize?: number;
  /** PATCHes in flight at once (Glide has no bulk update). */
  updateConcurrency?: number;
  onProgress?: (done: number, tally: GlideSyncTally) => void | Promise<void>;
  /**
   * Kept up to date while the sync runs (rows sent, and what Glide confirmed), so a caller still knows how far it
   * got when the sync throws halfway.
   */
  tally?: GlideSyncTally;
};

/** Rows asked of Glide (sent) and what it confirmed; unchanged rows are never sent. */
export type GlideSyncTally = { sent: number; added: number; updated: number; unchanged: number };

export function glideSyncMessage(r: Omit<GlideSyncResult, "message">): string {
  const leads = `${r.total} lead${r.total === 1 ? "" : "s"}`;
  const unchanged = r.unchanged > 0 ? `, ${r.unchanged} unchanged` : "";
  return `Synced ${leads} to Glide: ${r.added} added, ${r.updated} updated${unchanged}`;
}

/** Stable fingerprint of a row's values (the columns are always written in the same order). */
const rowHash = (row: GlideRow) => createHash("sha256").update(JSON.stringify(row)).digest("base64url").slice(0, 22);

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

async function addRows(client: GlideClient, rows: readonly GlideRow[], chunkSize: number): Promise<string[]> {
  if (rows.length <= chunkSize) return client.addRows(rows);
  // More than one chunk: stash the chunks, then add them in one atomic call.
  const stashId = `cbct-sync-${randomUUID()}`;
  try {
    for (let i = 0; i < rows.length; i += chunkSize) {
      await client.stashRows(stashId, i / chunkSize + 1, rows.slice(i, i + chunkSize));
    }
    return await client.addRowsFromStash(stashId);
  } catch (err) {
    await client.deleteStash(stashId).catch(() => {});
    throw err;
  }
}

/**
 * The row ids the table holds now (reading rows costs a tenth of writing them), so rows deleted in Glide are added
 * again even when the lead did not change. Null when Glide's rows do not carry their $rowID: then every known row is
 * updated, and a 404 tells which ones are gone.
 */
async function glideRowIds(client: GlideClient): Promise<Set<string> | null> {
  const ids = new Set<string>();
  for await (const row of client.rows()) {
    if (typeof row.$rowID !== "string") return null;
    ids.add(row.$rowID);
  }
  return ids;
}

const VACUUM_AFTER_ROWS = 1_000;

/**
 * Upserts every lead into the Glide table: a lead that already has a Glide row id is updated in place (only when its
 * values changed since the last sync), the others are added and their new row ids saved, so running the sync again
 * updates rows instead of duplicating them. A row deleted in Glide is added again.
 */
export async function syncLeadsToGlide(
  db: Db,
  client: GlideClient,
  options: GlideSyncOptions = {},
): Promise<GlideSyncResult> {
  const pageSize = options.pageSize ?? 1000;
  const chunkSize = options.chunkSize ?? 500;
  const concurrency = options.updateConcurrency ?? 8;
  const present = await glideRowIds(client);
  const tally: GlideSyncTally = options.tally ?? { sent: 0, added: 0, updated: 0, unchanged: 0 };
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  let afterId = 0;
  const sync = () => Object.assign(tally, { added, updated, unchanged });
  for (;;) {
    const page = await listLeadsAfter(db, afterId, pageSize);
    if (page.length === 0) break;
    afterId = page.at(-1)!.id;
    const rows = new Map(page.map((lead) => [lead.id, glideRow(lead)]));
    const saved: { id: number; glideRowId: string; glideRowHash: string }[] = [];
    const toAdd: GlideLead[] = page.filter((l) => !l.glideRowId);
    await inParallel(
      page.filter((l) => l.glideRowId),
      concurrency,
      async (lead) => {
        const row = rows.get(lead.id)!;
        const hash = rowHash(row);
        if (present && !present.has(lead.glideRowId!)) {
          toAdd.push(lead);
        } else if (present && hash === lead.glideRowHash) {
          unchanged += 1;
        } else {
          tally.sent += 1;
          if (await client.updateRow(lead.glideRowId!, row)) {
            updated += 1;
            saved.push({ id: lead.id, glideRowId: lead.glideRowId!, glideRowHash: hash });
          } else {
            // The row is gone in Glide: it is sent again as an add, and counted there.
            tally.sent -= 1;
            toAdd.push(lead);
          }
        }
        sync();
      },
    );
    if (toAdd.length > 0) {
      const addRowsOf = toAdd.map((lead) => rows.get(lead.id)!);
      tally.sent += addRowsOf.length;
      const ids = await addRows(client, addRowsOf, chunkSize);
      if (ids.length !== toAdd.length) throw new Error(`Glide returned ${ids.length} row ids for ${toAdd.length} rows`);
      toAdd.forEach((lead, i) =>
        saved.push({ id: lead.id, glideRowId: ids[i]!, glideRowHash: rowHash(addRowsOf[i]!) }),
      );
      added += toAdd.length;
    }
    sync();
    await setGlideRows(db, saved);
    await options.onProgress?.(added + updated + unchanged, { ...tally });
  }
  const counts = { added, updated, unchanged, total: added + updated + unchanged };
  // Saving row ids and hashes rewrote that many leads: a large sync is a bulk change, vacuumed now rather than
  // whenever autovacuum comes (see vacuumAnalyze).
  if (added + updated >= VACUUM_AFTER_ROWS) await vacuumAnalyze(db, LEAD_TABLES);
  return { ...counts, message: glideSyncMessage(counts) };
}
