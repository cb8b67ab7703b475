import type { DetectionEvidence } from "../vocabulary/detection.ts";
import type { CbctStatus } from "../vocabulary/lead.ts";
import type { FieldSources, OfficeLocation } from "./extraction/field-source.ts";
import type { BusinessFlags, ServiceFlags, TechnologyFlags } from "./flags.ts";

export type { CbctStatus, DetectionEvidence };

/** What extraction/ reads out of a scraped site (pure function of SiteContent). */
export type ExtractedPractice = {
  practiceName: string | null;
  doctorNames: string[];
  /** National format for the practice's country ("(512) 555-0142" in the US, "020 7946 0958" in the UK). */
  phone: string | null;
  /** The same number in E.164 ("+15125550142"), for dialling. */
  phoneE164: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  /** Two-letter USPS code. */
  state: string | null;
  zipCode: string | null;
  /** ISO 3166-1 alpha-2 country of the main office ("US" unless the site says otherwise). */
  country: string;
  /** The practice's other offices; the lead holds the main one. */
  otherLocations: OfficeLocation[];
  /** Where each contact field was read; a field the site does not show has no entry. */
  fieldSources: FieldSources;
  /** Human-readable service names found, e.g. "Dental Implants", "Invisalign", "Sleep Apnea". */
  services: string[];
  serviceFlags: ServiceFlags;
  technologyFlags: TechnologyFlags;
  businessFlags: BusinessFlags;
  /** e.g. "WordPress", "Wix", "Squarespace", "Weebly", "GoDaddy", "ProSites", "Dental Marketing Agency", "Custom". */
  websitePlatform: string | null;
  copyrightYear: number | null;
  /** 0-100: how current the website looks (copyright year, platform, HTTPS, online booking, responsive meta...). */
  websiteModernityScore: number;
  /** Technology names found (CBCT scanners excluded; those come from detection), e.g. "iTero", "CEREC", "Laser". */
  detectedTechnology: string[];
  establishedYear: number | null;
  doctorGraduationYear: number | null;
  ageIndicators: string[];
};

export type CbctDetectionResult = {
  status: CbctStatus;
  /** 0-100 integer. */
  confidence: number;
  evidence: DetectionEvidence[];
  manufacturer: string | null;
  model: string | null;
  /** First-evidence (FDA clearance or launch) year of the named model. */
  modelReleaseYear: number | null;
  estimatedInstallYear: number | null;
  scannerAge: number | null;
  /** How the status was reached: "model-fingerprint", "ownership-phrase", "page-context", "generic-mention", "none"; "+ai" appended when an AI second opinion changed it. */
  method: string;
  /** Imaging and chairside equipment named on the site (CBCT and look-alikes), for the tester's "extracted equipment". */
  equipment: string[];
  /** Every CBCT manufacturer named on the site. */
  manufacturerOptions: string[];
  /** An older CBCT model also named on the site (an upgrade), if any. */
  previousModel: { manufacturer: string; model: string } | null;
  signals: { ownership: boolean; referral: boolean; negation: boolean; lookAlikes: string[] };
  /** Rule-written explanation; replaced or extended by an AI second opinion when a key is configured. */
  reasoning: string;
};
