import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { listLeadsAfter, setGlideRowIds } from "../../db/queries/export-leads.ts";
import { type GlideLead, glideRow } from "../../domain/glide/glide-columns.ts";
import type { GlideClient } from "./glide-client.ts";

export type GlideSyncResult = { added: number; updated: number; total: number; message: string };

export type GlideSyncOptions = {
  /** Leads read from Postgres at a time (memory stays flat for any table size). */
  pageSize?: number;
  /** Rows per add call or stash chunk: Glide recommends 500-1,000 and caps a request at 15 MB. */
  chunkSize?: number;
  /** PATCHes in flight at once (Glide has no bulk update). */
  updateConcurrency?: number;
  onProgress?: (done: number) => void | Promise<void>;
};

export function glideSyncMessage(r: { added: number; updated: number; total: number }): string {
  const leads = `${r.total} lead${r.total === 1 ? "" : "s"}`;
  return `Synced ${leads} to Glide: ${r.added} added, ${r.updated} updated`;
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

async function addLeads(client: GlideClient, leads: readonly GlideLead[], chunkSize: number): Promise<string[]> {
  const rows = leads.map(glideRow);
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
 * Upserts every lead into the Glide table: a lead that already has a Glide row id is updated in place, the others are
 * added and their new row ids saved, so running the sync again updates rows instead of duplicating them. A row deleted
 * in Glide is added again.
 */
export async function syncLeadsToGlide(
  db: Db,
  client: GlideClient,
  options: GlideSyncOptions = {},
): Promise<GlideSyncResult> {
  const pageSize = options.pageSize ?? 1000;
  const chunkSize = options.chunkSize ?? 500;
  const concurrency = options.updateConcurrency ?? 8;
  let added = 0;
  let updated = 0;
  let afterId = 0;
  for (;;) {
    const page = await listLeadsAfter(db, afterId, pageSize);
    if (page.length === 0) break;
    afterId = page.at(-1)!.id;
    const toAdd = page.filter((l) => !l.glideRowId);
    const missing: GlideLead[] = [];
    await inParallel(
      page.filter((l) => l.glideRowId),
      concurrency,
      async (lead) => {
        if (await client.updateRow(lead.glideRowId!, glideRow(lead))) updated += 1;
        else missing.push(lead);
      },
    );
    const adds = [...toAdd, ...missing];
    if (adds.length > 0) {
      const ids = await addLeads(client, adds, chunkSize);
      if (ids.length !== adds.length) throw new Error(`Glide returned ${ids.length} row ids for ${adds.length} rows`);
      await setGlideRowIds(
        db,
        adds.map((lead, i) => ({ id: lead.id, glideRowId: ids[i]! })),
      );
      added += adds.length;
    }
    await options.onProgress?.(added + updated);
  }
  const total = added + updated;
  return { added, updated, total, message: glideSyncMessage({ added, updated, total }) };
}
