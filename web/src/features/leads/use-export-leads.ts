import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { downloadBlob } from "../../lib/download.ts";

/** GET /api/export/practices as CSV: the selected leads, or all of them (spec 7). */
export function useExportLeads() {
  return useMutation({
    mutationFn: async (practiceIds: number[]) => {
      const params = new URLSearchParams({ format: "csv" });
      if (practiceIds.length > 0) params.set("practiceIds", practiceIds.join(","));
      const res = await apiRequest("GET", `/api/export/practices?${params}`);
      const date = new Date().toISOString().slice(0, 10);
      downloadBlob(await res.blob(), `dental-leads-${date}.csv`);
      return practiceIds.length;
    },
    onSuccess: (count) => {
      toast({
        title: "Export Started",
        description: count > 0 ? `Exporting ${count} selected leads` : "Exporting all leads",
        type: "success",
      });
    },
    onError: () => toast({ title: "Export Failed", description: "Failed to export data", type: "error" }),
  });
}
