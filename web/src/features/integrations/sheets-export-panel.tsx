import type { SheetsExportResponse, SheetsFormat } from "@cbct/core/contracts/sheets";
import { Badge, Button, Card, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { DownloadIcon, FileTextIcon } from "../../components/ui/icons.tsx";
import { downloadBlob } from "../../lib/download.ts";
import { scheduleDownloads } from "./download-all.ts";
import { LabeledSelect } from "./labeled-select.tsx";
import {
  SHEETS_CBCT_OPTIONS,
  SHEETS_FORMAT_OPTIONS,
  SHEETS_LEAD_TYPE_OPTIONS,
  type SheetFilters,
} from "./sheet-filters.ts";
import { useSheetsExport } from "./use-sheets-export.ts";

type Props = { filters: SheetFilters; onFiltersChange: (filters: SheetFilters) => void };

const saveCsv = ([name, csv]: [string, string]) =>
  downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), name);

/** Sheets Export tab: filters, format, Export; then the prepared files (idle / preparing / ready). */
export function SheetsExportPanel({ filters, onFiltersChange }: Props) {
  const [format, setFormat] = useState<SheetsFormat>("organized");
  const [prepared, setPrepared] = useState<SheetsExportResponse | null>(null);
  const exporter = useSheetsExport(setPrepared);
  const cancelDownloads = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelDownloads.current?.(), []);

  const change = (next: Partial<SheetFilters>) => {
    onFiltersChange({ ...filters, ...next });
    setPrepared(null);
  };
  const files = prepared ? Object.entries(prepared.csvFiles) : [];

  return (
    <Stack gap="6">
      <Card.Root variant="outline" shadow="xs">
        <Card.Header>
          <Card.Title>Export Leads to Spreadsheets</Card.Title>
          <Card.Description>
            Choose which leads to export and how: five organised sheets, or one CSV file of every matching lead.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <LabeledSelect
                label="CBCT Status"
                value={filters.cbctStatus}
                options={SHEETS_CBCT_OPTIONS}
                onChange={(cbctStatus) => change({ cbctStatus })}
              />
              <LabeledSelect
                label="Lead Type"
                value={filters.leadType}
                options={SHEETS_LEAD_TYPE_OPTIONS}
                onChange={(leadType) => change({ leadType })}
              />
              <LabeledSelect
                label="Format"
                value={format}
                options={SHEETS_FORMAT_OPTIONS}
                onChange={(value) => {
                  setFormat(value);
                  setPrepared(null);
                }}
              />
            </SimpleGrid>
            <HStack>
              <Button
                colorPalette="brand"
                onClick={() => exporter.mutate({ filters, format })}
                loading={exporter.isPending}
                loadingText="Preparing export..."
              >
                <DownloadIcon />
                {format === "organized" ? "Export Organized Sheets" : "Export Single CSV"}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      {prepared && (
        <Card.Root variant="outline" shadow="xs" data-testid="prepared-sheets">
          <Card.Header>
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Stack gap="1">
                <Card.Title>Your Sheets Are Ready</Card.Title>
                <Card.Description>
                  {prepared.sheetCount} sheets, {prepared.leadCount} leads
                </Card.Description>
              </Stack>
              <Button
                variant="outline"
                onClick={() => {
                  cancelDownloads.current?.();
                  cancelDownloads.current = scheduleDownloads(files, saveCsv);
                }}
              >
                <DownloadIcon />
                Download All
              </Button>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <Stack gap="2">
                {files.map(([name, csv]) => (
                  <HStack key={name} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
                    <HStack gap="2">
                      <FileTextIcon />
                      <Text fontWeight="medium">{name}</Text>
                      <Badge variant="subtle">{Math.max(0, csv.trimEnd().split("\n").length - 1)} rows</Badge>
                    </HStack>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Download ${name}`}
                      onClick={() => saveCsv([name, csv])}
                    >
                      <DownloadIcon />
                      Download
                    </Button>
                  </HStack>
                ))}
              </Stack>
              <Stack gap="2">
                <Text fontWeight="semibold">How to use them</Text>
                <List.Root as="ol" ps="5" gap="1" color="fg.muted" fontSize="sm">
                  {prepared.template.instructions.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
