import { endpoints } from "@cbct/core/contracts/endpoints";
import type { PracticeMapResponse } from "@cbct/core/contracts/practice-map";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { leadKeys } from "../leads/lead-queries.ts";
import { practiceMapQuery } from "./map-query.ts";
import type { MapSearch, MapView } from "./map-search.ts";

type MapQuery = ReturnType<typeof practiceMapQuery>;

export const mapKeys = {
  /** Under the leads' key: a change to the leads refreshes the map too. */
  points: (query: MapQuery | null) => [...leadKeys.map(), query] as const,
  config: ["map-config"] as const,
};

export function fetchPracticeMap(query: MapQuery, signal?: AbortSignal): Promise<PracticeMapResponse> {
  return api.call(endpoints.practiceMap, { query, signal });
}

export const mapQueries = {
  /** The leads in the current view; the previous view's markers stay while the next loads (no flashing). */
  points: (search: MapSearch, view: MapView | null) => {
    const query = view ? practiceMapQuery(search, view) : null;
    return queryOptions({
      queryKey: mapKeys.points(query),
      queryFn: ({ signal }) => fetchPracticeMap(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    });
  },
  /** The tile server and its attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), read once. */
  config: () =>
    queryOptions({
      queryKey: mapKeys.config,
      queryFn: ({ signal }) => api.call(endpoints.mapConfig, { signal }),
      staleTime: Infinity,
    }),
};

export const usePracticeMap = (search: MapSearch, view: MapView | null) => useQuery(mapQueries.points(search, view));
export const useMapConfig = () => useQuery(mapQueries.config());
