export {
  distinctAddressCount,
  extractAddress,
  findUsAddresses,
  jsonLdAddresses,
  type PostalParts,
  siteTextAddresses,
  type UsAddress,
} from "./address.ts";
export { clauseAround, hasAffirmed, isContrasted, isNegated, type MatchOptions } from "./affirmed-match.ts";
export { type AgeClues, ageIndicators } from "./age-indicators.ts";
export { type BusinessContext, extractBusinessFlags, hasLocationsMenu } from "./business-flags.ts";
export { extractCopyrightYear } from "./copyright-year.ts";
export { extractDoctorNames } from "./doctor-names.ts";
export { cfEmailFromHref, decodeCfEmail, encodeCfEmail } from "./cf-email.ts";
export { countryCode, countryFromHost } from "./country.ts";
export { cleanEmail, extractEmail, extractEmailSourced, findTextEmails } from "./email.ts";
export {
  CONTACT_FIELDS,
  type ContactField,
  FIELD_SOURCES,
  type FieldSource,
  type FieldSources,
  type OfficeLocation,
} from "./field-source.ts";
export { extractLocations, type Locations } from "./locations.ts";
export { type ExtractOptions, extractPractice } from "./extract-practice.ts";
export { type ModernityInputs, websiteModernityScore } from "./modernity-score.ts";
export { foldSpaces, normalizeForMatch } from "./normalize.ts";
export {
  extractPhone,
  extractPhoneSourced,
  findPhones,
  findTextPhones,
  normalizeUsPhone,
  type Phone,
  readPhone,
} from "./phone.ts";
export {
  eachPhraseMatch,
  hasPhrase,
  type IndexedText,
  indexText,
  type Phrase,
  type PhraseMatch,
  phrase,
} from "./phrase.ts";
export { type PlaceLookup, placeKey, placeList } from "./places.ts";
export { extractEstablishedYear, extractGraduationYear } from "./practice-age.ts";
export {
  cleanPracticeName,
  extractPracticeName,
  extractPracticeNameSourced,
  nameFromFooter,
  nameFromTitles,
} from "./practice-name.ts";
export { SERVICE_CATALOG } from "./service-catalog.ts";
export { extractServices, type ServiceContext, type ServiceExtraction } from "./services.ts";
export { showsPhoneAndAddress } from "./shows-contact.ts";
export { buildSiteCorpus, indexPlainText, type SiteCorpus, urlParts } from "./site-corpus.ts";
export { extractTechnology, type TechnologyExtraction } from "./technology.ts";
export { TECHNOLOGY_CATALOG } from "./technology-catalog.ts";
export { stateCode } from "./us-states.ts";
export { detectWebsitePlatform } from "./website-platform.ts";
export { findWorldAddresses, guessCountryFromAddresses, type WorldAddress } from "./world-address.ts";
