import type { SiteContent } from "../site-content.ts";
import type { ExtractedPractice } from "../types.ts";
import { distinctAddressCount, siteTextAddresses } from "./address.ts";
import { ageIndicators } from "./age-indicators.ts";
import { extractBusinessFlags, hasLocationsMenu } from "./business-flags.ts";
import { extractCopyrightYear } from "./copyright-year.ts";
import { extractDoctorNames } from "./doctor-names.ts";
import { contactTexts, declaredBusinesses } from "./contact-sources.ts";
import { COUNTRY_NAMES, countryCode, countryFromHost, declaredCountry } from "./country.ts";
import { extractEmailSourced } from "./email.ts";
import type { FieldSources } from "./field-source.ts";
import { extractLocations } from "./locations.ts";
import { websiteModernityScore } from "./modernity-score.ts";
import { countryFromTelLinks, countryFromTextNumbers, extractPhoneSourced, findPhones } from "./phone.ts";
import type { PlaceLookup } from "./places.ts";
import { extractEstablishedYear, extractGraduationYear } from "./practice-age.ts";
import { extractPracticeNameSourced } from "./practice-name.ts";
import { extractServices } from "./services.ts";
import { buildSiteCorpus, type SiteCorpus, urlParts } from "./site-corpus.ts";
import { extractTechnology } from "./technology.ts";
import { detectWebsitePlatform } from "./website-platform.ts";
import { guessCountryFromAddresses, hasPostcodeAddress } from "./world-address.ts";

export type ExtractOptions = {
  now?: Date;
  /** A gazetteer (the server's `worldPlaces()`): cities of addresses outside the US written as plain text. */
  places?: PlaceLookup;
};

function isHttps(url: string): boolean | null {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return null;
  }
}

const COUNTRY_AT_END = new RegExp(
  `,\\s*(${COUNTRY_NAMES.filter((n) => n !== "america")
    .map((n) => n.replace(/\./g, "\\."))
    .join("|")})\\.?(?![\\p{L}])`,
  "giu",
);

/** "…, Nairobi, Kenya" in the footer or on the contact page: the country most often written at an address's end. */
function countryFromNames(texts: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of texts) {
    COUNTRY_AT_END.lastIndex = 0;
    for (let m = COUNTRY_AT_END.exec(text); m !== null; m = COUNTRY_AT_END.exec(text)) {
      const code = countryCode(m[1] ?? "");
      if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0] && (!ranked[1] || ranked[1][1] < ranked[0][1]) ? ranked[0][0] : null;
}

/**
 * Where the practice is: what it declares, else its country-code domain, else its international tel: links. Then,
 * from the footers, the contact pages and the home page: a US address says US; else the country code of the numbers
 * written in text ("+254 …"), a country named at an address's end (", Kenya"), a UK or Canadian postcode, an
 * Indian PIN after a state or "Singapore 123456"; a US phone number says US; else a city the gazetteer places in one
 * country. Else US.
 */
function siteCountry(corpus: SiteCorpus, places: PlaceLookup | undefined, usAddresses: readonly unknown[]): string {
  for (const { node } of declaredBusinesses(corpus)) {
    const country = declaredCountry(node);
    if (country) return country;
  }
  const early = countryFromHost(urlParts(corpus.finalUrl).host) ?? countryFromTelLinks(corpus);
  if (early) return early;
  const sources = contactTexts(corpus);
  const chrome = sources.filter((s) => s.source !== "text").flatMap((s) => s.texts);
  const texts = [...chrome, ...corpus.pages.filter((p) => p.isHome).map((p) => p.raw)];
  if (usAddresses.length > 0) return "US";
  return (
    countryFromTextNumbers(texts) ??
    countryFromNames(texts) ??
    ["GB", "CA", "IN", "SG"].find((c) => texts.some((t) => hasPostcodeAddress(t, c))) ??
    // A US number in the footer or on the home page: a US practice whose address did not read, not a town to look up.
    (texts.some((t) => findPhones(t, "US").length > 0) ? "US" : null) ??
    guessCountryFromAddresses(texts, places) ??
    "US"
  );
}

/** Everything the lead record takes from a scraped site, as a pure function of the site's content. */
export function extractPractice(site: SiteContent, options: ExtractOptions = {}): ExtractedPractice {
  const now = options.now ?? new Date();
  const currentYear = now.getUTCFullYear();
  const corpus = buildSiteCorpus(site);
  const textAddresses = siteTextAddresses(corpus, options.places);
  const country = siteCountry(corpus, options.places, textAddresses);
  const name = extractPracticeNameSourced(corpus);
  const practiceName = name?.value ?? null;
  const phone = extractPhoneSourced(corpus, country);
  const email = extractEmailSourced(corpus);
  const locations = extractLocations(corpus, country, options.places);
  const fieldSources: FieldSources = {
    ...(name ? { practiceName: name.source } : {}),
    ...(phone ? { phone: phone.source } : {}),
    ...(email ? { email: email.source } : {}),
    ...(locations.source ? { address: locations.source } : {}),
  };

  const { technologyFlags, detectedTechnology } = extractTechnology(corpus.text, corpus.hints);
  const { services, serviceFlags } = extractServices(corpus.text, {
    practiceName,
    hasIntraoralScanner: technologyFlags.hasIntraoralScanner,
  });
  const businessFlags = extractBusinessFlags(corpus.text, {
    addressCount: Math.max(distinctAddressCount(corpus, textAddresses), 1 + locations.others.length),
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
    phone: phone?.value.national ?? null,
    phoneE164: phone?.value.e164 ?? null,
    email: email?.value ?? null,
    address: locations.main.address,
    city: locations.main.city,
    state: locations.main.state,
    zipCode: locations.main.zipCode,
    country: locations.main.country,
    otherLocations: locations.others,
    fieldSources,
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
