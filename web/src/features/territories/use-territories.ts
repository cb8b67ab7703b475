import {
  type TerritoryInput,
  territoriesResponseSchema,
  territoryResponseSchema,
} from "@cbct/shared/contracts/territories";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "../../lib/api-client.ts";
import { ALERTS_KEY } from "../alerts/use-alerts.ts";

export const TERRITORIES_KEY = ["/api/territories"] as const;

export function useTerritories() {
  return useQuery({
    queryKey: TERRITORIES_KEY,
    queryFn: () => apiJson("GET", "/api/territories", territoriesResponseSchema),
  });
}

/** Create (no id) or update (id) a territory. */
export function useSaveTerritory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TerritoryInput }) =>
      id === null
        ? apiJson("POST", "/api/territories", territoryResponseSchema, input)
        : apiJson("PUT", `/api/territories/${id}`, territoryResponseSchema, input),
    onSuccess: () => client.invalidateQueries({ queryKey: TERRITORIES_KEY }),
  });
}

export function useDeleteTerritory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson("DELETE", `/api/territories/${id}`, z.object({ success: z.literal(true) })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TERRITORIES_KEY });
      // Its alerts went with it.
      await client.invalidateQueries({ queryKey: ALERTS_KEY });
    },
  });
}

export function useDigestSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (digestEnabled: boolean) =>
      apiJson("PUT", "/api/alerts/settings", z.object({ digestEnabled: z.boolean() }), { digestEnabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: TERRITORIES_KEY }),
  });
}
