import { alertsResponseSchema, markAlertsResponseSchema } from "@cbct/shared/contracts/territories";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../lib/api-client.ts";

export const ALERTS_KEY = ["/api/alerts"] as const;
/** The bell polls like the rest of the app's live data; alerts come from the worker every few minutes. */
const POLL_MS = 30_000;

/** The newest alerts and the unread count, for the bell. */
export function useAlerts() {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => apiJson("GET", "/api/alerts?limit=20", alertsResponseSchema),
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });
}

/** Marks alerts read (these ids, or all of the user's), then reloads the bell. */
export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | "all") =>
      apiJson("POST", "/api/alerts/read", markAlertsResponseSchema, which === "all" ? { all: true } : { ids: which }),
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useMarkAlertsUnread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiJson("POST", "/api/alerts/unread", markAlertsResponseSchema, { ids }),
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
