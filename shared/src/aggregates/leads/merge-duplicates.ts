import { asc, eq, gt, inArray, sql } from "drizzle-orm";
import { nameSimilarity, phoneStreetKey } from "@cbct/core/domain/discovery/practice-identity";
import type { Db } from "../../db/client.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { cbctDetections } from "../../db/schema/detections.ts";
import { scrapingJobs } from "../../db/schema/jobs.ts";
import { pipelineRuns } from "../../db/schema/pipeline-runs.ts";
import { type Practice, practices } from "../../db/schema/practices.ts";

const BATCH = 5_000;

export type MergeReport = { keyed: number; groups: number; merged: number; removed: number };

/** Fills identity_key for leads that have none (leads from before migration 0006), in batches by id. */
export async function backfillIdentityKeys(db: Db, log: (m: string) => void = () => {}): Promise<number> {
  let lastId = 0;
  let keyed = 0;
  for (;;) {
    const rows = await db
      .select({ id: practices.id, phone: practices.phone, address: practices.address, key: practices.identityKey })
      .from(practices)
      .where(gt(practices.id, lastId))
      .orderBy(asc(practices.id))
      .limit(BATCH);
    if (rows.length === 0) return keyed;
    lastId = rows.at(-1)!.id;
    const changed = rows
      .map((r) => ({ id: r.id, key: phoneStreetKey(r.phone, r.address), was: r.key }))
      .filter((r) => r.key !== null && r.key !== r.was);
    if (changed.length > 0) {
      // One statement per batch; the key is bookkeeping, so neither version nor lastUpdated moves.
      await db.execute(sql`
        update ${practices} p set identity_key = v.key
        from jsonb_to_recordset(${JSON.stringify(changed.map(({ id, key }) => ({ id, key })))}::jsonb) as v(id int, key text)
        where p.id = v.id`);
      keyed += changed.length;
    }
    if (lastId % (BATCH * 10) < BATCH) log(`  keys checked up to lead ${lastId} (${keyed} set)`);
  }
}

const conflicts = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

/**
 * Splits leads that share a phone+street key into the practices they are: two different NPIs or two different
 * websites are two practices (two offices in one building). Leads holding a site or an NPI seed the clusters; a lead
 * with neither joins the one cluster it fits, or among several the one whose name is most like its own, or none
 * (a cluster of its own) when no name is alike: that is a tie nothing here can break.
 */
export function clusterDuplicates(rows: readonly Practice[]): Practice[][] {
  const ordered = [...rows].sort(
    (a, b) =>
      Number(Boolean(b.websiteDomain)) - Number(Boolean(a.websiteDomain)) ||
      Number(Boolean(b.npiNumber)) - Number(Boolean(a.npiNumber)) ||
      a.id - b.id,
  );
  const clusters: Practice[][] = [];
  for (const row of ordered) {
    const fits = clusters.filter((c) =>
      c.every((m) => !conflicts(m.websiteDomain, row.websiteDomain) && !conflicts(m.npiNumber, row.npiNumber)),
    );
    let home: Practice[] | undefined;
    if (fits.length === 1) home = fits[0];
    else if (fits.length > 1) {
      const scored = fits.map((c) => ({
        c,
        names: Math.max(...c.map((m) => nameSimilarity(m.practiceName, row.practiceName))),
      }));
      const best = scored.reduce((x, y) => (y.names > x.names ? y : x));
      if (best.names >= 0.5) home = best.c;
    }
    if (home) home.push(row);
    else clusters.push([row]);
  }
  return clusters;
}

// Never copied between rows: the identity, bookkeeping and generated columns, and the ones merged by their own rule.
const OWN_RULE = new Set<keyof Practice>([
  "id",
  "createdAt",
  "version",
  "deletedAt",
  "deletedBatch",
  "deletedBy",
  "searchText",
  "followUpNotes",
  "website",
  "websiteLink",
  "websiteDomain",
  "glideRowId",
  "glideRowHash",
]);

const empty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/**
 * One lead from several: the oldest (or the one with the website / NPI) survives, so its id, history and links stay;
 * every other field takes the newest non-empty value (by lastUpdated); notes are all kept, newest first; the lead is
 * live if any of them was.
 */
export function mergedValues(survivor: Practice, cluster: readonly Practice[]): Partial<Practice> {
  const newestFirst = [...cluster].sort((a, b) => b.lastUpdated.getTime() - a.lastUpdated.getTime() || b.id - a.id);
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(survivor) as (keyof Practice)[]) {
    if (OWN_RULE.has(key)) continue;
    const found = newestFirst.find((r) => !empty(r[key]));
    values[key] = found ? found[key] : survivor[key];
  }
  const site = cluster.find((r) => r.websiteDomain);
  if (site)
    Object.assign(values, { website: site.website, websiteLink: site.websiteLink, websiteDomain: site.websiteDomain });
  const glide = cluster.find((r) => r.glideRowId);
  if (glide) Object.assign(values, { glideRowId: glide.glideRowId, glideRowHash: glide.glideRowHash });
  const notes = [...new Set(newestFirst.map((r) => r.followUpNotes?.trim()).filter((n): n is string => Boolean(n)))];
  values.followUpNotes = notes.length ? notes.join("\n\n") : null;
  values.createdAt = new Date(Math.min(...cluster.map((r) => r.createdAt.getTime())));
  const live = cluster.some((r) => r.deletedAt === null);
  if (live) Object.assign(values, { deletedAt: null, deletedBatch: null, deletedBy: null });
  return values as Partial<Practice>;
}

/** Merges one cluster into its survivor, in one transaction; returns how many leads went away. */
async function mergeCluster(db: Db, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(practices)
      .where(inArray(practices.id, ids))
      .orderBy(asc(practices.id))
      .for("update");
    // Re-read under lock: what is merged is what the leads are now (a rep may have added a site meanwhile).
    const main = clusterDuplicates(rows)[0];
    if (!main || main.length < 2) return 0;
    const [survivor, ...others] = main as [Practice, ...Practice[]];
    const doomed = others.map((r) => r.id);
    const values = mergedValues(survivor, main);
    // History follows the lead: detections, activity (its notes and edits), scrape jobs and pipeline runs.
    await tx.update(cbctDetections).set({ practiceId: survivor.id }).where(inArray(cbctDetections.practiceId, doomed));
    await tx.update(activityLog).set({ practiceId: survivor.id }).where(inArray(activityLog.practiceId, doomed));
    await tx.update(scrapingJobs).set({ practiceId: survivor.id }).where(inArray(scrapingJobs.practiceId, doomed));
    for (const id of doomed) {
      await tx
        .update(pipelineRuns)
        .set({ practiceIds: sql`array_replace(${pipelineRuns.practiceIds}, ${id}, ${survivor.id})` })
        .where(sql`${id} = any(${pipelineRuns.practiceIds})`);
    }
    // The duplicates go first: the site and NPI they may hold are unique, and move onto the survivor.
    await tx.delete(practices).where(inArray(practices.id, doomed));
    await tx
      .update(practices)
      .set({ ...values, version: sql`${practices.version} + 1`, lastUpdated: sql`now()` })
      .where(eq(practices.id, survivor.id));
    await tx.insert(activityLog).values({
      type: "leads_merged",
      message: `${values.practiceName ?? survivor.practiceName}: merged ${doomed.length} duplicate lead${doomed.length === 1 ? "" : "s"} into this one`,
      practiceId: survivor.id,
      metadata: {
        mergedIds: doomed,
        names: others.map((r) => r.practiceName),
        identityKey: survivor.identityKey ?? values.identityKey ?? null,
      },
    });
    return doomed.length;
  });
}

/**
 * `npm run leads:merge-duplicates`: keys every lead (phone+street), then merges the leads that are one practice
 * (same key, no conflicting NPI or website) into one, keeping history and notes and the newest data, each merge in the
 * activity log. Idempotent: a second run finds nothing to merge.
 */
export async function mergeDuplicatePractices(db: Db, log: (m: string) => void = () => {}): Promise<MergeReport> {
  const keyed = await backfillIdentityKeys(db, log);
  const groups = await db.execute<{ ids: number[] }>(sql`
    select array_agg(id order by id) as ids from ${practices}
    where identity_key is not null group by identity_key having count(*) > 1`);
  let merged = 0;
  let removed = 0;
  for (const group of groups) {
    const rows = await db.select().from(practices).where(inArray(practices.id, group.ids));
    for (const cluster of clusterDuplicates(rows)) {
      if (cluster.length < 2) continue;
      const gone = await mergeCluster(
        db,
        cluster.map((r) => r.id),
      );
      if (gone > 0) {
        merged++;
        removed += gone;
      }
    }
  }
  return { keyed, groups: groups.length, merged, removed };
}
