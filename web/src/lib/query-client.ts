import { QueryClient } from "@tanstack/react-query";

/**
 * Spec 9 client defaults: no interval refetch, no refetch on focus, data never stale, no retries. There is no default
 * query function: every read comes from a feature's queryOptions factory, which names its endpoint.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
