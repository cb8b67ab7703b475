import { endpoints } from "@cbct/core/contracts/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toaster.tsx";
import { api } from "../../../lib/api-client.ts";
import { serverErrorText } from "../../../lib/server-error.ts";
import { activityQueryKey, dashboardMetricsQueryKey, leadKeys, practicesQueryKey } from "../lead-queries.ts";
import type { LeadDetail } from "../lead-types.ts";
import { leadEdits } from "./lead-draft.ts";

export const leadDetailQueryKey = leadKeys.detail;

/** The lead and the version it was read at; the version goes back as If-Match so no save overwrites another. */
export type LoadedLead = { lead: LeadDetail; etag: string | null };

const etagOf = (lead: LeadDetail, header: string | null) =>
  header ?? (lead.version !== undefined ? `"v${lead.version}"` : null);

/** GET /api/practices/:id while the dialog is open (spec 7): always read fresh on open. */
export function useLeadDetail(id: number | null) {
  return useQuery<LoadedLead>({
    queryKey: leadDetailQueryKey(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      // no-store: the ETag read here must be the row's current version, never a cached copy's.
      const { data: lead, headers } = await api.callWithHeaders(endpoints.practice, {
        params: { id: id ?? 0 },
        signal,
        cache: "no-store",
      });
      return { lead, etag: etagOf(lead, headers.get("ETag")) };
    },
  });
}

/**
 * Save (spec 7 and 8): one PATCH of the edited fields with If-Match. The server applies the Has CBCT rule and
 * rescores the lead in the same write, so no score is sent (the dialog's live scores are a preview). The spec's
 * POST recalculate-score still follows the PATCH: the scores are already current, so the server writes nothing
 * (no version bump, no activity row) and a failure is only logged. The dialog then shows the server's answer, its new scores included; a 412 (someone else
 * saved first) shows the server's conflict text and nothing is written.
 */
export function useSaveLead(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ loaded, draft }: { loaded: LoadedLead; draft: LeadDetail }): Promise<LoadedLead> => {
      const { data: lead, headers } = await api.callWithHeaders(endpoints.updatePractice, {
        params: { id: draft.id },
        body: leadEdits(loaded.lead, draft),
        headers: loaded.etag ? { "If-Match": loaded.etag } : {},
      });
      await api.call(endpoints.recalculateScore, { params: { id: draft.id } }).catch((error: unknown) => {
        console.error("Recalculating the lead's scores failed", error);
      });
      return { lead, etag: etagOf(lead, headers.get("ETag")) };
    },
    onSuccess: async (saved) => {
      // The answer is the lead as stored: show it at once (and its version is the next save's If-Match).
      queryClient.setQueryData(leadDetailQueryKey(saved.lead.id), saved);
      toast({ title: "Success", description: "Lead updated successfully with recalculated scores", type: "success" });
      onSaved();
      // The table, this lead and its history (all under ["/api/practices"]), the charts and the activity feed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardMetricsQueryKey }),
        queryClient.invalidateQueries({ queryKey: activityQueryKey }),
      ]);
    },
    onError: (error) => {
      toast({ title: "Error", description: serverErrorText(error) ?? "Failed to update lead", type: "error" });
    },
  });
}
