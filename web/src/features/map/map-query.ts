import { endpoints } from "@cbct/core/contracts/endpoints";
import { api } from "../../lib/api-client.ts";
import { searchQuery } from "../leads/lead-list-query.ts";
import { type MapSearch, type MapView, mapLeadSelection } from "./map-search.ts";

// Apart from map-search.ts, which the router loads on every page (validateSearch): this half needs the API client
// and the endpoint table (every contract), which only the map's own chunk should carry.

/** The GET /api/practices/map query: the table's search part, then the view's bbox and zoom. */
export function practiceMapQuery(search: MapSearch, view: MapView) {
  return {
    ...searchQuery(mapLeadSelection(search)),
    ...(search.territory ? { territoryId: search.territory } : {}),
    bbox: view.bbox.map((n) => n.toFixed(5)).join(","),
    zoom: view.zoom,
  };
}

export function practiceMapUrl(search: MapSearch, view: MapView): string {
  return api.url(endpoints.practiceMap, { query: practiceMapQuery(search, view) });
}
