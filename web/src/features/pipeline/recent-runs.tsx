import type { PipelineRunView } from "@cbct/core/contracts/pipeline";
import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { pipelineQueries } from "./use-pipeline.ts";

const STATUS_COLOR: Record<PipelineRunView["status"], string> = {
  queued: "gray",
  running: "blue",
  completed: "green",
  failed: "red",
  cancelled: "orange",
};

const where = (run: PipelineRunView) => (run.mode === "zipcode" ? run.zipCode : `${run.city}, ${run.state}`);

/** The user's past runs (kept in pipeline_runs): where, when, how it ended and what it found. */
export function RecentRuns() {
  const runs = useQuery(pipelineQueries.runs());
  const list = runs.data?.runs.slice(0, 5) ?? [];
  if (list.length === 0) return null;
  return (
    <Card.Root variant="outline" shadow="xs" data-testid="recent-runs">
      <Card.Header>
        <Card.Title>Recent Runs</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {list.map((run) => (
            <HStack key={run.id} justify="space-between" gap="3" fontSize="sm">
              <Stack gap="0">
                <Text fontWeight="medium">{where(run)}</Text>
                <Text color="fg.muted">{new Date(run.createdAt).toLocaleString()}</Text>
              </Stack>
              <HStack gap="2">
                {run.result && (
                  <Text color="fg.muted">
                    {run.result.leadsFound} found, {run.result.processed} processed
                  </Text>
                )}
                <Badge colorPalette={STATUS_COLOR[run.status]}>{run.status}</Badge>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
