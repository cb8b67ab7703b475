import type { PracticeRow as Practice } from "../../contracts/wire-row.ts";
import { cbctStatusLabel } from "../scoring/lead-labels.ts";

/**
 * The Glide table's columns (spec 3's field mapping groups): the sync writes these column ids, the export names them,
 * the integration page shows them as the field mapping reference. Pure and browser-safe.
 */

export type GlideColumnType = "string" | "uri" | "phoneNumber" | "emailAddress" | "number" | "boolean" | "dateTime";

export const GLIDE_COLUMN_GROUPS = [
  "Basic",
  "CBCT",
  "Lead Scoring",
  "Services",
  "Route Management",
  "Business Data",
] as const;
export type GlideColumnGroup = (typeof GLIDE_COLUMN_GROUPS)[number];

export type GlideLead = Omit<Practice, "rawData">;
export type GlideValue = string | number | boolean | null;

export type GlideColumn = {
  /** The column id rows are keyed by (Glide v2 keys rows by column id, not display name). */
  id: string;
  displayName: string;
  type: GlideColumnType;
  group: GlideColumnGroup;
  /** Where the value comes from, as the mapping reference shows it. */
  source: string;
  value: (p: GlideLead) => GlideValue;
};

const num = (v: string | null) => (v === null || v === "" ? null : Number(v));

/** Columns of one group; `source` (the lead field shown in the mapping reference) defaults to the column id. */
const group =
  (name: GlideColumnGroup) =>
  (id: string, displayName: string, type: GlideColumnType, value: GlideColumn["value"], source = id): GlideColumn => ({
    id,
    displayName,
    type,
    group: name,
    source,
    value,
  });
const basic = group("Basic");
const cbct = group("CBCT");
const scoring = group("Lead Scoring");
const services = group("Services");
const route = group("Route Management");
const business = group("Business Data");

export const GLIDE_COLUMNS: readonly GlideColumn[] = [
  basic("websiteLink", "Website Link", "uri", (p) => p.website ?? p.websiteLink, "website"),
  basic("doctorName", "Doctor Name", "string", (p) => p.doctorName),
  basic("practiceName", "Practice Name", "string", (p) => p.practiceName),
  basic("telephone", "Telephone", "phoneNumber", (p) => p.telephone ?? p.phone, "telephone / phone"),
  basic("state", "State", "string", (p) => p.state),
  basic("subRegion", "Sub Region", "string", (p) => p.subRegion),
  basic("city", "City", "string", (p) => p.city),
  basic("email", "Email", "emailAddress", (p) => p.email),
  basic("appLeadId", "App Lead ID", "number", (p) => p.id, "id"),
  cbct("hasCbct", "Has CBCT", "boolean", (p) => p.hasCbct),
  cbct("cbctStatus", "CBCT Status", "string", (p) => cbctStatusLabel(p.cbctStatus)),
  cbct("cbctConfidence", "CBCT Confidence", "number", (p) => num(p.cbctConfidence)),
  cbct("cbctManufacturer", "CBCT Manufacturer", "string", (p) => p.cbctManufacturer),
  cbct("cbctModel", "CBCT Model", "string", (p) => p.cbctModel),
  cbct("cbctInstallYear", "CBCT Install Year", "number", (p) => p.cbctInstallYear),
  cbct("cbctAge", "CBCT Age", "number", (p) => p.cbctAge),
  cbct("replacementPriority", "Replacement Priority", "string", (p) => p.replacementPriority),
  scoring("leadScore", "Lead Score", "number", (p) => p.leadScore),
  scoring("practiceScore", "Practice Score", "number", (p) => p.practiceScore),
  scoring("aiScore", "AI Score", "number", (p) => p.aiScore),
  scoring("leadType", "Lead Type", "string", (p) => p.leadType),
  scoring("leadCategory", "Lead Category", "string", (p) => p.leadQualityCategory, "leadQualityCategory"),
  scoring("salesLikelihood", "Sales Likelihood", "number", (p) => p.salesLikelihoodScore, "salesLikelihoodScore"),
  services("services", "Services", "string", (p) => p.services.join("; ")),
  services("hasImplants", "Implants", "boolean", (p) => p.hasImplants),
  services("hasOralSurgery", "Oral Surgery", "boolean", (p) => p.hasOralSurgery),
  services("hasOrtho", "Orthodontics", "boolean", (p) => p.hasOrtho),
  services("hasEndo", "Endodontics", "boolean", (p) => p.hasEndo),
  services("hasSedation", "Sedation", "boolean", (p) => p.hasSedation),
  services("hasSleep", "Sleep Apnea", "boolean", (p) => p.hasSleep),
  route("selectedForRoute", "Selected For Route", "boolean", (p) => p.selectedForRoute),
  route("routeAddress", "Route Address", "string", (p) => p.routeAddress ?? p.address, "routeAddress / address"),
  route("latitude", "Latitude", "number", (p) => num(p.latitude)),
  route("longitude", "Longitude", "number", (p) => num(p.longitude)),
  route("routeUrl", "Route URL", "uri", (p) => p.routeUrl),
  route("multiRouteUrl", "Multi-Route URL", "uri", (p) => p.multiRouteUrl),
  business("productValue", "Product Value", "number", (p) => num(p.productValue)),
  business("leadCost", "Lead Cost", "number", (p) => num(p.leadCost)),
  business("roi", "ROI", "number", (p) => num(p.roi)),
  business("owner", "Owner", "string", (p) => p.owner),
  business("company", "Company", "string", (p) => p.company),
  business("reviewCount", "Review Count", "number", (p) => p.reviewCount),
  business("lastUpdated", "Last Updated", "dateTime", (p) => new Date(p.lastUpdated).toISOString()),
];

/** One lead as a Glide row: column id -> value. */
export function glideRow(lead: GlideLead): Record<string, GlideValue> {
  return Object.fromEntries(GLIDE_COLUMNS.map((c) => [c.id, c.value(lead)]));
}

/** The table schema for creating the Glide table through the API (`POST /tables`). */
export const glideTableSchema = () => ({
  columns: GLIDE_COLUMNS.map((c) => ({ id: c.id, displayName: c.displayName, type: c.type })),
});
