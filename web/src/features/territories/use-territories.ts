import { endpoints } from "@cbct/core/contracts/endpoints";
import type { TerritoryInput } from "@cbct/core/contracts/territories";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { alertKeys } from "../alerts/use-alerts.ts";

export const territoryKeys = {
  all: ["territories"] as const,
  list: () => [...territoryKeys.all, "list"] as const,
};

export const territoryQueries = {
  /** The user's territories and their digest setting. */
  list: () =>
    queryOptions({
      queryKey: territoryKeys.list(),
      queryFn: ({ signal }) => api.call(endpoints.territories, { signal }),
    }),
};

export function useTerritories() {
  return useQuery(territoryQueries.list());
}

/** Create (no id) or update (id) a territory. */
export function useSaveTerritory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TerritoryInput }) =>
      id === null
        ? api.call(endpoints.createTerritory, { body: input })
        : api.call(endpoints.updateTerritory, { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: territoryKeys.all }),
  });
}

export function useDeleteTerritory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteTerritory, { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: territoryKeys.all });
      // Its alerts went with it.
      await client.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}

export function useDigestSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (digestEnabled: boolean) => api.call(endpoints.alertSettings, { body: { digestEnabled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: territoryKeys.all }),
  });
}
