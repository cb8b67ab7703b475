import { saveLeadPoint } from "@cbct/shared/aggregates/leads/index";
import { cacheGeocode, cachedGeocode, type GeocodeResult, leadsToGeocode } from "@cbct/shared/db/queries/geocode";
import { geocodeAddressOf, geocodeCacheKey } from "@cbct/core/domain/map/geocode-address";
import { UnrecoverableError } from "bullmq";
import { createNominatimGeocoder } from "../discovery/nominatim-geocoder.ts";
import { ProviderError } from "../discovery/provider-error.ts";
import { NOMINATIM_INTERVAL_MS, nominatimGateKey } from "../discovery/create-discovery.ts";
import { redisRateGate } from "../pacing/index.ts";
import type { ProcessorFactory } from "./job-processor.ts";
import { PROVIDER_MAX_BODY_BYTES, providerGuard } from "../discovery/provider-http.ts";

/**
 * geocode-leads (issue 22): every live lead not looked at yet gets a point and says where it came from.
 * - A lead that arrived with coordinates (NPPES/OSM/Places through the pipeline) keeps them: source "provider".
 * - Otherwise its address is looked up: first in geocode_cache (by normalised address), else with Nominatim through
 *   the deployment's one Nominatim gate (shared with the pipeline's lookups: 1 request a second in total), and the
 *   answer, a miss included, is cached for every later lead at that address.
 * - A lead with nothing to place it by is marked "no_address"; one Nominatim does not know, "not_found". The map's
 *   side list shows both.
 * Nominatim failing (down, 429 after retries, 403) stops the batch without marking the lead: the next run retries it.
 */
export const geocodeLeadsProcessor: ProcessorFactory<"geocode-leads"> = (deps) => {
  const { config, redis } = deps;
  const geocode = redis
    ? createNominatimGeocoder({
        baseUrl: config.NOMINATIM_BASE_URL,
        http: {
          userAgent: `CBCTIntelligence/1.0 (dental lead geocoding; contact: ${config.DISCOVERY_CONTACT})`,
          timeoutMs: config.DISCOVERY_TIMEOUT_MS,
          attempts: 3,
          // The provider guard of every discovery request: only the configured Nominatim host is exempt.
          guard: providerGuard([config.NOMINATIM_BASE_URL], config.DISCOVERY_MAX_BODY_BYTES ?? PROVIDER_MAX_BODY_BYTES),
        },
        gate: redisRateGate(redis, nominatimGateKey(config.QUEUE_PREFIX), NOMINATIM_INTERVAL_MS),
      })
    : null;
  return {
    // The scheduler's next run is the retry; a lead is only marked once decided, so there is nothing to end.
    markFailed: async () => {},

    async process(job, payload, { log }) {
      if (!geocode) throw new UnrecoverableError("geocode-leads needs the worker's Redis (the Nominatim gate)");
      const { db } = deps;
      const now = () => deps.now?.() ?? new Date();
      const limit = payload.ids ? payload.ids.length : Math.max(1, config.GEOCODE_BATCH);
      const leads = await leadsToGeocode(db, { limit, ids: payload.ids });
      const counts = { provider: 0, cached: 0, asked: 0, placed: 0, noAddress: 0, notFound: 0 };
      for (const lead of leads) {
        if (lead.latitude !== null && lead.longitude !== null) {
          await saveLeadPoint(
            db,
            lead.id,
            { source: "provider", latitude: null, longitude: null, precision: "address" },
            now(),
          );
          counts.provider++;
          continue;
        }
        const address = geocodeAddressOf(lead);
        if (!address) {
          await saveLeadPoint(
            db,
            lead.id,
            { source: "nominatim", latitude: null, longitude: null, precision: "no_address" },
            now(),
          );
          counts.noAddress++;
          continue;
        }
        const key = geocodeCacheKey(address);
        let result: GeocodeResult | null = await cachedGeocode(db, key);
        if (result) counts.cached++;
        else {
          let hit;
          try {
            counts.asked++;
            hit = await geocode(address);
          } catch (err) {
            // Nominatim is down or refusing: leave this lead and the rest for the next run.
            log.warn("geocoding stopped: Nominatim failed", {
              error: err instanceof ProviderError || err instanceof Error ? err.message : String(err),
              ...counts,
            });
            break;
          }
          result = hit
            ? { latitude: hit.lat, longitude: hit.lon, precision: hit.precision }
            : { latitude: null, longitude: null, precision: "not_found" };
          await cacheGeocode(db, key, result, hit?.displayName ?? null);
        }
        await saveLeadPoint(db, lead.id, { source: "nominatim", ...result }, now());
        if (result.latitude === null) counts.notFound++;
        else counts.placed++;
        await job.updateProgress({ ...counts });
      }
      log.info("geocoded leads", { leads: leads.length, ...counts });
      return counts;
    },
  };
};
