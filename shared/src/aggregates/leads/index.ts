/**
 * The lead aggregate: every write of a `dental_practices` row is one of the functions below, one line each (reads
 * stay in shared/src/db/queries: practices.ts, practice-list.ts, practice-map.ts, export-leads.ts, ...). A new kind of
 * lead write is added here, in its own file of this folder, and listed below.
 *
 * `version` (the ETag a rep's open dialog saves against) moves with every write marked [v]; the others are bookkeeping
 * or fill only blanks, and leave it alone so a background job never makes a rep's save fail as "changed".
 */

// [v] A rep's save of edited fields, with the Has CBCT rule and a rescore (PATCH /api/practices/:id).
export { updatePractice } from "./edit.ts";
// [v] Recalculate-score: the stored lead rescored with today's rules (POST /api/practices/:id/recalculate-score).
export { rescorePractice } from "./edit.ts";
// The version bump every user-visible write sets (lastUpdated and version + 1).
export { bumpVersion, type PracticeChanges, type WriteResult } from "./edit.ts";
// [v] A scrape's lead: upsert by site, detection and history; called by completeScrape (aggregates/scrape-jobs.ts).
export { KEEP_ON_RESCRAPE, type ScrapeOutcome, upsertScrapedLead } from "./scrape-upsert.ts";
// A pipeline's discovered practice: a new lead, or the blanks filled of the lead it already is.
export { type SavedDiscovery, saveDiscoveredPractice } from "./save-discovered.ts";
// [v] `npm run leads:merge-duplicates`: identity keys backfilled, then duplicates merged into their oldest lead.
export { backfillIdentityKeys, type MergeReport, mergeDuplicatePractices } from "./merge-duplicates.ts";
// [v] Clear All: every live lead to the recycle bin as one batch (and purges expired batches).
export { clearPractices } from "./recycle-bin.ts";
// [v] Restore: a recycle-bin batch back to every screen.
export { restoreBatch } from "./recycle-bin.ts";
// Purge: the leads cleared more than RECYCLE_BIN_DAYS ago deleted for good.
export { purgeExpiredPractices } from "./recycle-bin.ts";
// The geocoder's point for a lead not yet placed.
export { saveLeadPoint } from "./geocode-point.ts";
// [v] A planned route written onto its leads (route fields, Maps links).
export { saveRoutePlan } from "./route-plan.ts";
// A Glide sync's row ids and content hashes.
export { setGlideRows } from "./glide-rows.ts";
