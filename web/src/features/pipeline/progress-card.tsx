import { Card, HStack, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { shownProgress } from "./pipeline-form.ts";

export function ProgressCard(props: { currentStep: string | null; stepDetails: string | null; progress: number }) {
  const value = shownProgress(props.progress);
  return (
    <Card.Root variant="outline" shadow="xs" data-testid="pipeline-progress">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3">
            <Spinner size="sm" color="brand.solid" />
            <Text fontWeight="semibold">{props.currentStep || "Starting pipeline..."}</Text>
          </HStack>
          {props.stepDetails && (
            <Text fontSize="sm" color="fg.muted" data-testid="pipeline-step-details">
              {props.stepDetails}
            </Text>
          )}
          <Progress.Root value={value} colorPalette="brand" size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {value}% Complete
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
