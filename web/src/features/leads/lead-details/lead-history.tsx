import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { leadQueries } from "../lead-queries.ts";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/**
 * What changed on this lead over time: every CBCT reading its scrapes and background refreshes made (the scanner
 * appearing or being upgraded is what a rep acts on), and the activity that mattered.
 */
export function LeadHistory(props: { practiceId: number }) {
  const history = useQuery(leadQueries.history(props.practiceId));
  return (
    <Box data-testid="lead-history">
      <Heading size="sm" mb="3">
        History
      </Heading>
      {history.isPending ? (
        <Skeleton height="16" />
      ) : history.isError ? (
        <Text color="fg.error" fontSize="sm">
          Could not load the history: {history.error.message}
        </Text>
      ) : (
        <Stack gap="4">
          <Stack gap="1.5">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              CBCT readings
            </Text>
            {history.data.detections.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No scrape has read this practice's website yet.
              </Text>
            ) : (
              history.data.detections.slice(0, 10).map((d) => (
                <HStack key={d.id} gap="3" fontSize="sm">
                  <Text color="fg.muted" minW="24">
                    {day(d.createdAt)}
                  </Text>
                  <Badge variant="subtle">{cbctStatusLabel(d.detectionType)}</Badge>
                  <Text>
                    {[d.manufacturer, d.model].filter(Boolean).join(" ") || "no scanner named"}
                    {d.estimatedInstallYear ? `, installed about ${d.estimatedInstallYear}` : ""}
                  </Text>
                  <Text color="fg.muted">{Math.round(d.confidence)}%</Text>
                </HStack>
              ))
            )}
          </Stack>
          <Stack gap="1.5">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              Changes and activity
            </Text>
            {history.data.activity.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Nothing recorded yet.
              </Text>
            ) : (
              history.data.activity.slice(0, 15).map((a) => (
                <HStack key={a.id} gap="3" fontSize="sm" align="flex-start">
                  <Text color="fg.muted" minW="24">
                    {day(a.createdAt)}
                  </Text>
                  <Text fontWeight={a.type === "lead_changed" ? "semibold" : "normal"}>{a.message}</Text>
                </HStack>
              ))
            )}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
