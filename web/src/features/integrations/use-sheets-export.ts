import {
  type SheetsExportResponse,
  type SheetsFormat,
  sheetsExportResponseSchema,
} from "@cbct/shared/contracts/sheets";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { apiJson, apiRequest } from "../../lib/api-client.ts";
import { downloadBlob } from "../../lib/download.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { filterParams, type SheetFilters } from "./sheet-filters.ts";

type ExportInput = { filters: SheetFilters; format: SheetsFormat };

/** GET /api/sheets/export: organised sheets to download one by one, or a single CSV file at once (spec 7, 8). */
export function useSheetsExport(onPrepared: (result: SheetsExportResponse) => void) {
  return useMutation({
    mutationFn: async ({ filters, format }: ExportInput): Promise<SheetsExportResponse | null> => {
      const params = filterParams(filters);
      params.set("format", format);
      if (format === "organized") return apiJson("GET", `/api/sheets/export?${params}`, sheetsExportResponseSchema);
      const res = await apiRequest("GET", `/api/sheets/export?${params}`);
      downloadBlob(await res.blob(), `dental-leads-${new Date().toISOString().slice(0, 10)}.csv`);
      return null;
    },
    onSuccess: (result) => {
      if (result) {
        onPrepared(result);
        toast({
          title: "Export Prepared",
          description: `${result.sheetCount} sheets with ${result.leadCount} leads are ready to download`,
          type: "success",
        });
      } else {
        toast({ title: "Export Complete", description: "Single CSV file downloaded successfully", type: "success" });
      }
    },
    onError: (error) =>
      toast({ title: "Export Failed", description: serverErrorText(error) ?? "Export failed", type: "error" }),
  });
}
