/** Names of the boolean flag columns of dental_practices, grouped as in spec section 3. */
export const SERVICE_FLAGS = [
  "hasEndo",
  "hasImplants",
  "hasOralSurgery",
  "hasOrtho",
  "hasReferrals",
  "hasSedation",
  "hasSleep",
  "hasIoScanner",
  "hasImplantPlacement",
  "hasImplantRestoration",
  "hasTraditionalOrtho",
  "hasInvisalign",
  "hasInvisalignOnly",
  "isOrthoSpecialist",
  "hasReferralFriendlyLanguage",
] as const;
export const TECHNOLOGY_FLAGS = [
  "hasIntraoralScanner",
  "hasCadCam",
  "hasLaser",
  "hasDigitalXray",
  "hasOnlineScheduling",
  "hasPatientPortal",
  "hasVirtualConsults",
  "hasDigitalForms",
] as const;
export const BUSINESS_FLAGS = [
  "hasMultipleLocations",
  "hasRecentExpansion",
  "isHiring",
  "hasComparativeLanguage",
  "hasPremiumWording",
] as const;

export type ServiceFlag = (typeof SERVICE_FLAGS)[number];
export type TechnologyFlag = (typeof TECHNOLOGY_FLAGS)[number];
export type BusinessFlag = (typeof BUSINESS_FLAGS)[number];
export type ServiceFlags = Record<ServiceFlag, boolean>;
export type TechnologyFlags = Record<TechnologyFlag, boolean>;
export type BusinessFlags = Record<BusinessFlag, boolean>;

export const noFlags = <K extends string>(keys: readonly K[]): Record<K, boolean> =>
  Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;
