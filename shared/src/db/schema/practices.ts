import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Spec 3 "Decimal precisions": money 10,2; confidence 5,2; star rating 3,2; latitude and longitude 10,7.
const money = () => numeric({ precision: 10, scale: 2 });
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const flag = () => boolean().notNull().default(false);
const score = () => integer().notNull().default(0);

export const CBCT_STATUSES = ["confirmed", "likely", "uncertain", "not_detected"] as const;
export type CbctStatus = (typeof CBCT_STATUSES)[number];
export const LEAD_TYPES = ["premium", "hot", "cold"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const DISCOVERY_SOURCES = ["scrape", "nppes", "osm", "places", "manual", "import"] as const;
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number];

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
    // Where the lead came from (scrape, nppes, osm, places, manual, import), for trust and reporting.
    discoverySource: text().$type<DiscoverySource>().notNull().default("scrape"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The row's $rowID in the Glide table, so a second sync updates the row instead of adding a duplicate.
    glideRowId: text(),
    // Hash of the values last written to that row: an unchanged lead is not sent again (Glide bills every row update).
    glideRowHash: text(),
  },
  (t) => [
    uniqueIndex("practices_website_domain_unique").on(t.websiteDomain),
    uniqueIndex("practices_npi_unique").on(t.npiNumber),
    // The leads table sorts by lead score and filters by CBCT status, lead type, city and state.
    index("practices_lead_score_idx").on(t.leadScore.desc()),
    index("practices_cbct_status_idx").on(t.cbctStatus),
    index("practices_lead_type_idx").on(t.leadType),
    index("practices_city_state_idx").on(t.city, t.state),
    index("practices_zip_idx").on(t.zipCode),
    index("practices_last_updated_idx").on(t.lastUpdated.desc()),
  ],
);

export type Practice = typeof practices.$inferSelect;
export type NewPractice = typeof practices.$inferInsert;
