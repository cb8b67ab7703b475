import { createRedis } from "@cbct/shared/jobs/redis";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testQueuePrefix, testRedisUrl } from "../../../infra/test/services.ts";
import { type Corpus, startCorpus } from "../../corpus/server.ts";
import { pipelineSites } from "../../../infra/test/pipeline-test-kit.ts";
import { createDiscovery, type DiscoveryConfig } from "./create-discovery.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../../infra/fakes/discovery/start-discovery-fakes.ts";

let corpus: Corpus;
let fakes: DiscoveryFakes;
let redis: Redis;
const PREFIX = testQueuePrefix();

// Enough practices in one zip that the registry answers in more than one 200-record page.
beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(130, "discovery-int", ["22401"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 2 });
  redis = createRedis(testRedisUrl(), "client");
}, 60_000);

afterAll(async () => {
  await redis?.quit();
  await fakes?.close();
  await corpus?.close();
});

function config(overrides: Partial<DiscoveryConfig> = {}): DiscoveryConfig {
  return {
    NPPES_BASE_URL: fakes.env.NPPES_BASE_URL!,
    NOMINATIM_BASE_URL: fakes.env.NOMINATIM_BASE_URL!,
    OVERPASS_BASE_URL: fakes.env.OVERPASS_BASE_URL!,
    GOOGLE_PLACES_BASE_URL: fakes.env.GOOGLE_PLACES_BASE_URL!,
    GOOGLE_PLACES_API_KEY: fakes.env.GOOGLE_PLACES_API_KEY,
    DISCOVERY_CONTACT: "ops@example.com",
    DISCOVERY_TIMEOUT_MS: 2_000,
    // One application: every discovery in this file shares the Nominatim gate and cache (the fake's limit is global).
    QUEUE_PREFIX: PREFIX,
    ...overrides,
  };
}

const zip = { kind: "zipcode", zipCode: "22401" } as const;

describe("discovery against the fake registries", () => {
  it("pages through the registry and merges every provider into one lead per practice", async () => {
    const discovery = createDiscovery(config(), { redis, retryDelayMs: 50 });
    const { located, warnings } = await discovery.locate(zip);
    expect(warnings).toEqual([]);
    const out = await discovery.discover(zip, located, 200);
    const inZip = fakes.world.practices.filter((p) => p.zip === "22401");
    const registryRecords = inZip
      .filter((p) => p.inNppes)
      .reduce((n, p) => n + (p.orgNpi ? 1 : 0) + p.doctors.length, 0);
    expect(registryRecords).toBeGreaterThan(200);
    expect(out.found.nppes).toBe(registryRecords);
    // Places searches a box, which reaches into neighbouring zips; those are dropped after merging.
    expect(out.found.places).toBeGreaterThanOrEqual(inZip.filter((p) => p.places).length);
    expect(out.practices).toHaveLength(inZip.length);
    expect(new Set(out.practices.map((p) => p.websiteDomain).filter(Boolean)).size).toBe(
      out.practices.filter((p) => p.websiteDomain).length,
    );
  });

  it("keeps Nominatim to one request per second across processes sharing Redis", async () => {
    // Two discoveries = two worker processes; the fake answers 429 to anything faster than 1 request per second.
    const a = createDiscovery(config(), { redis, retryDelayMs: 50 });
    const b = createDiscovery(config(), { redis, retryDelayMs: 50 });
    const before = fakes.requests("nominatim");
    const started = Date.now();
    const results = await Promise.all([
      a.locate({ kind: "zipcode", zipCode: "22402" }),
      b.locate({ kind: "zipcode", zipCode: "22403" }),
      a.locate({ kind: "city-state", city: "Richmond", state: "VA" }),
    ]);
    expect(results.map((r) => r.warnings)).toEqual([[], [], []]);
    expect(fakes.requests("nominatim") - before).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_100);
    // Cached: asking again sends nothing.
    await b.locate({ kind: "zipcode", zipCode: "22402" });
    expect(fakes.requests("nominatim") - before).toBe(3);
  });

  it("backs off after a 429 and reports a refused key as a warning", async () => {
    fakes.fail("overpass", "rate-limit-once");
    const discovery = createDiscovery(config({ GOOGLE_PLACES_API_KEY: "wrong" }), { redis, retryDelayMs: 50 });
    const { located } = await discovery.locate(zip);
    const out = await discovery.discover(zip, located, 50);
    expect(out.found.osm).toBeGreaterThan(0);
    expect(out.warnings).toEqual([
      "Google Places failed: answered 400 INVALID_ARGUMENT: API key not valid. Please pass a valid API key.",
    ]);
  });

  it("does not call Places without a key", async () => {
    const before = fakes.requests("places");
    const discovery = createDiscovery(config({ GOOGLE_PLACES_API_KEY: undefined }), { redis, retryDelayMs: 50 });
    const { located } = await discovery.locate(zip);
    const out = await discovery.discover(zip, located, 50);
    expect(fakes.requests("places")).toBe(before);
    expect(out.found.places).toBe(0);
    expect(out.practices.length).toBeGreaterThan(0);
  });
});
