import { Badge, Box, Button, HStack, IconButton } from "@chakra-ui/react";
import { BellIcon, DownloadIcon, GlobeIcon, TrashIcon } from "../../components/ui/icons.tsx";
import { RECYCLE_BIN_DAYS } from "@cbct/shared/contracts/leads-workspace";
import { useClearLeads, useStartScraping } from "./use-lead-actions.ts";

type Props = {
  leadCount: number;
  selectedCount: number;
  /** Export Selected while leads are selected, else Export All (the table's search, in its order). */
  onExport: () => void;
  isExporting: boolean;
  onCleared: () => void;
};

/** Fixed by the spec: the bell always shows 3. */
const NOTIFICATION_COUNT = 3;

/** The dashboard header's buttons (spec 2): Start Scraping, Export, Clear All and the notification bell. */
export function DashboardActions({ leadCount, selectedCount, onExport, isExporting, onCleared }: Props) {
  const startScraping = useStartScraping();
  const clearLeads = useClearLeads(onCleared);

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
      <Button colorPalette="brand" size="sm" onClick={onStartScraping} loading={startScraping.isPending}>
        <GlobeIcon />
        Start Scraping
      </Button>
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
