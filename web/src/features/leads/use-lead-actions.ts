import { clearPracticesResponse } from "@cbct/shared/contracts/practices";
import { startScrapeResponseSchema } from "@cbct/shared/contracts/scraping";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { apiJson } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { activityQueryKey, dashboardMetricsQueryKey, practicesQueryKey, scrapingJobsQueryKey } from "./lead-queries.ts";

/** POST /api/scraping/start; success refreshes leads, jobs, metrics and activity (spec 7). */
export function useStartScraping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiJson("POST", "/api/scraping/start", startScrapeResponseSchema, { url }),
    onSuccess: async (data) => {
      toast({ title: "Scraping Started", description: data.message, type: "success" });
      await Promise.all(
        [practicesQueryKey, scrapingJobsQueryKey, dashboardMetricsQueryKey, activityQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      // The server's reason (an unreachable or private address, say) helps more than the generic text.
      toast({ title: "Scraping Failed", description: serverErrorText(error) ?? "An error occurred", type: "error" });
    },
  });
}

/** DELETE /api/practices/clear, after the caller's confirmation. */
export function useClearLeads(onCleared: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson("DELETE", "/api/practices/clear", clearPracticesResponse),
    onSuccess: async ({ deleted }) => {
      onCleared();
      toast({ title: "Leads Cleared", description: `Removed ${deleted} leads`, type: "success" });
      await queryClient.invalidateQueries({ queryKey: practicesQueryKey });
    },
    onError: () => {
      toast({ title: "Clear Failed", description: "Failed to clear leads", type: "error" });
    },
  });
}
