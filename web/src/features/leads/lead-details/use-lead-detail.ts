import { practiceSchema } from "@cbct/shared/contracts/practices";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError, apiJson, apiRequest } from "../../../lib/api-client.ts";
import { serverErrorText } from "../../../lib/server-error.ts";
import { activityQueryKey, dashboardMetricsQueryKey, leadKeys, practicesQueryKey } from "../lead-queries.ts";
import type { LeadDetail } from "../lead-types.ts";
import { prepareSave } from "./lead-draft.ts";

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
      const res = await fetch(`/api/practices/${id}`, { credentials: "include", signal, cache: "no-store" });
      if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
      const lead: LeadDetail = practiceSchema.parse(await res.json());
      return { lead, etag: etagOf(lead, res.headers.get("ETag")) };
    },
  });
}

/**
 * Save (spec 7 and 8): PATCH the whole lead with If-Match, then POST recalculate-score so every derived field is the
 * server's. A failed recalculation is only logged: the edit itself was saved. A 409 says someone else changed it.
 */
export function useSaveLead(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, etag }: { draft: LeadDetail; etag: string | null }) => {
      const body = prepareSave(draft);
      const saved = await apiJson("PATCH", `/api/practices/${draft.id}`, practiceSchema, body, {
        headers: etag ? { "If-Match": etag } : {},
      });
      try {
        await apiRequest("POST", `/api/practices/${draft.id}/recalculate-score`, {});
      } catch (error) {
        console.warn("Score recalculation failed; the edit was saved", error);
      }
      return saved;
    },
    onSuccess: async (saved) => {
      toast({ title: "Success", description: "Lead updated successfully with recalculated scores", type: "success" });
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadDetailQueryKey(saved.id) }),
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
