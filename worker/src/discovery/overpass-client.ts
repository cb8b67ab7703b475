import type { PracticeCandidate } from "@cbct/core/domain/discovery/candidate";
import { z } from "zod";
import { ProviderError } from "./provider-error.ts";
import { type ProviderHttp, requestJson } from "./provider-http.ts";
import type { LocatedArea, SearchArea } from "./search-area.ts";

const elementSchema = z.object({
  type: z.enum(["node", "way", "relation"]),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
const answerSchema = z.object({ elements: z.array(z.unknown()).default([]), remark: z.string().optional() });

const ZIP_RADIUS_M = 8_000;
const CITY_RADIUS_M = 12_000;

function toCandidate(el: z.infer<typeof elementSchema>): PracticeCandidate | null {
  const tags = el.tags ?? {};
  if (!tags.name) return null;
  const lat = el.lat ?? el.center?.lat ?? null;
  const lon = el.lon ?? el.center?.lon ?? null;
  const street = [tags["addr:housenumber"], tags["addr:street"]].filter(Boolean).join(" ");
  return {
    source: "osm",
    sourceId: `${el.type}/${el.id}`,
    name: tags.name,
    isOrganization: true,
    doctorName: null,
    npi: null,
    // Tags are free text; these are the documented spellings, best first.
    phone: tags.phone ?? tags["contact:phone"] ?? null,
    address: street
      ? [street, tags["addr:unit"] ? `Suite ${tags["addr:unit"]}` : null].filter(Boolean).join(" ")
      : null,
    city: tags["addr:city"] ?? null,
    state: tags["addr:state"] ?? null,
    zipCode: tags["addr:postcode"]?.slice(0, 5) ?? null,
    website: tags.website ?? tags["contact:website"] ?? tags.url ?? null,
    latitude: lat,
    longitude: lon,
    starRating: null,
    reviewCount: null,
    googleMapsLink: null,
  };
}

/** The Overpass QL: dentists (amenity or healthcare tag) inside a city's boundary, else around the centre. */
export function overpassQuery(area: SearchArea, located: LocatedArea): string {
  const filter =
    area.kind === "city-state" && located.osmRelationId
      ? `(area.city)`
      : `(around:${area.kind === "zipcode" ? ZIP_RADIUS_M : CITY_RADIUS_M},${located.lat},${located.lon})`;
  const head =
    area.kind === "city-state" && located.osmRelationId
      ? `area(id:${3_600_000_000 + located.osmRelationId})->.city;\n`
      : "";
  return `[out:json][timeout:60];\n${head}(\n  nwr["amenity"="dentist"]${filter};\n  nwr["healthcare"="dentist"]${filter};\n);\nout center tags;`;
}

/** OpenStreetMap dentists with their website tags, via Overpass (POST form data=, identifying User-Agent). */
export function createOverpassClient(deps: { baseUrl: string; http: ProviderHttp }) {
  const endpoint = `${deps.baseUrl.replace(/\/$/, "")}/interpreter`;
  return async function searchDentists(
    area: SearchArea,
    located: LocatedArea,
    signal?: AbortSignal,
  ): Promise<PracticeCandidate[]> {
    const { body } = await requestJson(
      "Overpass",
      endpoint,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data: overpassQuery(area, located) }).toString(),
      },
      { ...deps.http, ...(signal ? { signal } : {}) },
      (s) => (s === 429 ? "is busy (429: no free slot)" : `answered HTTP ${s}`),
    );
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError("Overpass", "answered in an unexpected format", false);
    // Runtime failures come back as HTTP 200 with a remark and empty or partial elements: treat as a failure.
    if (parsed.data.remark && /error/i.test(parsed.data.remark))
      throw new ProviderError("Overpass", parsed.data.remark, true);
    const seen = new Set<string>();
    const out: PracticeCandidate[] = [];
    for (const raw of parsed.data.elements) {
      const el = elementSchema.safeParse(raw);
      if (!el.success || seen.has(`${el.data.type}/${el.data.id}`)) continue;
      seen.add(`${el.data.type}/${el.data.id}`);
      const c = toCandidate(el.data);
      if (c) out.push(c);
    }
    return out;
  };
}

export type OverpassClient = ReturnType<typeof createOverpassClient>;
