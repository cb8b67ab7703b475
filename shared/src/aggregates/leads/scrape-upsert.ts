import { eq, sql } from "drizzle-orm";
import { leadChanges } from "@cbct/core/domain/lead/lead-changes";
import type { Db } from "../../db/client.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { cbctDetections, type NewCbctDetection } from "../../db/schema/detections.ts";
import { type NewPractice, type Practice, practices } from "../../db/schema/practices.ts";

export type ScrapeOutcome = {
  practice: Omit<NewPractice, "id">;
  detection: Omit<NewCbctDetection, "id" | "practiceId" | "createdAt">;
  extractedData: Record<string, unknown>;
};

/**
 * Columns a scrape never overwrites on an existing lead: the sales team's own work (notes, owner, follow-up, stage,
 * deal values), the lead's identity, and its bookkeeping (version and recycle-bin columns are set explicitly below).
 * Typed as column keys, so a misspelt or renamed column fails to compile instead of silently letting a re-scrape
 * overwrite a rep's notes.
 */
export const KEEP_ON_RESCRAPE = [
  "version",
  "deletedAt",
  "deletedBatch",
  "deletedBy",
  "id",
  "createdAt",
  "followUpNotes",
  "followUpDate",
  "owner",
  "adminRowOwner",
  "company",
  "colorTag",
  "parkingLot",
  "disqualified",
  "reactivateLead",
  "qualifiedOpportunity",
  "opportunityStage",
  "productValue",
  "leadCost",
  "closedStatus",
  "selected",
  "selectCount",
  "selectedForRoute",
  "purchaseTimeline",
  "npiNumber",
  "discoverySource",
] as const satisfies readonly (keyof Practice)[];
const keptOnRescrape: ReadonlySet<string> = new Set(KEEP_ON_RESCRAPE);

// Contact facts a registry may have given the lead (automated pipeline): a scrape that finds none keeps them.
const KEEP_WHEN_SCRAPE_FOUND_NONE: ReadonlySet<string> = new Set([
  "doctorName",
  "telephone",
  "phone",
  "email",
  "address",
  "city",
  "state",
  "zipCode",
  "practiceAddress",
  "practiceCity",
  "practiceState",
  "practiceZipCode",
] as const satisfies readonly (keyof Practice)[]);

/** The open transaction of completeScrape (shared/src/aggregates/scrape-jobs.ts), which also completes the job. */
type Tx = Pick<Db, "select" | "insert" | "update">;

/**
 * The lead half of a completed scrape: upserts the lead by its normalised domain (scraping a site again updates its
 * lead, never duplicates it), records the detection and logs the activity (what changed, for history and territory
 * alerts). Runs inside completeScrape's transaction, so the job is completed with its lead or not at all.
 */
export async function upsertScrapedLead(tx: Tx, scrapingJobId: number, outcome: ScrapeOutcome): Promise<Practice> {
  // lastUpdated and createdAt both default to now() on insert and only lastUpdated moves on update, so equality
  // tells a new lead from an updated one.
  const { lastUpdated: _l, createdAt: _c, ...values } = outcome.practice;
  // The lead as it was, locked until commit, so what changed is measured against the row this upsert replaces.
  const [before] = values.websiteDomain
    ? await tx.select().from(practices).where(eq(practices.websiteDomain, values.websiteDomain)).for("update")
    : [];
  // A re-scrape is a write like any other (new version), and a site scraped again after Clear All comes back from
  // the recycle bin as a live lead: someone asked for it, and its sales history is kept.
  const set: Record<string, unknown> = {
    lastUpdated: sql`now()`,
    version: sql`${practices.version} + 1`,
    deletedAt: null,
    deletedBatch: null,
    deletedBy: null,
  };
  for (const [key, value] of Object.entries(values)) {
    if (keptOnRescrape.has(key) || value === undefined) continue;
    if (value === null && KEEP_WHEN_SCRAPE_FOUND_NONE.has(key)) continue;
    set[key] = value;
  }
  const [practice] = await tx
    .insert(practices)
    .values(values)
    .onConflictDoUpdate({ target: practices.websiteDomain, set })
    .returning();
  if (!practice) throw new Error("upsert returned no row");
  const isNew = practice.createdAt.getTime() === practice.lastUpdated.getTime();
  await tx.insert(cbctDetections).values({ ...outcome.detection, practiceId: practice.id });
  await tx.insert(activityLog).values({
    type: "scrape_completed",
    message: `${isNew ? "New lead" : "Lead updated"}: ${practice.practiceName} (CBCT ${practice.cbctStatus}, score ${practice.leadScore})`,
    practiceId: practice.id,
    // The score before and after, so a territory alert can tell when a lead crossed a rep's threshold (issue 22).
    metadata: { scrapingJobId, isNew, leadScore: practice.leadScore, previousLeadScore: before?.leadScore ?? null },
  });
  const changes = before ? leadChanges(before, practice) : [];
  if (changes.length > 0) {
    await tx.insert(activityLog).values(
      changes.map(({ message, ...change }) => ({
        type: "lead_changed",
        message: `${practice.practiceName}: ${message}`,
        practiceId: practice.id,
        metadata: { scrapingJobId, ...change },
      })),
    );
  }
  return practice;
}
