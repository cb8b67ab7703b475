import type { Redis } from "ioredis";
import { z } from "zod";
import { stateName } from "@cbct/core/domain/extraction/us-states";
import { ProviderError } from "./provider-error.ts";
import { type ProviderHttp, requestJson } from "./provider-http.ts";
import type { RateGate } from "../pacing/index.ts";
import type { LocatedArea, SearchArea } from "./search-area.ts";

const num = z.union([z.string(), z.number()]).transform(Number);
const hitSchema = z.object({
  lat: num,
  lon: num,
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
  display_name: z.string().default(""),
  boundingbox: z.tuple([num, num, num, num]).optional(),
});
const answerSchema = z.array(hitSchema);

const CACHE_TTL_S = 7 * 24 * 3600;

/**
 * Places a zip code or a city with Nominatim's structured search. Policy: one request per second for the whole
 * application (the shared gate), an identifying User-Agent, and results cached (7 days, in Redis when given) so a
 * second run over the same place asks nothing.
 */
export function createNominatimClient(deps: {
  baseUrl: string;
  http: Omit<ProviderHttp, "beforeRequest">;
  gate: RateGate;
  cache?: { redis: Redis; prefix: string } | undefined;
}) {
  return async function locate(area: SearchArea, signal?: AbortSignal): Promise<LocatedArea | null> {
    const params = new URLSearchParams({ format: "jsonv2", countrycodes: "us", addressdetails: "1", limit: "1" });
    if (area.kind === "zipcode") params.set("postalcode", area.zipCode);
    else {
      params.set("city", area.city);
      // Full state names are matched reliably; two-letter codes are not (reference: external-apis.md 2a).
      params.set("state", stateName(area.state) ?? area.state);
    }
    const cacheKey = deps.cache ? `${deps.cache.prefix}:nominatim:${params.toString()}` : null;
    if (cacheKey) {
      const cached = await deps.cache!.redis.get(cacheKey);
      if (cached) return JSON.parse(cached) as LocatedArea | null;
    }
    const url = `${deps.baseUrl.replace(/\/$/, "")}/search?${params}`;
    const { body } = await requestJson(
      "Nominatim",
      url,
      {},
      { ...deps.http, ...(signal ? { signal } : {}), beforeRequest: deps.gate },
      (status, b) =>
        status === 403 ? "refused our requests (403: usage policy)" : `answered HTTP ${status}${errorMessage(b)}`,
    );
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError("Nominatim", "answered in an unexpected format", false);
    const hit = parsed.data[0];
    const located: LocatedArea | null = hit
      ? {
          lat: hit.lat,
          lon: hit.lon,
          boundingBox: hit.boundingbox ?? [hit.lat - 0.08, hit.lat + 0.08, hit.lon - 0.08, hit.lon + 0.08],
          osmRelationId: hit.osm_type === "relation" && hit.osm_id ? hit.osm_id : null,
          displayName: hit.display_name,
        }
      : null;
    if (cacheKey) await deps.cache!.redis.set(cacheKey, JSON.stringify(located), "EX", CACHE_TTL_S);
    return located;
  };
}

function errorMessage(body: unknown): string {
  const message = (body as { error?: { message?: string } } | null)?.error?.message;
  return message ? `: ${message}` : "";
}

export type NominatimClient = ReturnType<typeof createNominatimClient>;
