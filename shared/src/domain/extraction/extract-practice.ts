import type { SiteContent } from "../site-content.ts";
import type { ExtractedPractice } from "../types.ts";
import { distinctAddressCount, extractAddress, siteTextAddresses } from "./address.ts";
import { ageIndicators } from "./age-indicators.ts";
import { extractBusinessFlags, hasLocationsMenu } from "./business-flags.ts";
import { extractCopyrightYear } from "./copyright-year.ts";
import { extractDoctorNames } from "./doctor-names.ts";
import { extractEmail } from "./email.ts";
import { websiteModernityScore } from "./modernity-score.ts";
import { extractPhone } from "./phone.ts";
import { extractEstablishedYear, extractGraduationYear } from "./practice-age.ts";
import { extractPracticeName } from "./practice-name.ts";
import { extractServices } from "./services.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { extractTechnology } from "./technology.ts";
import { detectWebsitePlatform } from "./website-platform.ts";

export type ExtractOptions = { now?: Date };

function isHttps(url: string): boolean | null {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return null;
  }
}

/** Everything the lead record takes from a scraped site, as a pure function of the site's content. */
export function extractPractice(site: SiteContent, options: ExtractOptions = {}): ExtractedPractice {
  const now = options.now ?? new Date();
  const currentYear = now.getUTCFullYear();
  const corpus = buildSiteCorpus(site);
  const practiceName = extractPracticeName(corpus);
  const textAddresses = siteTextAddresses(corpus);
  const postal = extractAddress(corpus, textAddresses);

  const { technologyFlags, detectedTechnology } = extractTechnology(corpus.text, corpus.hints);
  const { services, serviceFlags } = extractServices(corpus.text, {
    practiceName,
    hasIntraoralScanner: technologyFlags.hasIntraoralScanner,
  });
  const businessFlags = extractBusinessFlags(corpus.text, {
    addressCount: distinctAddressCount(corpus, textAddresses),
    locationsMenu: hasLocationsMenu(corpus.pages.flatMap((p) => p.page.links)),
    now,
  });

  const websitePlatform = detectWebsitePlatform(corpus);
  const copyrightYear = extractCopyrightYear(
    corpus.pages.map((p) => p.page.text),
    now,
  );
  const https = isHttps(site.finalUrl);
  const establishedYear = extractEstablishedYear(corpus.text, corpus.jsonLd, now);
  const doctorGraduationYear = extractGraduationYear(corpus.text, now);

  return {
    practiceName,
    doctorNames: extractDoctorNames(corpus),
    phone: extractPhone(corpus),
    email: extractEmail(corpus),
    ...postal,
    services,
    serviceFlags,
    technologyFlags,
    businessFlags,
    websitePlatform,
    copyrightYear,
    // A site that yielded no pages has shown nothing modern about itself.
    websiteModernityScore:
      corpus.pages.length === 0
        ? 0
        : websiteModernityScore({
            copyrightYear,
            currentYear,
            websitePlatform,
            https: https === true,
            hasOnlineScheduling: technologyFlags.hasOnlineScheduling,
            hasStructuredData: corpus.jsonLd.length > 0,
            hasPatientPortal: technologyFlags.hasPatientPortal,
            hasDigitalForms: technologyFlags.hasDigitalForms,
            hasVirtualConsults: technologyFlags.hasVirtualConsults,
          }),
    detectedTechnology,
    establishedYear,
    doctorGraduationYear,
    ageIndicators: ageIndicators({
      currentYear,
      establishedYear,
      doctorGraduationYear,
      copyrightYear,
      websitePlatform,
      https,
      hasRecentExpansion: businessFlags.hasRecentExpansion,
    }),
  };
}
