import type { CandidateSource, DiscoveredPractice, PracticeCandidate } from "./candidate.ts";
import { addressKey, phoneKey, websiteKey } from "./match-keys.ts";

const SOURCE_ORDER: CandidateSource[] = ["nppes", "places", "osm"];

/** The keys a candidate can be matched on; two candidates sharing any key are the same practice. */
function keysOf(c: PracticeCandidate): string[] {
  const keys: string[] = [];
  if (c.npi && c.isOrganization) keys.push(`npi:${c.npi}`);
  const site = websiteKey(c.website);
  if (site) keys.push(`site:${site}`);
  const phone = phoneKey(c.phone);
  if (phone) keys.push(`phone:${phone}`);
  const address = addressKey(c.address, c.zipCode);
  if (address) keys.push(`addr:${address}`);
  return keys;
}

function find(parent: number[], i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

const first = <T>(items: readonly T[], pick: (item: T) => T[keyof T] | null | undefined) => {
  for (const item of items) {
    const value = pick(item);
    if (value !== null && value !== undefined && value !== "") return value;
  }
  return null;
};

function rank(c: PracticeCandidate): number {
  // Organisations name the practice; among them the registry is the most formal, Places the most current.
  return (c.isOrganization ? 0 : 10) + SOURCE_ORDER.indexOf(c.source);
}

function mergeGroup(group: PracticeCandidate[]): DiscoveredPractice {
  const byRank = [...group].sort((a, b) => rank(a) - rank(b));
  // Contact details: Places and OSM are kept current by the practice or its visitors; the registry's are often stale.
  const contact = [...group].sort(
    (a, b) => ["places", "osm", "nppes"].indexOf(a.source) - ["places", "osm", "nppes"].indexOf(b.source),
  );
  const website = first(contact, (c) => (websiteKey(c.website) ? c.website : null)) as string | null;
  const orgNpis = [...new Set(group.filter((c) => c.isOrganization && c.npi).map((c) => c.npi!))];
  const individualNpis = [...new Set(group.filter((c) => !c.isOrganization && c.npi).map((c) => c.npi!))];
  const doctorNames = [...new Set(byRank.map((c) => c.doctorName).filter((n): n is string => Boolean(n)))];
  const located = contact.find((c) => c.latitude !== null && c.longitude !== null);
  const sources = SOURCE_ORDER.filter((s) => group.some((c) => c.source === s));
  return {
    practiceName: byRank[0]!.name,
    doctorNames,
    npi: orgNpis[0] ?? (individualNpis.length === 1 ? individualNpis[0]! : null),
    phone: first(contact, (c) => (phoneKey(c.phone) ? c.phone : null)) as string | null,
    address: first(byRank, (c) => c.address) as string | null,
    city: first(byRank, (c) => c.city) as string | null,
    state: first(byRank, (c) => c.state) as string | null,
    zipCode: first(byRank, (c) => c.zipCode) as string | null,
    website,
    websiteDomain: websiteKey(website),
    latitude: located?.latitude ?? null,
    longitude: located?.longitude ?? null,
    starRating: first(contact, (c) => c.starRating) as number | null,
    reviewCount: first(contact, (c) => c.reviewCount) as number | null,
    googleMapsLink: first(contact, (c) => c.googleMapsLink) as string | null,
    sources,
  };
}

/**
 * Groups candidates from every provider into practices: any shared organisation NPI, website domain, phone number or
 * street address (with zip) joins two candidates, transitively. A dentist (NPPES individual) joins the practice at
 * their address or phone and lends it their name; a dentist alone becomes a practice of their own. Output order
 * follows the first candidate of each practice, so the same inputs always give the same list.
 */
export function mergeCandidates(candidates: readonly PracticeCandidate[]): DiscoveredPractice[] {
  const parent = candidates.map((_, i) => i);
  // Identities per group: two groups that each carry a different organisation NPI or website are two practices
  // (e.g. two offices in one building), even when an address or a shared switchboard number links them.
  const npis = candidates.map((c) => new Set(c.npi && c.isOrganization ? [c.npi] : []));
  const sites = candidates.map((c) => new Set(websiteKey(c.website) ? [websiteKey(c.website)!] : []));
  const conflicts = (a: Set<string>, b: Set<string>) => a.size > 0 && b.size > 0 && ![...a].some((x) => b.has(x));
  const union = (i: number, j: number) => {
    const a = find(parent, i);
    const b = find(parent, j);
    if (a === b || conflicts(npis[a]!, npis[b]!) || conflicts(sites[a]!, sites[b]!)) return;
    parent[a] = b;
    for (const n of npis[a]!) npis[b]!.add(n);
    for (const s of sites[a]!) sites[b]!.add(s);
  };
  const owner = new Map<string, number>();
  // Strongest keys first: a shared phone (a switchboard, a stale registry number) only joins what nothing stronger
  // has already told apart.
  for (const kind of ["npi:", "site:", "addr:", "phone:"]) {
    candidates.forEach((c, i) => {
      for (const key of keysOf(c)) {
        if (!key.startsWith(kind)) continue;
        const seen = owner.get(key);
        if (seen === undefined) owner.set(key, i);
        else union(i, seen);
      }
    });
  }
  const groups = new Map<number, PracticeCandidate[]>();
  candidates.forEach((c, i) => {
    const root = find(parent, i);
    const list = groups.get(root) ?? [];
    list.push(c);
    groups.set(root, list);
  });
  return [...groups.values()].map(mergeGroup);
}
