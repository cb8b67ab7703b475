import { endpoints } from "@cbct/core/contracts/endpoints";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const alertKeys = {
  all: ["alerts"] as const,
  bell: () => [...alertKeys.all, "bell"] as const,
};

/** The bell polls like the rest of the app's live data; alerts come from the worker every few minutes. */
const POLL_MS = 30_000;

export const alertQueries = {
  /** The newest alerts and the unread count, for the bell. */
  bell: () =>
    queryOptions({
      queryKey: alertKeys.bell(),
      queryFn: ({ signal }) => api.call(endpoints.alerts, { query: { limit: 20 }, signal }),
      refetchInterval: POLL_MS,
      staleTime: 10_000,
    }),
};

export function useAlerts() {
  return useQuery(alertQueries.bell());
}

/** Marks alerts read (these ids, or all of the user's), then reloads the bell. */
export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | "all") =>
      api.call(endpoints.markAlertsRead, { body: which === "all" ? { all: true } : { ids: which } }),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useMarkAlertsUnread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(endpoints.markAlertsUnread, { body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
