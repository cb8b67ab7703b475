/** What one provider says about one practice (or one dentist), before merging. */
export type CandidateSource = "nppes" | "osm" | "places";

export type PracticeCandidate = {
  source: CandidateSource;
  /** The provider's own id: the NPI, "node/123" for OpenStreetMap, the Places id. */
  sourceId: string;
  name: string;
  /** False for an NPPES individual (NPI-1): a dentist, whose practice is whatever organisation shares the address. */
  isOrganization: boolean;
  doctorName: string | null;
  npi: string | null;
  phone: string | null;
  /** Street line, suite included. */
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  starRating: number | null;
  reviewCount: number | null;
  googleMapsLink: string | null;
};

/** One practice after merging every candidate that describes it. */
export type DiscoveredPractice = {
  practiceName: string;
  doctorNames: string[];
  /** The organisation's NPI, else the only dentist's; the de-duplication key for practices without a website. */
  npi: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  website: string | null;
  websiteDomain: string | null;
  latitude: number | null;
  longitude: number | null;
  starRating: number | null;
  reviewCount: number | null;
  googleMapsLink: string | null;
  /** Providers that reported it, registry first; the first is the lead's discoverySource. */
  sources: CandidateSource[];
};
