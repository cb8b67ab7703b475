import type { WorkerConfig } from "@cbct/shared/config";
import type { DiscoveredPractice, PracticeCandidate } from "@cbct/core/domain/discovery/candidate";
import { mergeCandidates } from "@cbct/core/domain/discovery/merge-candidates";
import type { Redis } from "ioredis";
import { createNominatimClient } from "./nominatim-client.ts";
import { createNppesClient } from "./nppes-client.ts";
import { createOverpassClient } from "./overpass-client.ts";
import { createPlacesClient } from "./places-client.ts";
import { ProviderError } from "./provider-error.ts";
import { PROVIDER_MAX_BODY_BYTES, type ProviderHttp, providerGuard } from "./provider-http.ts";
import { localRateGate, redisRateGate } from "../pacing/index.ts";
import { describeArea, type LocatedArea, type SearchArea } from "./search-area.ts";

export type DiscoveryConfig = Pick<
  WorkerConfig,
  | "NPPES_BASE_URL"
  | "NOMINATIM_BASE_URL"
  | "OVERPASS_BASE_URL"
  | "GOOGLE_PLACES_BASE_URL"
  | "GOOGLE_PLACES_API_KEY"
  | "DISCOVERY_CONTACT"
  | "DISCOVERY_TIMEOUT_MS"
  | "QUEUE_PREFIX"
> &
  Partial<Pick<WorkerConfig, "DISCOVERY_MAX_BODY_BYTES">>;

export type DiscoveryOutcome = {
  located: LocatedArea | null;
  /** Candidates per provider, before merging (for the step details and the run's record). */
  found: Record<"nppes" | "osm" | "places", number>;
  candidates: PracticeCandidate[];
  practices: DiscoveredPractice[];
  /** Readable: which provider failed and why. The run goes on with what the others found. */
  warnings: string[];
};

export type Discovery = {
  locate(area: SearchArea, signal?: AbortSignal): Promise<{ located: LocatedArea | null; warnings: string[] }>;
  discover(
    area: SearchArea,
    located: LocatedArea | null,
    maxResults: number,
    signal?: AbortSignal,
  ): Promise<DiscoveryOutcome>;
};

export const NOMINATIM_INTERVAL_MS = 1_100;
/** The deployment's one Nominatim gate (Redis key): the pipeline's lookups and the lead geocoder share it. */
export const nominatimGateKey = (queuePrefix: string) => `${queuePrefix}:discovery:nominatim-gate`;

// A site is worth more to the pipeline than a phone number: practices with a website and seen by more registries first.
const priority = (p: DiscoveredPractice) => (p.websiteDomain ? 10 : 0) + p.sources.length;

function inArea(area: SearchArea, p: DiscoveredPractice): boolean {
  if (area.kind === "zipcode") return !p.zipCode || p.zipCode.slice(0, 5) === area.zipCode;
  const sameCity = !p.city || p.city.toLowerCase() === area.city.toLowerCase();
  return sameCity && (!p.state || p.state.toUpperCase() === area.state);
}

/**
 * The providers behind the pipeline's locate and discover steps. Each is optional at run time: one that fails or
 * times out becomes a warning and the others' practices still count. Places is used only with an API key.
 */
export function createDiscovery(
  config: DiscoveryConfig,
  options: { redis?: Redis; retryDelayMs?: number } = {},
): Discovery {
  const http: ProviderHttp = {
    userAgent: `CBCTIntelligence/1.0 (dental lead discovery; contact: ${config.DISCOVERY_CONTACT})`,
    timeoutMs: config.DISCOVERY_TIMEOUT_MS,
    attempts: 3,
    baseDelayMs: options.retryDelayMs ?? 1_000,
    // Every provider request through the scraper's address rules; only the configured base URLs' hosts are exempt.
    guard: providerGuard(
      [config.NPPES_BASE_URL, config.NOMINATIM_BASE_URL, config.OVERPASS_BASE_URL, config.GOOGLE_PLACES_BASE_URL],
      config.DISCOVERY_MAX_BODY_BYTES ?? PROVIDER_MAX_BODY_BYTES,
    ),
  };
  // 1.1 s, not 1 s: the gate times the start of each request, and a busy machine can delay one start more than the
  // next; the policy's "1 per second" must hold where the server measures it.
  const gate = options.redis
    ? redisRateGate(options.redis, nominatimGateKey(config.QUEUE_PREFIX), NOMINATIM_INTERVAL_MS)
    : localRateGate(NOMINATIM_INTERVAL_MS);
  const locateArea = createNominatimClient({
    baseUrl: config.NOMINATIM_BASE_URL,
    http,
    gate,
    cache: options.redis ? { redis: options.redis, prefix: `${config.QUEUE_PREFIX}:discovery` } : undefined,
  });
  const nppes = createNppesClient({ baseUrl: config.NPPES_BASE_URL, http });
  const overpass = createOverpassClient({ baseUrl: config.OVERPASS_BASE_URL, http });
  const places = config.GOOGLE_PLACES_API_KEY
    ? createPlacesClient({ baseUrl: config.GOOGLE_PLACES_BASE_URL, apiKey: config.GOOGLE_PLACES_API_KEY, http })
    : null;

  const reason = (err: unknown) =>
    err instanceof ProviderError ? err.message : err instanceof Error ? err.message : String(err);

  return {
    async locate(area, signal) {
      try {
        const located = await locateArea(area, signal);
        return {
          located,
          warnings: located
            ? []
            : [`OpenStreetMap (Nominatim) does not know ${describeArea(area)}; searched the NPI Registry only`],
        };
      } catch (err) {
        return {
          located: null,
          warnings: [`OpenStreetMap (Nominatim) failed to place ${describeArea(area)}: ${reason(err)}`],
        };
      }
    },

    async discover(area, located, maxResults, signal) {
      const warnings: string[] = [];
      const settle = async (name: string, run: () => Promise<PracticeCandidate[]>) => {
        try {
          return await run();
        } catch (err) {
          if (signal?.aborted) throw err;
          warnings.push(`${name} failed: ${reason(err)}`);
          return [];
        }
      };
      // The registry is over-fetched: dentists outnumber practices, and merging folds them together.
      const [fromNppes, fromOsm, fromPlaces] = await Promise.all([
        settle("NPI Registry (NPPES)", () => nppes(area, Math.max(maxResults * 2, 200), signal)),
        located ? settle("OpenStreetMap (Overpass)", () => overpass(area, located, signal)) : Promise.resolve([]),
        located && places
          ? settle("Google Places", () => places(area, located, maxResults, signal))
          : Promise.resolve([]),
      ]);
      const candidates = [...fromNppes, ...fromPlaces, ...fromOsm];
      // Radius and box searches reach into neighbouring zips and towns: keep what is in the area asked for.
      const merged = mergeCandidates(candidates).filter((p) => inArea(area, p));
      const ordered = merged
        .map((p, i) => ({ p, i }))
        .sort((a, b) => priority(b.p) - priority(a.p) || a.i - b.i)
        .map(({ p }) => p);
      return {
        located,
        found: { nppes: fromNppes.length, osm: fromOsm.length, places: fromPlaces.length },
        candidates,
        practices: ordered.slice(0, maxResults),
        warnings,
      };
    },
  };
}
