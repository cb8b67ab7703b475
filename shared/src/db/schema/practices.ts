import type { FieldSources, OfficeLocation } from "@cbct/core/domain/extraction/field-source";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  CBCT_STATUSES,
  type CbctStatus,
  DISCOVERY_SOURCES,
  type DiscoverySource,
  GEO_PRECISIONS,
  type GeoPrecision,
  GEO_SOURCES,
  type GeoSource,
  LEAD_TYPES,
  type LeadType,
} from "@cbct/core/vocabulary/lead";
import { users } from "./users.ts";

// Spec 3 "Decimal precisions": money 10,2; confidence 5,2; star rating 3,2; latitude and longitude 10,7.
const money = () => numeric({ precision: 10, scale: 2 });
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const flag = () => boolean().notNull().default(false);
const score = () => integer().notNull().default(0);

// The enum lists live in the browser-safe vocabulary (core/src/vocabulary/lead.ts): the schema imports them, never
// the other way. Re-exported for the server code that imports them from here.
export {
  CBCT_STATUSES,
  type CbctStatus,
  DISCOVERY_SOURCES,
  type DiscoverySource,
  GEO_PRECISIONS,
  type GeoPrecision,
  GEO_SOURCES,
  type GeoSource,
  LEAD_TYPES,
  type LeadType,
};

/** The lead. Every field of spec section 3 "dental_practices", plus the few the product needs (marked). */
export const practices = pgTable(
  "dental_practices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Identity and contact
    practiceName: text().notNull(),
    doctorName: text(),
    websiteLink: text(),
    website: text(),
    telephone: text(),
    phone: text(),
    email: text(),
    state: text(),
    subRegion: text(),
    region: text(),
    address: text(),
    city: text(),
    zipCode: text(),
    practiceAddress: text(),
    practiceCity: text(),
    practiceState: text(),
    practiceZipCode: text(),
    googleMapsLink: text(),
    latitude: numeric({ precision: 10, scale: 7 }),
    longitude: numeric({ precision: 10, scale: 7 }),
    reviewCount: integer(),
    starRating: numeric({ precision: 3, scale: 2 }),
    services: textList(),

    // Lead fields
    leadQuality: text().notNull().default("cold"),
    leadType: text().$type<LeadType>().notNull().default("cold"),
    leadValue: money(),
    aiConfidence: score(),
    purchaseTimeline: text(),
    leadQualityCategory: text().notNull().default("Cool Lead"),
    purchaseReadinessTimeframe: text(),
    followUpNotes: text(),
    followUpDate: timestamp({ withTimezone: true }),
    owner: text(),
    adminRowOwner: text(),
    company: text(),
    colorTag: text(),
    parkingLot: flag(),
    disqualified: flag(),
    reactivateLead: flag(),
    qualifiedOpportunity: flag(),
    qualifiedLead: flag(),
    qualifiedLeadFlag: flag(),
    opportunityStage: text(),
    productValue: money(),
    leadCost: money(),
    closedStatus: text(),
    revenuePotential: money(),
    weightedValue: money(),
    roi: money(),

    // Scanner fields
    hasCbct: flag(),
    hasCbctCleaned: flag(),
    aiConfirmedCbct: flag(),
    cbctReference: text(),
    cbctManufacturer: text(),
    cbctModel: text(),
    cbctInstallYear: integer(),
    cbctAge: integer(),
    isCbctLead: flag(),
    replacementPriority: text(),
    manufacturerOptions: textList(),
    cbctStatus: text().$type<CbctStatus>().notNull().default("not_detected"),
    cbctConfidence: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    cbctDetectionMethod: text(),
    cbctEvidence: textList(),

    // Service flags
    hasEndo: flag(),
    hasImplants: flag(),
    hasOralSurgery: flag(),
    hasOrtho: flag(),
    hasReferrals: flag(),
    hasSedation: flag(),
    hasSleep: flag(),
    hasIoScanner: flag(),
    hasImplantPlacement: flag(),
    hasImplantRestoration: flag(),
    hasTraditionalOrtho: flag(),
    hasInvisalign: flag(),
    hasInvisalignOnly: flag(),
    isOrthoSpecialist: flag(),
    hasReferralFriendlyLanguage: flag(),

    // Technology flags
    hasIntraoralScanner: flag(),
    hasCadCam: flag(),
    hasLaser: flag(),
    hasDigitalXray: flag(),
    hasOnlineScheduling: flag(),
    hasPatientPortal: flag(),
    hasVirtualConsults: flag(),
    hasDigitalForms: flag(),

    // Business indicator flags
    hasMultipleLocations: flag(),
    hasRecentExpansion: flag(),
    isHiring: flag(),
    hasComparativeLanguage: flag(),
    hasPremiumWording: flag(),

    // Scores
    websiteModernityScore: score(),
    practiceScore: score(),
    salesLikelihoodScore: score(),
    aiScore: score(),
    leadScore: score(),
    aiLeadScore: score(),
    salesLikelihoodConfidence: score(),
    practiceScoreDynamic: score(),

    // Age and modernisation analysis
    doctorGraduationYear: integer(),
    doctorExperienceYears: integer(),
    estimatedYearsInBusiness: integer().notNull().default(5),
    websitePlatform: text(),
    modernizationLevel: text(),
    detectedTechnology: textList(),
    practiceEstablishment: text().notNull().default("emerging"),
    ageIndicators: textList(),
    modernizationNeed: text().notNull().default("medium"),
    ageAnalysisReasoning: text(),

    // Sales analysis
    aiRemarks: text(),
    aiSummary: text(),
    salesLikelihoodReasoning: text(),
    salesLikelihoodKeyFactors: textList(),
    salesLikelihoodRiskFactors: textList(),
    salesLikelihoodTimeframe: text().notNull().default("long-term"),
    salesLikelihoodApproach: text().notNull().default("educational"),
    expectedBudgetRange: text(),
    decisionMakerProfile: text(),

    // Strategy
    salesApproach: text(),
    keyTalkingPoints: textList(),
    competitorAnalysis: text(),
    urgencyFactors: textList(),
    recommendedTimeline: text(),
    proposedSolution: text(),
    objectionHandling: textList(),
    salesNextSteps: textList(),

    // Route fields
    selected: flag(),
    selectCount: score(),
    selectedForRoute: flag(),
    routeAddress: text(),
    routeBuilderHelper: text(),
    routeSummary: text(),
    routeJoinKey: text(),
    multiRouteUrl: text(),
    addressForMultiRoute: text(),
    buildRoute: text(),
    routeUrl: text(),
    mapDisplayName: text(),
    daysRemainingInQ3: integer(),
    weightedValueText: text(),
    weightedValueDisplay: text(),

    // Timestamps and raw
    scrapedAt: timestamp({ withTimezone: true }),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rawData: jsonb(),

    // Not in the spec, needed by the product:
    // The de-duplication key: lower-cased host (no "www.", port kept when not 80/443). Scraping or discovering the
    // same site again updates this row instead of adding a second lead. Null for practices found without a site.
    websiteDomain: text(),
    // NPPES National Provider Identifier: the de-duplication key for practices discovered without a website.
    npiNumber: text(),
    // For a practice with neither site nor NPI, who it is: normalised phone and street ("+15405550142|100 princess
    // anne st", see phoneStreetKey). Set by the pipeline and `npm run leads:merge-duplicates`; not unique, since two
    // leads may legitimately share it (told apart by NPI or site), so writers serialise on an advisory lock instead.
    identityKey: text(),
    // Where the lead came from (scrape, nppes, osm, places, manual, import), for trust and reporting.
    discoverySource: text().$type<DiscoverySource>().notNull().default("scrape"),
    // The phone in E.164 ("+15125550142") for dialling; `phone` keeps the national spelling a rep reads.
    phoneE164: text("phone_e164"),
    // ISO 3166-1 alpha-2 of the main office. Outside the US the whole postal address stays in `address`, since
    // city/state/zip are US-shaped.
    country: text(),
    // Where each scraped contact field was read ({ practiceName: "json-ld", phone: "footer" }), shown in the lead dialog.
    fieldSources: jsonb().$type<FieldSources>().notNull().default({}),
    // A multi-office practice's other offices; the lead's own address fields hold the main office.
    otherLocations: jsonb().$type<OfficeLocation[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Optimistic concurrency: every write (a rep's edit, a re-scrape, a score recalculation, a route plan) adds one,
    // so a save made from a stale copy is refused instead of silently overwriting (If-Match: "v<version>").
    version: integer().notNull().default(1),
    // Recycle bin (Clear All is a soft delete an admin can undo for RECYCLE_BIN_DAYS). Every read filters on
    // deletedAt IS NULL; every index the leads table uses is partial on it, so the bin costs the live reads nothing.
    deletedAt: timestamp({ withTimezone: true }),
    deletedBatch: text(),
    deletedBy: integer().references(() => users.id, { onDelete: "set null" }),
    // What the leads table's quick search matches (name, doctor, place, zip, site's domain), lower-cased for a trigram
    // index. The domain stands for website and websiteLink (the rest of a URL only adds noise); a lead entered
    // without a domain is found by its website.
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${practices.practiceName}, '') || ' ' || coalesce(${practices.doctorName}, '') || ' ' || coalesce(${practices.city}, '') || ' ' || coalesce(${practices.state}, '') || ' ' || coalesce(${practices.zipCode}, '') || ' ' || coalesce(${practices.websiteDomain}, ${practices.website}, ${practices.websiteLink}, ''))`,
    ),
    // The row's $rowID in the Glide table, so a second sync updates the row instead of adding a duplicate.
    glideRowId: text(),
    // Hash of the values last written to that row: an unchanged lead is not sent again (Glide bills every row update).
    glideRowHash: text(),
    // Issue 22 (migration 0010): where the lead's point came from ("provider": NPPES/OSM/Places gave it;
    // "nominatim": geocoded from its address), how precise it is, or why it has none; null = not looked at yet.
    geoSource: text().$type<GeoSource>(),
    geoPrecision: text().$type<GeoPrecision>(),
    geocodedAt: timestamp({ withTimezone: true }),
  },
  (t) => {
    const live = sql`${t.deletedAt} is null`;
    return [
      uniqueIndex("practices_website_domain_unique").on(t.websiteDomain),
      uniqueIndex("practices_npi_unique").on(t.npiNumber),
      index("practices_identity_key_idx")
        .on(t.identityKey)
        .where(sql`${t.identityKey} is not null`),
      // One index per sortable column of the leads table, each ending in id (the stable tie-break); a backward scan
      // serves the other order. Partial on live leads: the recycle bin never slows the table. An index on an
      // expression ends with the column it is computed from (after id, so the order is unchanged): Postgres can then
      // read a deep page's ids from the index alone (index-only scan) instead of sorting the table.
      index("practices_live_lead_score_idx").on(t.leadScore, t.lastUpdated, t.id).where(live),
      index("practices_live_name_idx")
        .on(sql`lower(${t.practiceName})`, t.id, t.practiceName)
        .where(live),
      index("practices_live_cbct_rank_idx")
        .on(sql`(${cbctStatusRank(t.cbctStatus)})`, t.leadScore, t.id, t.cbctStatus)
        .where(live),
      index("practices_live_location_idx")
        .on(t.state, sql`lower(${t.city})`, t.id, t.city)
        .where(live),
      index("practices_live_last_updated_idx").on(t.lastUpdated, t.id).where(live),
      // Filters: status, type, city (case-insensitive), state, scanner make and age (quick search: practice_search).
      // Status, type and city continue with the default sort's keys, so their first page is an ordered index range (a
      // measured 1.9 s -> 0.1 ms for "confirmed" at 200,000 leads, where the score index would skip 56,000 rows).
      index("practices_live_cbct_status_idx").on(t.cbctStatus, t.leadScore, t.lastUpdated, t.id).where(live),
      index("practices_live_lead_type_idx").on(t.leadType, t.leadScore, t.lastUpdated, t.id).where(live),
      // A state filter with the default order ("my state, best leads first"): without it every page, the first
      // included, read each of the state's leads from the table to sort them (20,000 rows for Texas at 200,000
      // leads: 7 s from a cold cache); with it a page is an index range read backwards, deep pages index-only.
      index("practices_live_state_score_idx").on(t.state, t.leadScore, t.lastUpdated, t.id).where(live),
      index("practices_live_city_idx")
        .on(sql`lower(${t.city})`, t.leadScore, t.lastUpdated, t.id)
        .where(live),
      index("practices_live_manufacturer_idx")
        .on(sql`lower(${t.cbctManufacturer})`)
        .where(live),
      index("practices_live_cbct_age_idx").on(t.cbctAge).where(live),
      // "Newest added first" (sort=added): ids are handed out in insert order.
      index("practices_live_added_idx").on(t.id).where(live),
      // Dashboard metrics: counted in practiceListKeys (below), vacuumed or not.
      index("practices_zip_idx").on(t.zipCode),
      // The map's viewport query (latitude range, then longitude), carrying what a marker or a cluster needs.
      index("practices_live_geo_idx")
        .on(t.latitude, t.longitude, t.cbctStatus, t.leadScore, t.id)
        .where(sql`${t.deletedAt} is null and ${t.latitude} is not null`),
      // The map's side list: the few live leads with no point, by reason, best score first.
      index("practices_live_unplaced_idx")
        .on(t.geoPrecision, t.leadScore, t.id)
        .where(sql`${t.deletedAt} is null and ${t.latitude} is null`),
      // The geocoder's queue: live leads not looked at yet.
      index("practices_live_ungeocoded_idx")
        .on(t.id)
        .where(sql`${t.deletedAt} is null and ${t.geoPrecision} is null`),
      index("practices_deleted_batch_idx")
        .on(t.deletedBatch)
        .where(sql`${t.deletedBatch} is not null`),
    ];
  },
);

/**
 * CBCT status as a number, best first when sorted descending (confirmed 3, likely 2, uncertain 1, not detected 0):
 * the order a rep reads the column in, not the alphabet. The index and the ORDER BY use this same expression.
 */
export function cbctStatusRank(column: AnyPgColumn): SQL {
  return sql`case ${column} when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end`;
}

export type Practice = typeof practices.$inferSelect;
export type NewPractice = typeof practices.$inferInsert;

/**
 * The quick search's text of each live lead, in a narrow table of its own with the trigram index. Counting the
 * matches of a common word ("smile": 1 lead in 8) has to read every matching row; here a row is ~140 bytes instead
 * of a ~4 KB lead, so the count reads 3,500 pages instead of 20,000+ (measured 250 ms -> 35 ms at 200,000 leads).
 *
 * Kept by triggers on dental_practices (migration 0004): a row for every lead with deletedAt null, updated when its
 * searchText changes, removed when the lead goes to the recycle bin or is deleted (cascade).
 */
export const practiceSearch = pgTable(
  "practice_search",
  {
    practiceId: integer()
      .primaryKey()
      .references(() => practices.id, { onDelete: "cascade" }),
    searchText: text().notNull(),
  },
  (t) => [index("practice_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops"))],
);

/**
 * The leads list's sort and filter keys and the dashboard's counted columns of each live lead, in a narrow table
 * (~130 bytes a row instead of a ~4 KB lead). Until VACUUM sets the visibility map, an index-only scan visits the
 * table's heap for every entry it passes: over the leads that is a page of sales text per row a deep page skips, over
 * this table a ~30 MB heap that stays in shared buffers. Deep pages take their ids from here, and the filtered counts
 * and dashboard metrics count here (see practice-list.ts, dashboard-metrics.ts).
 *
 * Same column names and types as dental_practices, so the list's conditions and ORDER BY apply to either table. Kept
 * by triggers on dental_practices (migration 0013), like practiceSearch: a row for every lead with deletedAt null,
 * rewritten when one of these columns changes, removed when the lead goes to the recycle bin or is deleted.
 */
export const practiceListKeys = pgTable(
  "practice_list_keys",
  {
    id: integer()
      .primaryKey()
      .references(() => practices.id, { onDelete: "cascade" }),
    leadScore: integer().notNull(),
    lastUpdated: timestamp({ withTimezone: true }).notNull(),
    practiceName: text().notNull(),
    cbctStatus: text().$type<CbctStatus>().notNull(),
    leadType: text().$type<LeadType>().notNull(),
    leadQualityCategory: text().notNull(),
    state: text(),
    city: text(),
    cbctManufacturer: text(),
    cbctAge: integer(),
    replacementPriority: text(),
    hasImplants: boolean().notNull(),
    hasImplantPlacement: boolean().notNull(),
    hasOralSurgery: boolean().notNull(),
    hasOrtho: boolean().notNull(),
    hasTraditionalOrtho: boolean().notNull(),
    isOrthoSpecialist: boolean().notNull(),
    hasInvisalign: boolean().notNull(),
    hasInvisalignOnly: boolean().notNull(),
    hasEndo: boolean().notNull(),
    hasSedation: boolean().notNull(),
    hasSleep: boolean().notNull(),
    hasIntraoralScanner: boolean().notNull(),
    hasIoScanner: boolean().notNull(),
  },
  (t) => [
    // The leads' own sort and filter indexes (above), minus the live-lead predicate: every row here is live.
    index("practice_list_keys_lead_score_idx").on(t.leadScore, t.lastUpdated, t.id),
    index("practice_list_keys_name_idx").on(sql`lower(${t.practiceName})`, t.id, t.practiceName),
    index("practice_list_keys_cbct_rank_idx").on(
      sql`(${cbctStatusRank(t.cbctStatus)})`,
      t.leadScore,
      t.id,
      t.cbctStatus,
    ),
    index("practice_list_keys_location_idx").on(t.state, sql`lower(${t.city})`, t.id, t.city),
    index("practice_list_keys_last_updated_idx").on(t.lastUpdated, t.id),
    index("practice_list_keys_cbct_status_idx").on(t.cbctStatus, t.leadScore, t.lastUpdated, t.id),
    index("practice_list_keys_lead_type_idx").on(t.leadType, t.leadScore, t.lastUpdated, t.id),
    index("practice_list_keys_state_score_idx").on(t.state, t.leadScore, t.lastUpdated, t.id),
    index("practice_list_keys_city_idx").on(sql`lower(${t.city})`, t.leadScore, t.lastUpdated, t.id),
  ],
);

/**
 * The bucket dimensions of practiceListCounts: one per sort, the score within a state, status or lead type, and the
 * dashboard's scanner age by status, category and make.
 */
export type PracticeListDim =
  | "score"
  | "status"
  | "location"
  | "updated"
  | "name"
  | "added"
  | "score@state"
  | "score@status"
  | "score@type"
  | "age@status"
  | "category"
  | "make";

/**
 * How many live leads sit in each bucket of each sort's leading key (migration 0014): a deep page of the unfiltered
 * list reads these few hundred rows to find the bucket its offset falls in and walks that bucket only, and their sum
 * is the unfiltered total. Kept by statement triggers on practiceListKeys, in the writing statement's transaction.
 * `a` and `b` order the buckets of a dimension (see practice_list_buckets in the migration); `n` may be 0.
 */
export const practiceListCounts = pgTable(
  "practice_list_counts",
  {
    dim: text().$type<PracticeListDim>().notNull(),
    a: bigint({ mode: "number" }).notNull(),
    b: text().notNull().default(""),
    n: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ name: "practice_list_counts_pkey", columns: [t.dim, t.a, t.b] })],
);

/**
 * Nominatim's answers by normalised address (issue 22), so the same address is asked once per deployment, not once
 * per lead or per run. A miss is cached too (precision "not_found", no point).
 */
export const geocodeCache = pgTable("geocode_cache", {
  addressKey: text().primaryKey(),
  latitude: numeric({ precision: 10, scale: 7 }),
  longitude: numeric({ precision: 10, scale: 7 }),
  precision: text().$type<GeoPrecision>().notNull(),
  displayName: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
