import { Button, Card, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { DownloadIcon } from "../../components/ui/icons.tsx";
import { LabeledSelect } from "./labeled-select.tsx";
import { type GlideExportInput, useGlideExport } from "./use-glide.ts";

const FORMAT_OPTIONS = [
  { value: "glide", label: "Glide (JSON rows)" },
  { value: "csv", label: "CSV" },
] as const;
const CBCT_OPTIONS = [
  { value: "", label: "All statuses" },
  { value: "confirmed", label: "Confirmed" },
  { value: "likely", label: "Likely" },
  { value: "uncertain", label: "Uncertain" },
  { value: "not_detected", label: "Not Detected" },
];
// Spec 9: the app-builder page's lead types are premium, hot and cold.
const LEAD_TYPE_OPTIONS = [
  { value: "", label: "All lead types" },
  { value: "premium", label: "Premium" },
  { value: "hot", label: "Hot" },
  { value: "cold", label: "Cold" },
];

export function GlideExportCard() {
  const [input, setInput] = useState<GlideExportInput>({ format: "glide", cbctStatus: "", leadType: "" });
  const exporter = useGlideExport();
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Export for Glide</Card.Title>
        <Card.Description>
          Download the leads as Glide rows (keyed by column ID) or as a CSV to import.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <LabeledSelect
              label="Export Format"
              value={input.format}
              options={FORMAT_OPTIONS}
              onChange={(format) => setInput({ ...input, format })}
            />
            <LabeledSelect
              label="CBCT Status"
              value={input.cbctStatus}
              options={CBCT_OPTIONS}
              onChange={(cbctStatus) => setInput({ ...input, cbctStatus })}
            />
            <LabeledSelect
              label="Lead Type"
              value={input.leadType}
              options={LEAD_TYPE_OPTIONS}
              onChange={(leadType) => setInput({ ...input, leadType })}
            />
          </SimpleGrid>
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            onClick={() => exporter.mutate(input)}
            loading={exporter.isPending}
            loadingText="Exporting..."
          >
            <DownloadIcon />
            Export
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
