import type { CorpusSite } from "@cbct/worker/corpus/server";
import { createRng } from "@cbct/worker/corpus/random";
import { FAKE_PLACES, type FakePlace } from "./preset-places.ts";

/** One real-world practice as the fakes know it: what each registry would say about it is derived from this. */
export type WorldPractice = {
  key: string;
  name: string;
  legalName: string;
  doctors: { first: string; last: string; credential: string; npi: string }[];
  orgNpi: string | null;
  street: string;
  suite: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  website: string | null;
  lat: number;
  lon: number;
  inNppes: boolean;
  /** OpenStreetMap: present, and whether its website tag is filled in (volunteers often leave it out). */
  osm: { id: number; type: "node" | "way"; websiteTag: "website" | "contact:website" | null } | null;
  places: { id: string; hasWebsite: boolean; rating: number; reviews: number } | null;
};

export type DiscoveryWorld = { places: readonly FakePlace[]; practices: WorldPractice[] };

const FIRST = [
  "Dana",
  "Karen",
  "Michael",
  "Priya",
  "James",
  "Laura",
  "Omar",
  "Grace",
  "Victor",
  "Elena",
  "Samuel",
  "Nora",
];
const LAST = ["Lee", "Holt", "Patel", "Nguyen", "Carter", "Brooks", "Reyes", "Shah", "Morgan", "Kim", "Foster", "Bell"];
const STREETS = [
  "Princess Anne St",
  "Jefferson Davis Hwy",
  "Lafayette Blvd",
  "Plank Rd",
  "Route 3",
  "Sophia St",
  "Cowan Blvd",
  "Garrisonville Rd",
];

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/);
  return { first: parts[0] ?? full, last: parts.at(-1) ?? full };
}

function splitStreet(address: string): { street: string; suite: string | null } {
  const m = /^(.*?)(?:,\s*|\s+)((?:Suite|Ste\.?|Unit|#)\s*\S+)$/i.exec(address);
  return m ? { street: m[1]!.trim(), suite: m[2]!.trim() } : { street: address, suite: null };
}

/** A valid-looking NPI (Luhn check digit with the 80840 prefix, as real ones have). */
export function fakeNpi(n: number): string {
  const body = String(100_000_000 + (n % 800_000_000)).slice(0, 9);
  const digits = `80840${body}`.split("").map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits[i]!;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Builds the registries' shared truth from corpus sites (each a practice with a website whose pages say who and where
 * it is) plus `registryOnlyPerPlace` practices without any website. Coverage differs per registry, as in life: most
 * practices are in NPPES, fewer in OpenStreetMap (often without a website tag), most in Google Places.
 */
export function buildDiscoveryWorld(options: {
  sites: readonly CorpusSite[];
  registryOnlyPerPlace?: number;
  /** Websites that answer 404 (a practice that closed its site): a scrape warning the run must report. */
  goneWebsites?: readonly string[];
  seed?: string;
}): DiscoveryWorld {
  const rng = createRng(options.seed ?? "discovery-world");
  const practices: WorldPractice[] = [];
  let npiCounter = 1;
  const phones = new Set<string>();
  const jitter = () => (rng.next() - 0.5) * 0.03;
  const addPractice = (
    p: Omit<WorldPractice, "orgNpi" | "doctors" | "inNppes" | "osm" | "places" | "lat" | "lon" | "key">,
    doctors: string[],
    place: FakePlace,
  ) => {
    const i = practices.length;
    // The corpus reuses 100 numbers per area code; real practices each have their own line.
    if (phones.has(p.phone)) p = { ...p, phone: `(${place.area}) 555-${String(2000 + i).padStart(4, "0")}` };
    phones.add(p.phone);
    const inNppes = rng.chance(0.9);
    const osmPresent = rng.chance(0.65);
    const placesPresent = rng.chance(0.8);
    practices.push({
      ...p,
      key: `p${i}`,
      lat: place.lat + jitter(),
      lon: place.lon + jitter(),
      orgNpi: inNppes && rng.chance(0.85) ? fakeNpi(npiCounter++ * 7919) : null,
      doctors: doctors.map((d) => ({
        ...splitName(d),
        credential: rng.pick(["DDS", "D.D.S.", "DMD"]),
        npi: fakeNpi(npiCounter++ * 7919),
      })),
      inNppes,
      osm: osmPresent
        ? {
            id: 4_000_000_000 + i,
            type: rng.chance(0.7) ? "node" : "way",
            websiteTag: p.website && rng.chance(0.6) ? rng.pick(["website", "contact:website"] as const) : null,
          }
        : null,
      // Every practice is at least somewhere online: one that no registry lists is invisible, so nobody would test it.
      places:
        placesPresent || (!inNppes && !osmPresent)
          ? {
              id: `ChIJfake${i.toString(36)}${rng.int(1000, 9999)}`,
              hasWebsite: rng.chance(0.9),
              rating: Math.round((3.5 + rng.next() * 1.5) * 10) / 10,
              reviews: rng.int(3, 600),
            }
          : null,
    });
  };

  const placeByZip = new Map(FAKE_PLACES.map((p) => [p.zip, p]));
  for (const site of options.sites) {
    const e = site.label.expected;
    const place = placeByZip.get(e.zipCode);
    if (!place) continue;
    addPractice(
      {
        name: e.practiceName,
        legalName: `${e.practiceName.toUpperCase()} PLLC`,
        ...splitStreet(e.address),
        city: e.city,
        state: e.state,
        zip: e.zipCode,
        phone: e.phone,
        website: site.url,
      },
      e.doctorNames,
      place,
    );
  }
  for (const [i, url] of (options.goneWebsites ?? []).entries()) {
    const place = FAKE_PLACES[0]!;
    const last = LAST[i % LAST.length]!;
    addPractice(
      {
        name: `${last} Dental Studio`,
        legalName: `${last.toUpperCase()} DENTAL STUDIO INC`,
        street: `${200 + i} Caroline St`,
        suite: null,
        city: place.city,
        state: place.state,
        zip: place.zip,
        phone: `(${place.area}) 555-${String(8000 + i).padStart(4, "0")}`,
        website: url,
      },
      [`${FIRST[i % FIRST.length]} ${last}`],
      place,
    );
  }
  for (const place of FAKE_PLACES) {
    for (let i = 0; i < (options.registryOnlyPerPlace ?? 0); i++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const name = `${last} Family Dentistry of ${place.city} ${place.zip.slice(3)}${i}`;
      addPractice(
        {
          name,
          legalName: `${name.toUpperCase()} PC`,
          street: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`,
          suite: null,
          city: place.city,
          state: place.state,
          zip: place.zip,
          phone: `(${place.area}) 555-${String(rng.int(1000, 9999))}`,
          website: null,
        },
        [`${first} ${last}`],
        place,
      );
    }
  }
  return { places: FAKE_PLACES, practices };
}

export { FAKE_PLACES };
