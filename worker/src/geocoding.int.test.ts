import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { practiceMapResponseSchema } from "@cbct/core/contracts/practice-map";
import { countUngeocoded } from "@cbct/shared/db/queries/geocode";
import { geocodeCache, type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { enqueue } from "@cbct/shared/jobs/catalog";
import { createLogger } from "@cbct/shared/log/create-logger";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../infra/fakes/discovery/start-discovery-fakes.ts";
import { type RunningWorker, startWorker } from "./start-worker.ts";

/**
 * The background geocoder (issue 22) against the fake Nominatim (real jsonv2 answers, its 1 request/second policy
 * enforced with 429s): scraped leads get a point from their address, provider leads keep theirs, the cache saves
 * repeat requests, and leads that cannot be placed say why on the map.
 */
let api: TestApi;
let fakes: DiscoveryFakes;
let worker: RunningWorker;
let cookie = "";

beforeAll(async () => {
  fakes = await startDiscoveryFakes({ sites: [], registryOnlyPerPlace: 2 });
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    NOMINATIM_BASE_URL: fakes.env.NOMINATIM_BASE_URL,
    SCRAPER_BROWSER_MODE: "never",
    LEAD_REFRESH_DAYS: "0",
  });
  worker = await startWorker(config, createLogger("error", "worker"));
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fakes?.close();
});

async function geocodeAll(jobId: string) {
  await enqueue(api.deps.queues, "geocode-leads", {}, { jobId });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await countUngeocoded(api.deps.db)) > 0)
    await new Promise((r) => setTimeout(r, 200));
  expect(await countUngeocoded(api.deps.db)).toBe(0);
}

describe("geocode-leads", () => {
  it("places scraped leads from their address, keeps providers' points, caches, and says why a lead has no point", async () => {
    const known = fakes.world.practices.find((p) => p.city === "Fredericksburg")!;
    const town = (zip: string) => fakes.world.places.find((p) => p.zip === zip)!;
    const scraped = (over: Partial<NewPractice>): NewPractice => ({
      practiceName: "Lead",
      discoverySource: "scrape",
      ...over,
    });
    const db = api.deps.db;
    await db.insert(practices).values([
      // 1 request: the street address is known.
      scraped({
        practiceName: "Street Dental",
        address: `${known.street}, Suite 200`,
        city: known.city,
        state: known.state,
        zipCode: known.zip,
      }),
      // Same address spelled differently ("Street" for "St", case, spaces): the cache answers, no request.
      scraped({
        practiceName: "Same Place Ortho",
        address: known.street.toUpperCase().replace(/\bST$/, "Street").replace(" ", "  "),
        city: known.city,
        state: known.state,
        zipCode: `${known.zip}-1234`,
      }),
      // 2 requests: an unknown street, then its zip: the zip's centroid.
      scraped({
        practiceName: "Zip Only Dental",
        address: "1 Nowhere Lane",
        city: "Fredericksburg",
        state: "VA",
        zipCode: "22401",
      }),
      // 1 request: a town Nominatim does not know.
      scraped({ practiceName: "Lost Dental", city: "Atlantis", state: "VA" }),
      // No request: nothing to place it by.
      scraped({ practiceName: "No Address Dental", phone: "(540) 555-0100" }),
      // A provider lead keeps its point.
      {
        practiceName: "Registry Dental",
        discoverySource: "osm",
        city: "Richmond",
        state: "VA",
        latitude: "37.5407000",
        longitude: "-77.4360000",
      },
    ]);
    // In the recycle bin: left alone.
    await db
      .insert(practices)
      .values(
        scraped({ practiceName: "Cleared", city: "Stafford", state: "VA", deletedAt: new Date(), deletedBatch: "b" }),
      );

    const before = fakes.requests("nominatim");
    await geocodeAll("geocode-1");
    // 4 requests, each at least 900 ms after the last (the fake answers 429 otherwise, and a retry would add one).
    expect(fakes.requests("nominatim") - before).toBe(4);

    const rows = await db.select().from(practices).orderBy(asc(practices.id));
    const by = (name: string) => rows.find((r) => r.practiceName === name)!;
    expect(by("Street Dental")).toMatchObject({ geoSource: "nominatim", geoPrecision: "address" });
    expect(Number(by("Street Dental").latitude)).toBeCloseTo(known.lat, 6);
    expect(Number(by("Street Dental").longitude)).toBeCloseTo(known.lon, 6);
    expect(by("Same Place Ortho")).toMatchObject({ geoPrecision: "address", latitude: by("Street Dental").latitude });
    expect(by("Zip Only Dental")).toMatchObject({ geoSource: "nominatim", geoPrecision: "postcode" });
    expect(Number(by("Zip Only Dental").latitude)).toBeCloseTo(town("22401").lat, 6);
    expect(by("Lost Dental")).toMatchObject({ geoPrecision: "not_found", latitude: null });
    expect(by("No Address Dental")).toMatchObject({ geoPrecision: "no_address", latitude: null });
    expect(by("Registry Dental")).toMatchObject({
      geoSource: "provider",
      latitude: "37.5407000",
      longitude: "-77.4360000",
    });
    expect(by("Cleared")).toMatchObject({ geoPrecision: null, geocodedAt: null });
    // A background fill-in does not count as an edit: a rep's open dialog can still save.
    expect(by("Street Dental").version).toBe(1);
    expect(by("Street Dental").geocodedAt).toBeInstanceOf(Date);

    // The misses are cached too: a new lead in the same unknown town asks nothing.
    const misses = await db.select().from(geocodeCache).where(eq(geocodeCache.precision, "not_found"));
    expect(misses).toHaveLength(1);
    await db.insert(practices).values(scraped({ practiceName: "Lost Too", city: "atlantis ", state: "VA" }));
    const again = fakes.requests("nominatim");
    await geocodeAll("geocode-2");
    expect(fakes.requests("nominatim") - again).toBe(0);

    // The map places them, and its side list says why the others are missing.
    const res = await api.request("/api/practices/map?bbox=-78,37,-77,39&zoom=14&state=VA", { cookie });
    const map = practiceMapResponseSchema.parse(await res.json());
    expect(map.points.map((p) => p.practiceName).sort()).toEqual([
      "Registry Dental",
      "Same Place Ortho",
      "Street Dental",
      "Zip Only Dental",
    ]);
    expect(map.unplaced).toMatchObject({ noAddress: 0, notFound: 2, pending: 0 });
    expect(map.unplaced.leads.map((l) => [l.practiceName, l.reason]).sort()).toEqual([
      ["Lost Dental", "not_found"],
      ["Lost Too", "not_found"],
    ]);
  }, 90_000);

  it("leaves the leads for the next run when Nominatim is down", async () => {
    await api.deps.db
      .insert(practices)
      .values({ practiceName: "Later Dental", city: "Stafford", state: "VA", zipCode: "22554" });
    fakes.fail("nominatim", "down");
    await enqueue(api.deps.queues, "geocode-leads", {}, { jobId: "geocode-down" });
    // Three attempts (1 s, 2 s backoff), then the batch stops without marking the lead.
    const deadline = Date.now() + 30_000;
    const before = fakes.requests("nominatim");
    while (Date.now() < deadline && fakes.requests("nominatim") - before < 3)
      await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 500));
    expect(await countUngeocoded(api.deps.db)).toBe(1);
    fakes.fail("nominatim", null);
    await geocodeAll("geocode-up");
    const [later] = await api.deps.db.select().from(practices).where(eq(practices.practiceName, "Later Dental"));
    expect(later).toMatchObject({ geoSource: "nominatim", geoPrecision: "postcode" });
  }, 90_000);
});
