import { z } from "zod";
import type { FieldSources, OfficeLocation } from "../domain/extraction/field-source.ts";
import { CBCT_STATUSES, DISCOVERY_SOURCES, GEO_PRECISIONS, GEO_SOURCES, LEAD_TYPES } from "../vocabulary/lead.ts";

/** A row as it arrives over JSON: timestamps are ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

// Column kinds as Postgres hands them to the API and JSON carries them on: integers are numbers, numeric columns
// (money, confidence, coordinates) keep their exact decimal text, timestamps are ISO strings.
const int = () => z.number().int();
const decimal = () => z.string();
const timestamp = () => z.string();
const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
// JSON columns the server writes itself: checked for their outer shape only, so an older row never breaks a page.
const fieldSources = z.custom<FieldSources>(isObject, { message: "fieldSources must be an object" });
const otherLocations = z.array(z.custom<OfficeLocation>(isObject, { message: "an office must be an object" }));

/**
 * One dental_practices row as the API answers it, written out in zod so the browser validates answers without the
 * database layer (drizzle stays on the server). A new column goes here and in shared/src/db/schema/practices.ts;
 * shared/src/db/schema/practice-row-agrees.ts fails the typecheck while the two disagree, and
 * shared/src/db/schema/practice-row-agrees.test.ts checks the column names and nullability at run time.
 */
export const practiceRowSchema = z.object({
  id: int(),
  practiceName: z.string(),
  doctorName: z.string().nullable(),
  websiteLink: z.string().nullable(),
  website: z.string().nullable(),
  telephone: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  state: z.string().nullable(),
  subRegion: z.string().nullable(),
  region: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  practiceAddress: z.string().nullable(),
  practiceCity: z.string().nullable(),
  practiceState: z.string().nullable(),
  practiceZipCode: z.string().nullable(),
  googleMapsLink: z.string().nullable(),
  latitude: decimal().nullable(),
  longitude: decimal().nullable(),
  reviewCount: int().nullable(),
  starRating: decimal().nullable(),
  services: z.array(z.string()),
  leadQuality: z.string(),
  leadType: z.enum(LEAD_TYPES),
  leadValue: decimal().nullable(),
  aiConfidence: int(),
  purchaseTimeline: z.string().nullable(),
  leadQualityCategory: z.string(),
  purchaseReadinessTimeframe: z.string().nullable(),
  followUpNotes: z.string().nullable(),
  followUpDate: timestamp().nullable(),
  owner: z.string().nullable(),
  adminRowOwner: z.string().nullable(),
  company: z.string().nullable(),
  colorTag: z.string().nullable(),
  parkingLot: z.boolean(),
  disqualified: z.boolean(),
  reactivateLead: z.boolean(),
  qualifiedOpportunity: z.boolean(),
  qualifiedLead: z.boolean(),
  qualifiedLeadFlag: z.boolean(),
  opportunityStage: z.string().nullable(),
  productValue: decimal().nullable(),
  leadCost: decimal().nullable(),
  closedStatus: z.string().nullable(),
  revenuePotential: decimal().nullable(),
  weightedValue: decimal().nullable(),
  roi: decimal().nullable(),
  hasCbct: z.boolean(),
  hasCbctCleaned: z.boolean(),
  aiConfirmedCbct: z.boolean(),
  cbctReference: z.string().nullable(),
  cbctManufacturer: z.string().nullable(),
  cbctModel: z.string().nullable(),
  cbctInstallYear: int().nullable(),
  cbctAge: int().nullable(),
  isCbctLead: z.boolean(),
  replacementPriority: z.string().nullable(),
  manufacturerOptions: z.array(z.string()),
  cbctStatus: z.enum(CBCT_STATUSES),
  cbctConfidence: decimal(),
  cbctDetectionMethod: z.string().nullable(),
  cbctEvidence: z.array(z.string()),
  hasEndo: z.boolean(),
  hasImplants: z.boolean(),
  hasOralSurgery: z.boolean(),
  hasOrtho: z.boolean(),
  hasReferrals: z.boolean(),
  hasSedation: z.boolean(),
  hasSleep: z.boolean(),
  hasIoScanner: z.boolean(),
  hasImplantPlacement: z.boolean(),
  hasImplantRestoration: z.boolean(),
  hasTraditionalOrtho: z.boolean(),
  hasInvisalign: z.boolean(),
  hasInvisalignOnly: z.boolean(),
  isOrthoSpecialist: z.boolean(),
  hasReferralFriendlyLanguage: z.boolean(),
  hasIntraoralScanner: z.boolean(),
  hasCadCam: z.boolean(),
  hasLaser: z.boolean(),
  hasDigitalXray: z.boolean(),
  hasOnlineScheduling: z.boolean(),
  hasPatientPortal: z.boolean(),
  hasVirtualConsults: z.boolean(),
  hasDigitalForms: z.boolean(),
  hasMultipleLocations: z.boolean(),
  hasRecentExpansion: z.boolean(),
  isHiring: z.boolean(),
  hasComparativeLanguage: z.boolean(),
  hasPremiumWording: z.boolean(),
  websiteModernityScore: int(),
  practiceScore: int(),
  salesLikelihoodScore: int(),
  aiScore: int(),
  leadScore: int(),
  aiLeadScore: int(),
  salesLikelihoodConfidence: int(),
  practiceScoreDynamic: int(),
  doctorGraduationYear: int().nullable(),
  doctorExperienceYears: int().nullable(),
  estimatedYearsInBusiness: int(),
  websitePlatform: z.string().nullable(),
  modernizationLevel: z.string().nullable(),
  detectedTechnology: z.array(z.string()),
  practiceEstablishment: z.string(),
  ageIndicators: z.array(z.string()),
  modernizationNeed: z.string(),
  ageAnalysisReasoning: z.string().nullable(),
  aiRemarks: z.string().nullable(),
  aiSummary: z.string().nullable(),
  salesLikelihoodReasoning: z.string().nullable(),
  salesLikelihoodKeyFactors: z.array(z.string()),
  salesLikelihoodRiskFactors: z.array(z.string()),
  salesLikelihoodTimeframe: z.string(),
  salesLikelihoodApproach: z.string(),
  expectedBudgetRange: z.string().nullable(),
  decisionMakerProfile: z.string().nullable(),
  salesApproach: z.string().nullable(),
  keyTalkingPoints: z.array(z.string()),
  competitorAnalysis: z.string().nullable(),
  urgencyFactors: z.array(z.string()),
  recommendedTimeline: z.string().nullable(),
  proposedSolution: z.string().nullable(),
  objectionHandling: z.array(z.string()),
  salesNextSteps: z.array(z.string()),
  selected: z.boolean(),
  selectCount: int(),
  selectedForRoute: z.boolean(),
  routeAddress: z.string().nullable(),
  routeBuilderHelper: z.string().nullable(),
  routeSummary: z.string().nullable(),
  routeJoinKey: z.string().nullable(),
  multiRouteUrl: z.string().nullable(),
  addressForMultiRoute: z.string().nullable(),
  buildRoute: z.string().nullable(),
  routeUrl: z.string().nullable(),
  mapDisplayName: z.string().nullable(),
  daysRemainingInQ3: int().nullable(),
  weightedValueText: z.string().nullable(),
  weightedValueDisplay: z.string().nullable(),
  scrapedAt: timestamp().nullable(),
  lastUpdated: timestamp(),
  rawData: z.unknown(),
  websiteDomain: z.string().nullable(),
  npiNumber: z.string().nullable(),
  identityKey: z.string().nullable(),
  discoverySource: z.enum(DISCOVERY_SOURCES),
  phoneE164: z.string().nullable(),
  country: z.string().nullable(),
  fieldSources: fieldSources,
  otherLocations: otherLocations,
  createdAt: timestamp(),
  version: int(),
  deletedAt: timestamp().nullable(),
  deletedBatch: z.string().nullable(),
  deletedBy: int().nullable(),
  searchText: z.string().nullable(),
  glideRowId: z.string().nullable(),
  glideRowHash: z.string().nullable(),
  geoSource: z.enum(GEO_SOURCES).nullable(),
  geoPrecision: z.enum(GEO_PRECISIONS).nullable(),
  geocodedAt: timestamp().nullable(),
});
export type PracticeWireRow = z.infer<typeof practiceRowSchema>;

/** The timestamp columns: ISO strings on the wire, Dates in the server's rows. */
export const PRACTICE_TIMESTAMP_COLUMNS = [
  "followUpDate",
  "scrapedAt",
  "lastUpdated",
  "createdAt",
  "deletedAt",
  "geocodedAt",
] as const satisfies readonly (keyof PracticeWireRow)[];
type TimestampColumn = (typeof PRACTICE_TIMESTAMP_COLUMNS)[number];

/** A lead as the server reads it from the database (timestamps as Dates): what the pure domain code works on. */
export type PracticeRow = {
  [K in keyof PracticeWireRow]: K extends TimestampColumn
    ? null extends PracticeWireRow[K]
      ? Date | null
      : Date
    : PracticeWireRow[K];
};

/** Columns the database fills in itself (the identity and the generated search text): never written. */
type GeneratedColumn = "id" | "searchText";

/** A lead to insert: the practice's name is required, every other column has a default or may be null. */
export type NewPracticeRow = { practiceName: string } & {
  [K in Exclude<keyof PracticeRow, GeneratedColumn | "practiceName">]?: PracticeRow[K] | undefined;
};
