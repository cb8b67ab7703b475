import type { PracticeCandidate } from "@cbct/core/domain/discovery/candidate";
import { z } from "zod";
import { ProviderError } from "./provider-error.ts";
import { type ProviderHttp, requestJson } from "./provider-http.ts";
import type { LocatedArea, SearchArea } from "./search-area.ts";

// Only what we use: the Enterprise fields (website, phone, rating) are why Places is worth its price.
const FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.addressComponents",
  "places.location",
  "places.websiteUri",
  "places.nationalPhoneNumber",
  "places.rating",
  "places.userRatingCount",
  "places.googleMapsUri",
  "places.businessStatus",
  "nextPageToken",
].join(",");
// Text Search gives at most 60 results, 20 a page.
const MAX_PAGES = 3;

const placeSchema = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  websiteUri: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  googleMapsUri: z.string().optional(),
  businessStatus: z.string().optional(),
});
const answerSchema = z.object({ places: z.array(z.unknown()).default([]), nextPageToken: z.string().optional() });

function toCandidate(p: z.infer<typeof placeSchema>): PracticeCandidate | null {
  if (!p.displayName?.text || (p.businessStatus && p.businessStatus !== "OPERATIONAL")) return null;
  const part = (type: string, short = false) => {
    const c = p.addressComponents.find((a) => a.types.includes(type));
    return (short ? c?.shortText : c?.longText) ?? null;
  };
  const street = [part("street_number"), part("route")].filter(Boolean).join(" ");
  const unit = part("subpremise");
  return {
    source: "places",
    sourceId: p.id,
    name: p.displayName.text,
    isOrganization: true,
    doctorName: null,
    npi: null,
    phone: p.nationalPhoneNumber ?? null,
    address: street ? `${street}${unit ? ` Suite ${unit}` : ""}` : null,
    city: part("locality"),
    state: part("administrative_area_level_1", true),
    zipCode: part("postal_code"),
    website: p.websiteUri ?? null,
    latitude: p.location?.latitude ?? null,
    longitude: p.location?.longitude ?? null,
    starRating: p.rating ?? null,
    reviewCount: p.userRatingCount ?? null,
    googleMapsLink: p.googleMapsUri ?? null,
  };
}

const googleMessage = (status: number, body: unknown) => {
  const e = (body as { error?: { message?: string; status?: string } } | null)?.error;
  return e?.message
    ? `answered ${status} ${e.status ?? ""}: ${e.message}`.replace("  ", " ")
    : `answered HTTP ${status}`;
};

/** Google Places API (New) Text Search for dentists inside the area's box; only used when an API key is set. */
export function createPlacesClient(deps: { baseUrl: string; apiKey: string; http: ProviderHttp }) {
  const endpoint = `${deps.baseUrl.replace(/\/$/, "")}/v1/places:searchText`;
  async function searchBox(
    area: SearchArea,
    box: [number, number, number, number],
    maxResults: number,
    signal?: AbortSignal,
  ): Promise<PracticeCandidate[]> {
    const [minLat, maxLat, minLon, maxLon] = box;
    const request = {
      textQuery: area.kind === "zipcode" ? `dentist in ${area.zipCode}` : `dentists in ${area.city}, ${area.state}`,
      includedType: "dentist",
      strictTypeFiltering: false,
      pageSize: 20,
      regionCode: "us",
      languageCode: "en",
      locationRestriction: {
        rectangle: { low: { latitude: minLat, longitude: minLon }, high: { latitude: maxLat, longitude: maxLon } },
      },
    };
    const out: PracticeCandidate[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES && out.length < maxResults; page++) {
      const { body } = await requestJson(
        "Google Places",
        endpoint,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-goog-api-key": deps.apiKey,
            "x-goog-fieldmask": FIELD_MASK,
          },
          // Every parameter but the token must repeat the first call's exactly.
          body: JSON.stringify(pageToken ? { ...request, pageToken } : request),
        },
        { ...deps.http, ...(signal ? { signal } : {}) },
        googleMessage,
      );
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new ProviderError("Google Places", "answered in an unexpected format", false);
      for (const raw of parsed.data.places) {
        const place = placeSchema.safeParse(raw);
        const c = place.success ? toCandidate(place.data) : null;
        if (c) out.push(c);
      }
      pageToken = parsed.data.nextPageToken;
      if (!pageToken) break;
    }
    return out;
  }

  /**
   * Text Search stops at 60 results per query, so a search for more splits the area's box into 2 x 2 tiles (up to 240
   * results), asked one after another; a practice on a tile edge is kept once.
   */
  return async function searchDentists(
    area: SearchArea,
    located: LocatedArea,
    maxResults: number,
    signal?: AbortSignal,
  ): Promise<PracticeCandidate[]> {
    const [minLat, maxLat, minLon, maxLon] = located.boundingBox;
    const midLat = (minLat + maxLat) / 2;
    const midLon = (minLon + maxLon) / 2;
    const boxes: [number, number, number, number][] =
      maxResults > 60
        ? [
            [minLat, midLat, minLon, midLon],
            [minLat, midLat, midLon, maxLon],
            [midLat, maxLat, minLon, midLon],
            [midLat, maxLat, midLon, maxLon],
          ]
        : [located.boundingBox];
    const seen = new Set<string>();
    const out: PracticeCandidate[] = [];
    for (const box of boxes) {
      for (const c of await searchBox(area, box, maxResults, signal)) {
        if (seen.has(c.sourceId)) continue;
        seen.add(c.sourceId);
        out.push(c);
      }
    }
    return out;
  };
}

export type PlacesClient = ReturnType<typeof createPlacesClient>;
