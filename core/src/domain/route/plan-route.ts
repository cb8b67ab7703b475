import { MAX_ROUTE_STOPS, type RoutePlan } from "../../contracts/leads-workspace.ts";

/** The lead fields a route needs. */
export type RoutableLead = {
  id: number;
  practiceName: string;
  address: string | null;
  practiceAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
};

export type RouteStop = RoutePlan["stops"][number] & { lat: number | null; lng: number | null };

const DIRECTIONS = "https://www.google.com/maps/dir/";
const SEARCH = "https://www.google.com/maps/search/";

/** "12 Main St, Fredericksburg, VA 22401": what Google Maps geocodes; null when there is no street address. */
export function routeAddress(lead: RoutableLead): string | null {
  const street = (lead.practiceAddress ?? lead.address)?.trim();
  if (!street) return null;
  const stateZip = [lead.state, lead.zipCode].filter(Boolean).join(" ");
  // An address already holding its city (a scraped one-line address) is used as it is.
  const hasCity = lead.city && street.toLowerCase().includes(lead.city.toLowerCase());
  return [street, hasCity ? null : lead.city, hasCity ? null : stateZip || null].filter(Boolean).join(", ");
}

function coordinate(v: string | number | null): number | null {
  if (v === null || v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Haversine-free: for ordering nearby stops, squared degrees scaled by latitude are enough. */
function distance(a: RouteStop, b: RouteStop): number {
  const dLat = a.lat! - b.lat!;
  const dLng = (a.lng! - b.lng!) * Math.cos((((a.lat! + b.lat!) / 2) * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

/** Nearest-neighbour from the first stop when every stop has coordinates; otherwise the order the rep chose. */
function driveOrder(stops: RouteStop[]): RouteStop[] {
  if (stops.length < 3 || stops.some((s) => s.lat === null || s.lng === null)) return stops;
  const left = stops.slice(1);
  const ordered = [stops[0]!];
  while (left.length) {
    const here = ordered.at(-1)!;
    let best = 0;
    for (let i = 1; i < left.length; i++) if (distance(here, left[i]!) < distance(here, left[best]!)) best = i;
    ordered.push(left.splice(best, 1)[0]!);
  }
  return ordered;
}

/** Google Maps directions through the stops (https://developers.google.com/maps/documentation/urls). */
export function directionsUrl(addresses: readonly string[]): string {
  const params = new URLSearchParams({ api: "1", travelmode: "driving" });
  if (addresses.length === 1) {
    params.set("destination", addresses[0]!);
  } else {
    params.set("origin", addresses[0]!);
    params.set("destination", addresses.at(-1)!);
    if (addresses.length > 2) params.set("waypoints", addresses.slice(1, -1).join("|"));
  }
  return `${DIRECTIONS}?${params.toString()}`;
}

export function mapsSearchUrl(address: string): string {
  return `${SEARCH}?${new URLSearchParams({ api: "1", query: address }).toString()}`;
}

/**
 * A driving route through the selected leads: the ones with a street address, at most MAX_ROUTE_STOPS, ordered
 * nearest-first when coordinates allow. Everything left out is listed with the reason.
 */
export function planRoute(
  requestedIds: readonly number[],
  leads: readonly RoutableLead[],
): RoutePlan & { stops: RouteStop[] } {
  const byId = new Map(leads.map((l) => [l.id, l]));
  const skipped: RoutePlan["skipped"] = [];
  const stops: RouteStop[] = [];
  for (const id of new Set(requestedIds)) {
    const lead = byId.get(id);
    if (!lead) {
      skipped.push({ id, reason: "Lead not found" });
      continue;
    }
    const address = routeAddress(lead);
    if (!address) {
      skipped.push({ id, reason: "No street address" });
      continue;
    }
    if (stops.length >= MAX_ROUTE_STOPS) {
      skipped.push({ id, reason: `A Google Maps route holds at most ${MAX_ROUTE_STOPS} stops` });
      continue;
    }
    stops.push({
      id,
      practiceName: lead.practiceName,
      address,
      lat: coordinate(lead.latitude),
      lng: coordinate(lead.longitude),
    });
  }
  const ordered = driveOrder(stops);
  return { url: ordered.length ? directionsUrl(ordered.map((s) => s.address)) : null, stops: ordered, skipped };
}
