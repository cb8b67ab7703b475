import type { ScrapeOutcome } from "@cbct/shared/db/queries/scrape-lifecycle";
import type { NewPractice } from "@cbct/shared/db/schema/practices";
import { scorePractice } from "@cbct/shared/domain/scoring/index";
import type { SiteContent } from "@cbct/shared/domain/site-content";
import type { CbctDetectionResult, ExtractedPractice } from "@cbct/shared/domain/types";

/** A name for a lead whose site names no practice: "smile-dental.com" -> "Smile Dental". */
function nameFromDomain(domain: string): string {
  const label = domain.replace(/:\d+$/, "").split(".")[0] ?? domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

/**
 * Turns one crawl's findings into the lead row, its detection row and the job's extractedData.
 * hasCbct is true for confirmed and likely detections (the practice most probably owns one); the -50 of spec 9
 * applies to confirmed only, inside the scoring module.
 */
export function practiceFromScrape(args: {
  site: SiteContent;
  websiteDomain: string;
  extracted: ExtractedPractice;
  detection: CbctDetectionResult;
  now: Date;
}): ScrapeOutcome {
  const { site, websiteDomain, extracted: x, detection: d, now } = args;
  const year = now.getFullYear();
  const origin = new URL(site.finalUrl).origin;
  const evidence = d.evidence.map((e) => (e.pageUrl ? `${e.snippet} (${e.pageUrl})` : e.snippet));
  const detectedTechnology = [
    ...new Set([...x.detectedTechnology, ...(d.model ? [`${d.manufacturer ?? ""} ${d.model}`.trim()] : [])]),
  ];

  const base = {
    practiceName: x.practiceName ?? nameFromDomain(websiteDomain),
    doctorName: x.doctorNames.slice(0, 3).join(", ") || null,
    websiteLink: site.startUrl,
    website: origin,
    websiteDomain,
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
    fieldSources: x.practiceName ? x.fieldSources : { ...x.fieldSources, practiceName: "domain" as const },
    otherLocations: x.otherLocations,
    services: x.services,
    ...x.serviceFlags,
    ...x.technologyFlags,
    ...x.businessFlags,
    websitePlatform: x.websitePlatform,
    websiteModernityScore: x.websiteModernityScore,
    detectedTechnology,
    estimatedYearsInBusiness: x.establishedYear ? Math.max(0, year - x.establishedYear) : 5,
    doctorGraduationYear: x.doctorGraduationYear,
    doctorExperienceYears: x.doctorGraduationYear ? Math.max(0, year - x.doctorGraduationYear) : null,
    ageIndicators: x.ageIndicators,
    hasCbct: d.status === "confirmed" || d.status === "likely",
    hasCbctCleaned: d.status === "confirmed" || d.status === "likely",
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
      fieldSources: base.fieldSources,
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
  };
}
