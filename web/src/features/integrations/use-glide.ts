import {
  type GlideStatusResponse,
  type GlideSyncJobResponse,
  glideSyncStartResponseSchema,
} from "@cbct/shared/contracts/glide";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { apiJson, apiRequest } from "../../lib/api-client.ts";
import { downloadBlob } from "../../lib/download.ts";
import { serverErrorText } from "../../lib/server-error.ts";

export const GLIDE_STATUS_KEY = ["/api/glide/status"] as const;
const STATUS_POLL_MS = 30_000;
const SYNC_POLL_MS = 1_000;

export type GlideExportInput = { format: "glide" | "csv"; cbctStatus: string; leadType: string };

export function useGlideStatus() {
  return useQuery<GlideStatusResponse>({ queryKey: GLIDE_STATUS_KEY, refetchInterval: STATUS_POLL_MS });
}

export function useGlideExport() {
  return useMutation({
    mutationFn: async (input: GlideExportInput) => {
      const params = new URLSearchParams({ format: input.format });
      if (input.cbctStatus) params.set("cbctStatus", input.cbctStatus);
      if (input.leadType) params.set("leadType", input.leadType);
      const res = await apiRequest("GET", `/api/glide/export?${params}`);
      const day = new Date().toISOString().slice(0, 10);
      downloadBlob(await res.blob(), `glide-leads-${day}.${input.format === "csv" ? "csv" : "json"}`);
    },
    onSuccess: () => toast({ title: "Export Complete", description: "Glide export downloaded", type: "success" }),
    onError: (error) =>
      toast({ title: "Export Failed", description: serverErrorText(error) ?? "Export failed", type: "error" }),
  });
}

/**
 * Sync All Leads: POST /api/glide/sync queues the job; the page then follows the job until it ends and shows the
 * server's message ("Synced 120 leads to Glide: 100 added, 20 updated").
 */
export function useGlideSync() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => apiJson("POST", "/api/glide/sync", glideSyncStartResponseSchema, { syncAll: true }),
    onSuccess: (res) => setJobId(res.jobId),
    onError: (error) =>
      toast({ title: "Sync Failed", description: serverErrorText(error) ?? "Sync failed", type: "error" }),
  });
  const job = useQuery<GlideSyncJobResponse>({
    queryKey: ["/api/glide/sync", jobId ?? ""],
    enabled: jobId !== null,
    refetchInterval: (q) =>
      q.state.data?.state === "completed" || q.state.data?.state === "failed" ? false : SYNC_POLL_MS,
  });
  const done = job.data?.state === "completed" || job.data?.state === "failed";
  useEffect(() => {
    if (!jobId || !job.data || !done) return;
    if (job.data.state === "completed")
      toast({ title: "Sync Complete", description: job.data.message, type: "success" });
    else toast({ title: "Sync Failed", description: job.data.message, type: "error" });
    setJobId(null);
    void queryClient.invalidateQueries({ queryKey: GLIDE_STATUS_KEY });
  }, [jobId, job.data, done, queryClient]);
  useEffect(() => {
    if (!job.error || !jobId) return;
    toast({ title: "Sync Failed", description: serverErrorText(job.error) ?? "Sync failed", type: "error" });
    setJobId(null);
  }, [job.error, jobId]);

  return { sync: () => start.mutate(), isSyncing: start.isPending || jobId !== null };
}
