import type { ActivityEntry } from "@cbct/core/contracts/leads-workspace";
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { relativeTime } from "../relative-time.ts";

const DOT: Record<string, string> = {
  scrape_completed: "green.solid",
  scrape_failed: "red.solid",
  practices_cleared: "orange.solid",
  practice_updated: "blue.solid",
};

/** The newest activity_log entries, newest first. */
export function ActivityFeed({ entries }: { entries: ActivityEntry[] }) {
  const now = new Date();
  return (
    <Stack gap="0" divideY="1px" divideColor="border.muted" data-testid="activity-feed">
      {entries.map((entry) => (
        <HStack key={entry.id} gap="3" py="2" align="flex-start">
          <Box boxSize="2" rounded="full" mt="1.5" flexShrink={0} bg={DOT[entry.type] ?? "brand.solid"} />
          <Box minW="0" flex="1">
            <Text fontSize="sm" lineClamp={2}>
              {entry.message}
            </Text>
            <Text fontSize="xs" color="fg.subtle">
              {relativeTime(entry.createdAt, now)}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
