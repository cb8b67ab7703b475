import { Badge, Box, Button, ButtonGroup, HStack, IconButton, Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { BellIcon, DownloadIcon, GlobeIcon, TrashIcon } from "../../components/ui/icons.tsx";
import { RECYCLE_BIN_DAYS } from "@cbct/core/contracts/leads-workspace";
import { batchProgressText, BulkScrapeDialog } from "./bulk-scrape-dialog.tsx";
import { useClearLeads, useStartScraping } from "./use-lead-actions.ts";
import { useScrapeBatch } from "./use-scrape-batch.ts";

type Props = {
  leadCount: number;
  selectedCount: number;
  /** Export Selected while leads are selected, else Export All (the table's search, in its order). */
  onExport: () => void;
  isExporting: boolean;
  onCleared: () => void;
  /** Opens a lead's details (from a finished scrape's toast or the batch dialog). */
  onView: (leadId: number) => void;
};

/** Fixed by the spec: the bell always shows 3. */
const NOTIFICATION_COUNT = 3;

/** The dashboard header's buttons (spec 2): Start Scraping, Export, Clear All and the notification bell. */
export function DashboardActions({ leadCount, selectedCount, onExport, isExporting, onCleared, onView }: Props) {
  const startScraping = useStartScraping();
  const clearLeads = useClearLeads(onCleared);
  const [listOpen, setListOpen] = useState(false);
  const batch = useScrapeBatch({ onView, onRetry: (url) => startScraping.mutate(url) });

  const onStartScraping = () => {
    const url = window.prompt("Enter a practice website URL to scrape:")?.trim();
    if (url) startScraping.mutate(url);
  };
  const onClear = () => {
    // Spec 2: the text ends with 'This action cannot be undone.' (a rep cannot; an admin can restore the batch).
    const ok = window.confirm(
      `Are you sure you want to delete all ${leadCount.toLocaleString("en-US")} leads? ` +
        `They leave every screen and export; an admin can restore them from the recycle bin for ${RECYCLE_BIN_DAYS} days. ` +
        "This action cannot be undone.",
    );
    if (ok) clearLeads.mutate();
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      {/* Spec 2's Start Scraping (a prompt for one URL), with "Paste a list / upload a CSV" beside it for many. */}
      <ButtonGroup size="sm" colorPalette="brand" attached>
        <Button onClick={onStartScraping} loading={startScraping.isPending}>
          <GlobeIcon />
          Start Scraping
        </Button>
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton aria-label="More scraping options" borderStartWidth="1px" borderColor="brand.emphasized">
              <ChevronDownGlyph />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="list" onSelect={() => setListOpen(true)}>
                  Paste a list / upload a CSV
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </ButtonGroup>
      {batch.running && !listOpen && (
        <Button
          size="xs"
          variant="subtle"
          colorPalette="brand"
          onClick={() => setListOpen(true)}
          data-testid="batch-progress"
        >
          {batchProgressText(batch.progress)}
        </Button>
      )}
      <BulkScrapeDialog open={listOpen} onClose={() => setListOpen(false)} batch={batch} onView={onView} />
      <Button variant="outline" size="sm" onClick={onExport} loading={isExporting} bg="bg">
        <DownloadIcon />
        {selectedCount > 0 ? `Export Selected (${selectedCount})` : "Export All"}
      </Button>
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        onClick={onClear}
        disabled={leadCount === 0 || clearLeads.isPending}
        bg="bg"
      >
        <TrashIcon />
        Clear All ({leadCount.toLocaleString("en-US")})
      </Button>
      <Box position="relative">
        <IconButton aria-label="Notifications" variant="outline" size="sm" bg="bg">
          <BellIcon />
        </IconButton>
        <Badge
          position="absolute"
          top="-1.5"
          right="-1.5"
          colorPalette="red"
          variant="solid"
          rounded="full"
          size="xs"
          minW="4.5"
          justifyContent="center"
          pointerEvents="none"
          data-testid="notification-count"
        >
          {NOTIFICATION_COUNT}
        </Badge>
      </Box>
    </HStack>
  );
}

/** A small down chevron for the split button's menu (the icon set has left and right ones only). */
function ChevronDownGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
