import { endpoints } from "@cbct/core/contracts/endpoints";
import type { SheetsExportResponse, SheetsFormat } from "@cbct/core/contracts/sheets";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { downloadBlob } from "../../lib/download.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import type { SheetFilters } from "./sheet-filters.ts";

type ExportInput = { filters: SheetFilters; format: SheetsFormat };

/** GET /api/sheets/export: organised sheets to download one by one, or a single CSV file at once (spec 7, 8). */
export function useSheetsExport(onPrepared: (result: SheetsExportResponse) => void) {
  return useMutation({
    mutationFn: async ({ filters, format }: ExportInput): Promise<SheetsExportResponse | null> => {
      // "No filter" is an empty value, which the client leaves out of the query.
      const query = { ...filters, format };
      if (format === "organized") return api.call(endpoints.sheetsExport, { query });
      const res = await api.raw(endpoints.sheetsExport, { query });
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
