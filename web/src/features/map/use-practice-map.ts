import {
  type MapConfigResponse,
  mapConfigResponseSchema,
  type PracticeMapResponse,
  practiceMapResponseSchema,
} from "@cbct/shared/contracts/practice-map";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client.ts";
import { type MapSearch, type MapView, practiceMapUrl } from "./map-search.ts";

export async function fetchPracticeMap(url: string, signal?: AbortSignal): Promise<PracticeMapResponse> {
  const res = await apiRequest("GET", url, undefined, { signal });
  return practiceMapResponseSchema.parse(await res.json());
}

/** The leads in the current view; the previous view's markers stay while the next loads (no flashing). */
export function usePracticeMap(search: MapSearch, view: MapView | null) {
  const url = view ? practiceMapUrl(search, view) : null;
  return useQuery({
    queryKey: ["/api/practices/map", url],
    queryFn: ({ signal }) => fetchPracticeMap(url!, signal),
    enabled: url !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The tile server and its attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), read once. */
export function useMapConfig() {
  return useQuery<MapConfigResponse>({
    queryKey: ["/api/practices/map/config"],
    queryFn: async ({ signal }) => {
      const res = await apiRequest("GET", "/api/practices/map/config", undefined, { signal });
      return mapConfigResponseSchema.parse(await res.json());
    },
    staleTime: Infinity,
  });
}
