import type { IncomingMessage, ServerResponse } from "node:http";
import type { DiscoveryWorld } from "./discovery-world.ts";
import { STATE_NAMES } from "./preset-places.ts";

const LICENCE = "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright";
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
};

/** Distance in metres (haversine), for Overpass's around: filter. */
export function metres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

const box = (lat: number, lon: number, d: number) => [lat - d, lat + d, lon - d, lon + d].map((n) => n.toFixed(7));

/**
 * GET /search (Nominatim): structured street (+ postalcode or city), postalcode or city+state, jsonv2. Enforces the public policy the way the real
 * server does: a library-default User-Agent is refused with 403, more than one request a second gets 429.
 */
export function createNominatimHandler(world: DiscoveryWorld) {
  let last = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const ua = req.headers["user-agent"] ?? "";
    if (!ua || /^(node|undici|axios|python-requests)/i.test(ua)) {
      res.writeHead(403, { "content-type": "text/html" });
      return res.end(
        "<html><body><h1>Access blocked</h1><p>Please identify your application (usage policy).</p></body></html>",
      );
    }
    const now = Date.now();
    // A little slack for timer jitter; a client that keeps to 1 request per second never sees this.
    if (now - last < 900) {
      res.writeHead(429, { "content-type": "text/html" });
      return res.end("<html><body>Too many requests. Please respect the 1 request/second usage policy.</body></html>");
    }
    last = now;
    if (url.pathname !== "/search") return json(res, 404, { error: "not found" });
    const q = url.searchParams;
    const structured = ["postalcode", "city", "state", "street", "county", "country", "amenity"].some((k) => q.has(k));
    if (q.has("q") && structured) {
      return json(res, 400, {
        error: {
          code: 400,
          message:
            "Structured query parameters(amenity, street, city, county, state, postalcode, country) cannot be used together with 'q' parameter.",
        },
      });
    }
    if (q.get("format") !== "jsonv2" && q.get("format") !== "json") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html><body>Nominatim search</body></html>");
    }
    const limit = Math.min(40, Number(q.get("limit") ?? 10) || 10);
    const postal = q.get("postalcode");
    const city = q.get("city")?.toLowerCase();
    const state = q.get("state")?.toLowerCase();
    const hits = [];
    const street = q.get("street")?.toLowerCase().replace(/\s+/g, " ").trim();
    if (street) {
      // A street address (the lead geocoder): the practice at that street in that zip or city, as a house hit;
      // an unknown street answers nothing (a structured search matches every field it is given).
      const p = world.practices.find(
        (pr) => pr.street.toLowerCase() === street && (postal ? pr.zip === postal : pr.city.toLowerCase() === city),
      );
      if (p) {
        hits.push({
          place_id: 400_000_000 + hits.length + Number(p.zip),
          licence: LICENCE,
          osm_type: "node",
          osm_id: 500_000_000 + Number(p.zip),
          lat: String(p.lat),
          lon: String(p.lon),
          category: "place",
          type: "house",
          place_rank: 30,
          importance: 0.00001,
          addresstype: "place",
          name: "",
          display_name: `${p.street}, ${p.city}, ${STATE_NAMES[p.state]}, ${p.zip}, United States`,
          address: {
            house_number: p.street.split(" ")[0],
            road: p.street.split(" ").slice(1).join(" "),
            city: p.city,
            state: STATE_NAMES[p.state],
            "ISO3166-2-lvl4": `US-${p.state}`,
            postcode: p.zip,
            country: "United States",
            country_code: "us",
          },
          boundingbox: box(p.lat, p.lon, 0.0005),
        });
      }
    } else if (postal) {
      const p = world.places.find((pl) => pl.zip === postal);
      if (p) {
        hits.push({
          place_id: 300_000_000 + Number(p.zip),
          licence: LICENCE,
          lat: String(p.lat),
          lon: String(p.lon),
          category: "place",
          type: "postcode",
          place_rank: 21,
          importance: 0.12,
          addresstype: "postcode",
          name: p.zip,
          display_name: `${p.zip}, ${p.city}, ${STATE_NAMES[p.state]}, United States`,
          address: {
            postcode: p.zip,
            city: p.city,
            state: STATE_NAMES[p.state],
            "ISO3166-2-lvl4": `US-${p.state}`,
            country: "United States",
            country_code: "us",
          },
          boundingbox: box(p.lat, p.lon, 0.08),
        });
      }
    } else if (city && state) {
      const p = world.places.find(
        (pl) =>
          pl.city.toLowerCase() === city &&
          (pl.state.toLowerCase() === state || STATE_NAMES[pl.state]?.toLowerCase() === state),
      );
      if (p) {
        hits.push({
          place_id: 200_000_000 + (p.relationId ?? Number(p.zip)),
          licence: LICENCE,
          ...(p.relationId
            ? { osm_type: "relation", osm_id: p.relationId }
            : { osm_type: "node", osm_id: 150_000_000 + Number(p.zip) }),
          lat: String(p.lat),
          lon: String(p.lon),
          category: p.relationId ? "boundary" : "place",
          type: p.relationId ? "administrative" : "town",
          place_rank: 16,
          importance: 0.5,
          addresstype: p.relationId ? "city" : "town",
          name: p.city,
          display_name: `${p.city}, ${p.county}, ${STATE_NAMES[p.state]}, United States`,
          address: {
            city: p.city,
            county: p.county,
            state: STATE_NAMES[p.state],
            "ISO3166-2-lvl4": `US-${p.state}`,
            country: "United States",
            country_code: "us",
          },
          boundingbox: box(p.lat, p.lon, 0.1),
        });
      }
    }
    json(res, 200, hits.slice(0, limit));
  };
}

/**
 * POST /api/interpreter (Overpass), form body data=<QL>. The QL is not parsed: the fake reads the around: radius and
 * centre, or the area id, as the reference advises, and answers dentists with their tags.
 */
export function overpassElements(world: DiscoveryWorld, ql: string) {
  const around = /around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(ql);
  const area = /area\(id:(\d+)\)/.exec(ql);
  const relationId = area ? Number(area[1]) - 3_600_000_000 : null;
  const inCity = new Set(world.places.filter((p) => p.relationId === relationId).map((p) => p.zip));
  return world.practices
    .filter((p) => p.osm)
    .filter((p) =>
      around
        ? metres(Number(around[2]), Number(around[3]), p.lat, p.lon) <= Number(around[1])
        : relationId !== null && inCity.has(p.zip),
    )
    .map((p) => {
      const osm = p.osm!;
      const [number, ...street] = p.street.split(" ");
      const tags: Record<string, string> = {
        amenity: "dentist",
        ...(osm.id % 2 === 0 ? { healthcare: "dentist" } : {}),
        name: p.name,
        [osm.id % 3 === 0 ? "contact:phone" : "phone"]:
          `+1 ${p.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3")}`,
        "addr:housenumber": number ?? "",
        "addr:street": street.join(" "),
        "addr:city": p.city,
        "addr:state": p.state,
        "addr:postcode": p.zip,
      };
      if (osm.websiteTag && p.website) tags[osm.websiteTag] = p.website;
      return osm.type === "node"
        ? { type: "node", id: osm.id, lat: p.lat, lon: p.lon, tags }
        : { type: "way", id: osm.id, center: { lat: p.lat, lon: p.lon }, nodes: [1, 2, 3, 1], tags };
    });
}

export function overpassBody(elements: unknown[], remark?: string) {
  return {
    version: 0.6,
    generator: "Overpass API 0.7.62 (fake)",
    osm3s: {
      timestamp_osm_base: "2026-11-21T10:00:00Z",
      timestamp_areas_base: "2026-11-21T08:00:00Z",
      copyright:
        "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
    },
    elements,
    ...(remark ? { remark } : {}),
  };
}
