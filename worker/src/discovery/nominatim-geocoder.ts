import type { GeoPrecision } from "@cbct/shared/db/schema/practices";
import { stateName } from "@cbct/core/domain/extraction/us-states";
import { type GeocodeAddress, hitPrecision } from "@cbct/core/domain/map/geocode-address";
import { z } from "zod";
import { ProviderError } from "./provider-error.ts";
import { type ProviderHttp, requestJson } from "./provider-http.ts";
import type { RateGate } from "../pacing/index.ts";

const num = z.union([z.string(), z.number()]).transform(Number);
const hitSchema = z.object({
  lat: num,
  lon: num,
  display_name: z.string().default(""),
  place_rank: z.number().optional(),
  addresstype: z.string().optional(),
});
const answerSchema = z.array(hitSchema);

export type GeocodeHit = { lat: number; lon: number; precision: GeoPrecision; displayName: string };

/**
 * Places a lead's address with Nominatim (issue 22), most precise query first: the street with its city, state and
 * zip; then the zip alone (a postcode centroid); then the city and state. Structured queries only (never mixed with
 * q=, which newer servers refuse), outside the US a free-form q= with the country. Every request goes through `gate`,
 * the deployment's one Nominatim spacing, so geocoding and the pipeline's lookups together stay at 1 request/second.
 * Null: Nominatim knows none of them ("address not found").
 */
export function createNominatimGeocoder(deps: {
  baseUrl: string;
  http: Omit<ProviderHttp, "beforeRequest">;
  gate: RateGate;
}) {
  async function search(params: Record<string, string>, signal?: AbortSignal): Promise<GeocodeHit | null> {
    const query = new URLSearchParams({ format: "jsonv2", addressdetails: "0", limit: "1", ...params });
    const url = `${deps.baseUrl.replace(/\/$/, "")}/search?${query}`;
    const { body } = await requestJson(
      "Nominatim",
      url,
      {},
      { ...deps.http, ...(signal ? { signal } : {}), beforeRequest: deps.gate },
      (status) => (status === 403 ? "refused our requests (403: usage policy)" : `answered HTTP ${status}`),
    );
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError("Nominatim", "answered in an unexpected format", false);
    const hit = parsed.data[0];
    if (!hit || !Number.isFinite(hit.lat) || !Number.isFinite(hit.lon)) return null;
    return { lat: hit.lat, lon: hit.lon, precision: hitPrecision(hit), displayName: hit.display_name };
  }

  return async function geocode(address: GeocodeAddress, signal?: AbortSignal): Promise<GeocodeHit | null> {
    if (address.kind === "freeform")
      return search({ q: address.text, countrycodes: address.country.toLowerCase() }, signal);
    const us = { countrycodes: "us" };
    // Full state names are matched reliably; two-letter codes are not (reference: external-apis.md 2a).
    const state = address.state ? (stateName(address.state) ?? address.state) : null;
    const attempts: Record<string, string>[] = [];
    if (address.street && (address.zip || (address.city && state)))
      attempts.push({
        ...us,
        street: address.street,
        ...(address.city ? { city: address.city } : {}),
        ...(state ? { state } : {}),
        ...(address.zip ? { postalcode: address.zip } : {}),
      });
    if (address.zip) attempts.push({ ...us, postalcode: address.zip });
    if (address.city && state) attempts.push({ ...us, city: address.city, state });
    for (const params of attempts) {
      const hit = await search(params, signal);
      if (hit) return hit;
    }
    return null;
  };
}

export type NominatimGeocoder = ReturnType<typeof createNominatimGeocoder>;
