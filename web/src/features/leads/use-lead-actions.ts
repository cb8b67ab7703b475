import { endpoints } from "@cbct/core/contracts/endpoints";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { watchJobs } from "./use-scrape-finish-toasts.ts";
import { leadKeys, scrapingKeys, workspaceKeys } from "./lead-queries.ts";

/** Leads, jobs, metrics and activity: what a scrape or a clear changes (spec 7). */
export function refreshLeadWorkspace(queryClient: QueryClient) {
  return Promise.all(
    [leadKeys.all, scrapingKeys.all, workspaceKeys.metrics, workspaceKeys.activity].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The site's host, for a toast body that says what is being scraped. */
function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** POST /api/scraping/start; success refreshes leads, jobs, metrics and activity (spec 7). */
export function useStartScraping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.call(endpoints.startScrape, { body: { url } }),
    onSuccess: async (data, url) => {
      watchJobs([data.job]);
      // The title already says "Scraping Started"; the body says what and what happens next.
      const description = data.existing
        ? `${hostOf(url)} is already being scraped. Its lead updates when the job finishes.`
        : `Reading ${hostOf(url)}. You will be told here when it is done.`;
      toast({ title: "Scraping Started", description, type: "success" });
      await refreshLeadWorkspace(queryClient);
    },
    onError: (error) => {
      // The server's reason (an unreachable or private address, say) helps more than the generic text.
      toast({ title: "Scraping Failed", description: serverErrorText(error) ?? "An error occurred", type: "error" });
    },
  });
}

/** DELETE /api/practices/clear, after the caller's confirmation: the leads go to the recycle bin. */
export function useClearLeads(onCleared: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.clearPractices),
    onSuccess: async ({ deleted }) => {
      onCleared();
      toast({
        title: "Leads Cleared",
        description: `Moved ${deleted.toLocaleString("en-US")} ${deleted === 1 ? "lead" : "leads"} to the recycle bin`,
        type: "success",
      });
      await refreshLeadWorkspace(queryClient);
    },
    onError: () => {
      toast({ title: "Clear Failed", description: "Failed to clear leads", type: "error" });
    },
  });
}
