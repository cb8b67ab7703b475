import { Stack, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { DriveUploadPanel } from "../features/integrations/drive-upload-panel.tsx";
import type { SheetFilters } from "../features/integrations/sheet-filters.ts";
import { SheetsExportPanel } from "../features/integrations/sheets-export-panel.tsx";

export function GoogleSheetsPage() {
  // One set of filters for both tabs: what you would export is what you upload.
  const [filters, setFilters] = useState<SheetFilters>({ cbctStatus: "", leadType: "" });
  return (
    <Stack gap="6">
      <PageHeader
        title="Google Sheets Export"
        description="Organised lead sheets to download, or to upload to your own Google Drive."
      />
      <Tabs.Root defaultValue="export" variant="line" lazyMount={false}>
        <Tabs.List>
          <Tabs.Trigger value="export">Sheets Export</Tabs.Trigger>
          <Tabs.Trigger value="drive">Drive Upload</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="export">
          <SheetsExportPanel filters={filters} onFiltersChange={setFilters} />
        </Tabs.Content>
        <Tabs.Content value="drive">
          <DriveUploadPanel filters={filters} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
