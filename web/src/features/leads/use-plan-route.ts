import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { apiJson } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { practicesQueryKey } from "./lead-queries.ts";

export type RoutePlan = { url: string; stops: number; skipped: number[] | number };

const skippedCount = (skipped: RoutePlan["skipped"]) => (Array.isArray(skipped) ? skipped.length : skipped);

/**
 * POST /api/practices/route-plan: a Google Maps driving route through the selected leads, opened in a new tab.
 * The tab is opened before the request (inside the click) so popup blockers let it through, then pointed at the URL.
 */
export function usePlanRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (practiceIds: number[]) => {
      const tab = window.open("about:blank", "_blank");
      try {
        const plan = await apiJson<RoutePlan>("POST", "/api/practices/route-plan", { practiceIds });
        if (tab) tab.location.href = plan.url;
        else window.open(plan.url, "_blank", "noopener");
        return plan;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: async (plan) => {
      const skipped = skippedCount(plan.skipped);
      toast({
        title: "Route Ready",
        description:
          `${plan.stops} ${plan.stops === 1 ? "stop" : "stops"} opened in Google Maps` +
          (skipped > 0 ? `; ${skipped} without an address left out` : ""),
        type: "success",
      });
      // The server fills each lead's route fields.
      await queryClient.invalidateQueries({ queryKey: practicesQueryKey });
    },
    onError: (error) =>
      toast({ title: "Route Failed", description: serverErrorText(error) ?? "Could not plan the route", type: "error" }),
  });
}
