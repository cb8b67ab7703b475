import type { NewDetectionRow } from "../../vocabulary/detection.ts";
import type { NewPracticeRow as NewPractice } from "../../contracts/wire-row.ts";
import { detectCbct } from "../cbct/index.ts";
import type { FieldSources } from "../extraction/field-source.ts";
import { extractPractice } from "../extraction/index.ts";
import type { PlaceLookup } from "../extraction/places.ts";
import { DEFAULT_YEARS_IN_BUSINESS, scorePractice } from "../scoring/index.ts";
import { hasCbctFor } from "./has-cbct.ts";
import type { SiteContent } from "../site-content.ts";
import type { CbctDetectionResult, ExtractedPractice } from "../types.ts";

/** What the CPU-heavy part of building a lead reads out of a site: extraction and rule-based CBCT detection. */
export type SiteReading = { extracted: ExtractedPractice; detection: CbctDetectionResult };

/** The lead row, its detection row and the job's extractedData: everything a scrape stores, and the tester shows. */
export type BuiltLead = {
  practice: Omit<NewPractice, "id">;
  detection: NewDetectionRow;
  extractedData: Record<string, unknown>;
  reading: SiteReading;
};

export type BuildLeadInput = {
  site: SiteContent;
  /** Normalised domain of the site ("" for pasted tester text, which has none). */
  websiteDomain: string;
  now: Date;
  /** A name the user gave (the tester); otherwise the site's own name, else one made from the domain. */
  practiceName?: string;
  /** A reading already made (e.g. revised by the AI second opinion); read from `site` when absent. */
  reading?: SiteReading;
};

/**
 * Extraction and detection, the part that costs CPU (and the part an AI second opinion may revise). The practice's
 * own name lets detection read "North Sound Oral Surgery has a CT scanner" as the practice speaking: the name the
 * tester's user typed, else the one extraction found on the site.
 */
export function readSite(
  site: SiteContent,
  now: Date,
  options: { practiceName?: string | null; places?: PlaceLookup } = {},
): SiteReading {
  const extracted = extractPractice(site, { now, ...(options.places ? { places: options.places } : {}) });
  // Pasted text has no URL; the detector's evidence then carries a null page URL rather than "".
  const detection = detectCbct(
    site.pages.map((p) => ({ ...p, url: p.url || null })),
    { now, practiceName: options.practiceName || extracted.practiceName },
  );
  return { extracted, detection };
}

/** A name for a lead whose site names no practice: "smile-dental.com" -> "Smile Dental". */
export function nameFromDomain(domain: string): string {
  const label = domain.replace(/:\d+$/, "").split(".")[0] ?? domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

function originOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null;
}

/**
 * The one way a site's pages become a lead (extraction, detection, scoring), used by the scrape worker and by the
 * CBCT tester so the tester shows exactly what a scrape would store. Pure and deterministic given `now`; every year
 * is a UTC year. hasCbct is true for confirmed and likely detections (the practice most probably owns one); the -50
 * of spec 9 applies to confirmed only, inside the scoring module.
 */
export function buildLead(input: BuildLeadInput): BuiltLead {
  const { site, websiteDomain, now } = input;
  const reading = input.reading ?? readSite(site, now);
  const { extracted: x, detection: d } = reading;
  const year = now.getUTCFullYear();
  const evidence = d.evidence.map((e) => (e.pageUrl ? `${e.snippet} (${e.pageUrl})` : e.snippet));
  const detectedTechnology = [
    ...new Set([...x.detectedTechnology, ...(d.model ? [`${d.manufacturer ?? ""} ${d.model}`.trim()] : [])]),
  ];

  // Where the name came from: the site, or (when the site names no practice) the domain. A name typed into the
  // tester is the user's own, not a reading of the site, so it records no source.
  const fieldSources: FieldSources =
    input.practiceName || x.practiceName ? x.fieldSources : { ...x.fieldSources, practiceName: "domain" };
  const base = {
    practiceName: input.practiceName || x.practiceName || nameFromDomain(websiteDomain),
    doctorName: x.doctorNames.slice(0, 3).join(", ") || null,
    websiteLink: site.startUrl || null,
    website: originOf(site.finalUrl),
    websiteDomain: websiteDomain || null,
    telephone: x.phone,
    phone: x.phone,
    phoneE164: x.phoneE164,
    email: x.email,
    address: x.address,
    practiceAddress: x.address,
    city: x.city,
    practiceCity: x.city,
    state: x.state,
    practiceState: x.state,
    zipCode: x.zipCode,
    practiceZipCode: x.zipCode,
    country: x.country,
    fieldSources,
    otherLocations: x.otherLocations,
    services: x.services,
    ...x.serviceFlags,
    ...x.technologyFlags,
    ...x.businessFlags,
    websitePlatform: x.websitePlatform,
    websiteModernityScore: x.websiteModernityScore,
    detectedTechnology,
    // Spec 9: a practice nothing dates is taken to be 5 years in business.
    estimatedYearsInBusiness:
      x.establishedYear !== null ? Math.max(0, year - x.establishedYear) : DEFAULT_YEARS_IN_BUSINESS,
    doctorGraduationYear: x.doctorGraduationYear,
    doctorExperienceYears: x.doctorGraduationYear !== null ? Math.max(0, year - x.doctorGraduationYear) : null,
    ageIndicators: x.ageIndicators,
    hasCbct: hasCbctFor(d.status),
    hasCbctCleaned: hasCbctFor(d.status),
    aiConfirmedCbct: d.method.endsWith("+ai") && d.status === "confirmed",
    cbctStatus: d.status,
    cbctConfidence: String(d.confidence),
    cbctManufacturer: d.manufacturer,
    cbctModel: d.model,
    cbctInstallYear: d.estimatedInstallYear,
    cbctAge: d.scannerAge,
    cbctDetectionMethod: d.method,
    cbctEvidence: evidence,
    cbctReference: d.evidence[0]?.pageUrl ?? null,
    manufacturerOptions: d.manufacturerOptions,
    discoverySource: "scrape" as const,
    scrapedAt: now,
  } satisfies Partial<NewPractice>;

  const scoring = scorePractice({ ...base, cbctConfidence: d.confidence, disqualified: false }, { now });

  return {
    practice: { ...base, ...scoring },
    detection: {
      detectionType: d.status,
      confidence: String(d.confidence),
      evidence: d.evidence,
      sourceText: site.pages
        .map((p) => p.text)
        .join("\n")
        .slice(0, 20_000),
      aiAnalysis: d.reasoning,
      manufacturer: d.manufacturer,
      model: d.model,
      estimatedInstallYear: d.estimatedInstallYear,
      scannerAge: d.scannerAge,
      detectionMethod: d.method,
    },
    extractedData: {
      finalUrl: site.finalUrl,
      pages: site.pages.map((p) => ({ url: p.url, title: p.title, renderedWithBrowser: p.renderedWithBrowser })),
      practiceName: base.practiceName,
      phone: x.phone,
      phoneE164: x.phoneE164,
      email: x.email,
      city: x.city,
      state: x.state,
      fieldSources,
      otherLocations: x.otherLocations,
      services: x.services,
      cbct: {
        status: d.status,
        confidence: d.confidence,
        manufacturer: d.manufacturer,
        model: d.model,
        estimatedInstallYear: d.estimatedInstallYear,
        scannerAge: d.scannerAge,
        method: d.method,
      },
      leadScore: scoring.leadScore,
    },
    reading,
  };
}
