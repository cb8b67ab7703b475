import type { DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import { Box, SimpleGrid, Text } from "@chakra-ui/react";

const TILES = [
  { key: "pending", label: "Queued", palette: "gray" },
  { key: "running", label: "Running", palette: "blue" },
  { key: "completedLast24h", label: "Done (24 h)", palette: "green" },
  { key: "failedLast24h", label: "Failed (24 h)", palette: "red" },
] as const;

/** Scrape jobs in flight and the last day's outcome, from the queue's own records. */
export function JobsSummary({ jobs }: { jobs: DashboardMetrics["jobs"] }) {
  return (
    <SimpleGrid columns={2} gap="2" data-testid="jobs-summary">
      {TILES.map((tile) => (
        <Box key={tile.key} p="3" rounded="md" bg={`${tile.palette}.subtle`}>
          <Text fontSize="xs" color={`${tile.palette}.fg`} fontWeight="medium">
            {tile.label}
          </Text>
          <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {jobs[tile.key].toLocaleString("en-US")}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
