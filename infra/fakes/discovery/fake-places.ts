import type { IncomingMessage, ServerResponse } from "node:http";
import type { DiscoveryWorld, WorldPractice } from "./discovery-world.ts";

const googleError = (res: ServerResponse, code: number, status: string, message: string, reason?: string) => {
  res.writeHead(code, { "content-type": "application/json; charset=UTF-8" });
  res.end(
    JSON.stringify({
      error: {
        code,
        message,
        status,
        ...(reason
          ? { details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "googleapis.com" }] }
          : {}),
      },
    }),
  );
};

function place(p: WorldPractice): Record<string, unknown> {
  const info = p.places!;
  const [number, ...street] = p.street.split(" ");
  return {
    id: info.id,
    displayName: { text: p.name, languageCode: "en" },
    formattedAddress: `${p.street}${p.suite ? ` ${p.suite}` : ""}, ${p.city}, ${p.state} ${p.zip}, USA`,
    addressComponents: [
      { longText: number, shortText: number, types: ["street_number"], languageCode: "en-US" },
      { longText: street.join(" "), shortText: street.join(" "), types: ["route"], languageCode: "en" },
      { longText: p.city, shortText: p.city, types: ["locality", "political"], languageCode: "en" },
      {
        longText: p.state === "VA" ? "Virginia" : p.state,
        shortText: p.state,
        types: ["administrative_area_level_1", "political"],
        languageCode: "en",
      },
      { longText: p.zip, shortText: p.zip, types: ["postal_code"], languageCode: "en-US" },
    ],
    location: { latitude: p.lat, longitude: p.lon },
    ...(info.hasWebsite && p.website ? { websiteUri: p.website } : {}),
    nationalPhoneNumber: p.phone,
    rating: info.rating,
    userRatingCount: info.reviews,
    googleMapsUri: `https://maps.google.com/?cid=${info.id.length * 7919}${info.reviews}`,
    businessStatus: "OPERATIONAL",
    primaryType: "dentist",
    types: ["dentist", "health", "point_of_interest", "establishment"],
  };
}

/** Keeps only the masked fields, as the real API does ("places.websiteUri" -> websiteUri). */
function project(full: Record<string, unknown>, mask: string[]): Record<string, unknown> {
  if (mask.includes("*") || mask.includes("places.*")) return full;
  const keep = new Set(mask.filter((m) => m.startsWith("places.")).map((m) => m.slice(7).split(".")[0]));
  return Object.fromEntries(Object.entries(full).filter(([k]) => keep.has(k)));
}

/** POST /v1/places:searchText (Places API New): key and field mask required, 20 a page, 60 at most. */
export function createPlacesHandler(world: DiscoveryWorld, apiKey: string) {
  return (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    if (req.method !== "POST" || !req.url?.startsWith("/v1/places:searchText"))
      return googleError(res, 404, "NOT_FOUND", "Method not found.");
    if (req.headers["x-goog-api-key"] !== apiKey) {
      return googleError(
        res,
        400,
        "INVALID_ARGUMENT",
        "API key not valid. Please pass a valid API key.",
        "API_KEY_INVALID",
      );
    }
    const mask = String(req.headers["x-goog-fieldmask"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (mask.length === 0) {
      return googleError(
        res,
        400,
        "INVALID_ARGUMENT",
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters#definitions.",
      );
    }
    let body: {
      textQuery?: string;
      pageSize?: number;
      pageToken?: string;
      locationRestriction?: {
        rectangle?: { low: { latitude: number; longitude: number }; high: { latitude: number; longitude: number } };
      };
    };
    try {
      body = JSON.parse(rawBody);
    } catch {
      return googleError(res, 400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
    }
    if (!body.textQuery) return googleError(res, 400, "INVALID_ARGUMENT", "Empty text_query.");
    if (body.pageSize !== undefined && body.pageSize < 0)
      return googleError(res, 400, "INVALID_ARGUMENT", "page_size must be non-negative.");
    const pageSize = Math.min(20, body.pageSize || 20);
    const { pageToken, pageSize: _p, ...rest } = body;
    const signature = Buffer.from(JSON.stringify(rest)).toString("base64url").slice(0, 40);
    let offset = 0;
    if (pageToken) {
      const [sig, at] = Buffer.from(pageToken, "base64url").toString().split("|");
      if (sig !== signature)
        return googleError(
          res,
          400,
          "INVALID_ARGUMENT",
          "Request parameters must match those of the request that returned the page token.",
        );
      offset = Number(at);
    }
    const zip = /\b(\d{5})\b/.exec(body.textQuery)?.[1];
    const rect = body.locationRestriction?.rectangle;
    const matches = world.practices
      .filter((p) => p.places)
      .filter((p) =>
        rect
          ? p.lat >= rect.low.latitude &&
            p.lat <= rect.high.latitude &&
            p.lon >= rect.low.longitude &&
            p.lon <= rect.high.longitude
          : zip
            ? p.zip === zip
            : body.textQuery!.toLowerCase().includes(p.city.toLowerCase()),
      )
      .slice(0, 60);
    const page = matches.slice(offset, offset + pageSize).map((p) => project(place(p), mask));
    const next =
      offset + pageSize < matches.length
        ? Buffer.from(`${signature}|${offset + pageSize}`).toString("base64url")
        : null;
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
    // No results is an empty object, not an empty list.
    res.end(
      JSON.stringify({
        ...(page.length ? { places: page } : {}),
        ...(next && mask.includes("nextPageToken") ? { nextPageToken: next } : {}),
      }),
    );
  };
}
