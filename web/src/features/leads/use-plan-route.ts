import { endpoints } from "@cbct/core/contracts/endpoints";
import type { RoutePlan } from "@cbct/core/contracts/leads-workspace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { leadKeys } from "./lead-queries.ts";

/**
 * POST /api/practices/route-plan: a Google Maps driving route through the selected leads, opened in a new tab.
 * The tab is opened inside the click (before the request) so popup blockers let it through, then pointed at the URL.
 */
export function usePlanRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (practiceIds: number[]): Promise<RoutePlan> => {
      const tab = window.open("", "_blank");
      try {
        const plan = await api.call(endpoints.routePlan, { body: { practiceIds } });
        if (!plan.url) throw new Error("None of the selected leads has an address to drive to");
        if (tab) {
          tab.opener = null;
          tab.location.href = plan.url;
        } else {
          window.open(plan.url, "_blank", "noopener");
        }
        return plan;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: async (plan) => {
      const stops = plan.stops.length;
      const skipped = plan.skipped.length;
      toast({
        title: "Route Ready",
        description:
          `${stops} ${stops === 1 ? "stop" : "stops"} opened in Google Maps` +
          (skipped > 0 ? `; ${skipped} left out (${plan.skipped[0]?.reason ?? "no address"})` : ""),
        type: "success",
      });
      // The server fills each lead's route fields.
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    onError: (error) =>
      toast({
        title: "Route Failed",
        description: serverErrorText(error) ?? (error.message || "Could not plan the route"),
        type: "error",
      }),
  });
}
