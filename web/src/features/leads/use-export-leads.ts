import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { endpoints } from "@cbct/core/contracts/endpoints";
import { api } from "../../lib/api-client.ts";
import { downloadBlob, downloadUrl } from "../../lib/download.ts";
import {
  exportAllDescription,
  exportAllUrl,
  exportFileName,
  exportSelectedBody,
  selectedExportProblem,
} from "./lead-export.ts";
import type { LeadSelection } from "./lead-list-query.ts";

const exportFailed = (description = "Failed to export data") =>
  toast({ title: "Export Failed", description, type: "error" });

/**
 * The dashboard's CSV export (spec 7). Export All links to GET /api/export/practices with the table's search and
 * sort, so the browser streams every matching lead to disk; Export Selected posts the ids (at most
 * MAX_SELECTED_EXPORT) and saves the answer, which is bounded, as a blob.
 */
export function useExportLeads() {
  const selected = useMutation({
    mutationFn: async ({ ids, params }: { ids: number[]; params: LeadSelection }) => {
      const res = await api.raw(endpoints.exportSelected, { body: exportSelectedBody(ids, params) });
      downloadBlob(await res.blob(), exportFileName(res.headers.get("content-disposition")));
      return ids.length;
    },
    onSuccess: (count) => {
      toast({ title: "Export Started", description: `Exporting ${count} selected leads`, type: "success" });
    },
    onError: () => exportFailed(),
  });

  /** `total`: the table's count for exactly these parameters, null when it has not been counted yet. */
  const exportAll = (params: LeadSelection, total: number | null) => {
    try {
      downloadUrl(exportAllUrl(params));
    } catch {
      exportFailed();
      return;
    }
    toast({ title: "Export Started", description: exportAllDescription(params, total), type: "success" });
  };

  const exportSelected = (ids: number[], params: LeadSelection) => {
    const problem = selectedExportProblem(ids.length);
    if (problem) exportFailed(problem);
    else selected.mutate({ ids, params });
  };

  return { exportAll, exportSelected, isExportingSelected: selected.isPending };
}
