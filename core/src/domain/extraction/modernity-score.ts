/**
 * Website modernity, 0-100, as a sum of independent points:
 *
 * | Signal                                   | Points                                                    |
 * |------------------------------------------|-----------------------------------------------------------|
 * | Copyright year (recency)                 | this year 30, last year 25, 2 years 18, 3-4 years 10,     |
 * |                                          | 5+ years 0; no copyright found 10 (unknown, not stale)    |
 * | Platform                                 | modern hosted builder or dental agency (Squarespace, Wix, |
 * |                                          | Duda, Webflow, ProSites, Dental Marketing Agency) 15,     |
 * |                                          | WordPress 12, Custom/HubSpot 8, dated (Weebly, GoDaddy,   |
 * |                                          | Officite, Joomla, Drupal) 4, unknown 0                    |
 * | Final URL is HTTPS                       | 15                                                        |
 * | Online scheduling                        | 15                                                        |
 * | Structured data (JSON-LD) present        | 10                                                        |
 * | Patient portal / digital forms / virtual | 5 each                                                    |
 *
 * Maximum 30 + 15 + 15 + 15 + 10 + 15 = 100. PageContent carries no viewport meta, so responsiveness is not scored;
 * the hosted builders are responsive by construction, which the platform points reflect.
 */
export type ModernityInputs = {
  copyrightYear: number | null;
  currentYear: number;
  websitePlatform: string | null;
  https: boolean;
  hasOnlineScheduling: boolean;
  hasStructuredData: boolean;
  hasPatientPortal: boolean;
  hasDigitalForms: boolean;
  hasVirtualConsults: boolean;
};

const PLATFORM_POINTS: Record<string, number> = {
  Squarespace: 15,
  Wix: 15,
  Duda: 15,
  Webflow: 15,
  ProSites: 15,
  "Dental Marketing Agency": 15,
  WordPress: 12,
  Custom: 8,
  HubSpot: 8,
  Weebly: 4,
  GoDaddy: 4,
  Officite: 4,
  Joomla: 4,
  Drupal: 4,
};

function copyrightPoints(copyrightYear: number | null, currentYear: number): number {
  if (copyrightYear === null) return 10;
  const age = currentYear - copyrightYear;
  if (age <= 0) return 30;
  if (age === 1) return 25;
  if (age === 2) return 18;
  if (age <= 4) return 10;
  return 0;
}

export function websiteModernityScore(i: ModernityInputs): number {
  const points =
    copyrightPoints(i.copyrightYear, i.currentYear) +
    (i.websitePlatform !== null ? (PLATFORM_POINTS[i.websitePlatform] ?? 8) : 0) +
    (i.https ? 15 : 0) +
    (i.hasOnlineScheduling ? 15 : 0) +
    (i.hasStructuredData ? 10 : 0) +
    (i.hasPatientPortal ? 5 : 0) +
    (i.hasDigitalForms ? 5 : 0) +
    (i.hasVirtualConsults ? 5 : 0);
  return Math.max(0, Math.min(100, points));
}
