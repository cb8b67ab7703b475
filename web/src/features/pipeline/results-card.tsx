import type { PipelineResult } from "@cbct/core/contracts/pipeline";
import { Badge, Box, Card, HStack, Link, List, Progress, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { CheckCircleIcon, WarningIcon } from "../../components/ui/icons.tsx";
import { averageScore, completionScore } from "./pipeline-form.ts";

export function ResultsCard({ result }: { result: PipelineResult }) {
  const hasErrors = result.errors.length > 0;
  return (
    <Card.Root variant="outline" shadow="xs" data-testid="pipeline-results">
      <Card.Header>
        <HStack gap="2">
          <Box
            color={hasErrors ? "orange.500" : "green.500"}
            fontSize="xl"
            data-testid={hasErrors ? "results-warning-icon" : "results-check-icon"}
          >
            {hasErrors ? <WarningIcon /> : <CheckCircleIcon />}
          </Box>
          <Card.Title>Pipeline Results</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Progress.Root value={completionScore(result)} colorPalette={hasErrors ? "orange" : "green"} size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <SimpleGrid columns={2} gap="4">
            <Stat.Root>
              <Stat.Label>Leads Found</Stat.Label>
              <Stat.ValueText data-testid="leads-found">{result.leadsFound}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Processed</Stat.Label>
              <Stat.ValueText data-testid="leads-processed">{result.processed}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="blue">{result.summary.cbctConfirmed} CBCT Confirmed</Badge>
            <Badge colorPalette="red">{result.summary.highPriority} High Priority</Badge>
            <Badge colorPalette="gray">Avg Score: {averageScore(result)}</Badge>
          </HStack>
          {hasErrors && (
            <Box
              bg="yellow.50"
              borderWidth="1px"
              borderColor="yellow.300"
              rounded="l2"
              p="3"
              data-testid="pipeline-warnings"
            >
              <List.Root gap="1" fontSize="sm" color="yellow.900" ps="4">
                {result.errors.map((e, i) => (
                  <List.Item key={`${i}-${e}`}>{e}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          {(result.sheetsGenerated || result.driveUploaded) && <NextSteps result={result} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function NextSteps({ result }: { result: PipelineResult }) {
  return (
    <Box bg="green.50" borderWidth="1px" borderColor="green.200" rounded="l2" p="4" data-testid="pipeline-next-steps">
      <Text fontWeight="semibold" mb="2">
        Pipeline Complete! Next Steps
      </Text>
      <List.Root gap="1" fontSize="sm" ps="4">
        {result.driveUploaded && result.driveFolder ? (
          <List.Item>
            <Link href={result.driveFolder} target="_blank" rel="noreferrer" colorPalette="brand">
              View organized files in Google Drive
            </Link>
          </List.Item>
        ) : result.sheetsGenerated ? (
          <List.Item>
            <Link asChild colorPalette="brand">
              <RouterLink to="/google-sheets">Visit the Google Sheets page to download organized lead files</RouterLink>
            </Link>
          </List.Item>
        ) : null}
        <List.Item>Check the Dashboard for updated lead metrics</List.Item>
        <List.Item>Review leads in Glide for follow-up actions</List.Item>
      </List.Root>
    </Box>
  );
}
