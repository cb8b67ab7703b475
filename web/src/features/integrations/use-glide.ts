import { endpoints } from "@cbct/core/contracts/endpoints";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { downloadBlob } from "../../lib/download.ts";
import { serverErrorText } from "../../lib/server-error.ts";

export const glideKeys = {
  all: ["glide"] as const,
  status: () => [...glideKeys.all, "status"] as const,
  syncJob: (jobId: string) => [...glideKeys.all, "sync", jobId] as const,
};
export const GLIDE_STATUS_KEY = glideKeys.status();
const STATUS_POLL_MS = 30_000;
const SYNC_POLL_MS = 1_000;

export type GlideExportInput = { format: "glide" | "csv"; cbctStatus: string; leadType: string };

export const glideQueries = {
  status: () =>
    queryOptions({
      queryKey: glideKeys.status(),
      queryFn: ({ signal }) => api.call(endpoints.glideStatus, { signal }),
      refetchInterval: STATUS_POLL_MS,
    }),
  /** One sync job, followed every second until it ends. */
  syncJob: (jobId: string | null) =>
    queryOptions({
      queryKey: glideKeys.syncJob(jobId ?? ""),
      queryFn: ({ signal }) => api.call(endpoints.glideSyncJob, { params: { jobId: jobId ?? "" }, signal }),
      enabled: jobId !== null,
      refetchInterval: (q) =>
        q.state.data?.state === "completed" || q.state.data?.state === "failed" ? false : SYNC_POLL_MS,
    }),
};

export function useGlideStatus() {
  return useQuery(glideQueries.status());
}

export function useGlideExport() {
  return useMutation({
    mutationFn: async (input: GlideExportInput) => {
      const { format, cbctStatus, leadType } = input;
      const res = await api.raw(endpoints.glideExport, { query: { format, cbctStatus, leadType } });
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
    mutationFn: () => api.call(endpoints.glideSync, { body: { syncAll: true } }),
    onSuccess: (res) => setJobId(res.jobId),
    onError: (error) =>
      toast({ title: "Sync Failed", description: serverErrorText(error) ?? "Sync failed", type: "error" }),
  });
  const job = useQuery(glideQueries.syncJob(jobId));
  const done = job.data?.state === "completed" || job.data?.state === "failed";
  useEffect(() => {
    if (!jobId || !job.data || !done) return;
    if (job.data.state === "completed")
      toast({ title: "Sync Complete", description: job.data.message, type: "success" });
    else toast({ title: "Sync Failed", description: job.data.message, type: "error" });
    setJobId(null);
    void queryClient.invalidateQueries({ queryKey: glideKeys.status() });
  }, [jobId, job.data, done, queryClient]);
  useEffect(() => {
    if (!job.error || !jobId) return;
    toast({ title: "Sync Failed", description: serverErrorText(job.error) ?? "Sync failed", type: "error" });
    setJobId(null);
  }, [job.error, jobId]);

  return { sync: () => start.mutate(), isSyncing: start.isPending || jobId !== null };
}
