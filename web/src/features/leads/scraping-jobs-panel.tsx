import type { ScrapeJobView } from "@cbct/shared/contracts/scraping";
import { Badge, Box, Card, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { ActivityIcon } from "../../components/ui/icons.tsx";
import { relativeTime } from "./relative-time.ts";

const STATUS_STYLE: Record<ScrapeJobView["status"], { palette: string; label: string }> = {
  pending: { palette: "gray", label: "pending" },
  running: { palette: "blue", label: "running" },
  completed: { palette: "green", label: "completed" },
  failed: { palette: "red", label: "failed" },
};

const SHOWN_JOBS = 6;

/** The newest scraping jobs with their queue status, so a started scrape is visibly progressing (or failed). */
export function ScrapingJobsPanel(props: { jobs: ScrapeJobView[] }) {
  if (props.jobs.length === 0) return null;
  const now = new Date();
  return (
    <Card.Root variant="outline" shadow="xs" size="sm" data-testid="scraping-jobs">
      <Card.Header pb="2">
        <HStack gap="2">
          <Box color="brand.solid">
            <ActivityIcon />
          </Box>
          <Heading as="h2" size="sm">
            Recent scraping jobs
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="0" divideY="1px" divideColor="border.muted">
          {props.jobs.slice(0, SHOWN_JOBS).map((job) => {
            const style = STATUS_STYLE[job.status];
            return (
              <HStack key={job.id} justify="space-between" py="2.5" gap="4" data-testid="scraping-job">
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate title={job.practiceUrl}>
                    {job.practiceUrl}
                  </Text>
                  {job.status === "failed" && job.errorMessage ? (
                    <Text fontSize="xs" color="fg.error" lineClamp={2}>
                      {job.errorMessage}
                    </Text>
                  ) : (
                    <Text fontSize="xs" color="fg.muted">
                      Queued {relativeTime(job.createdAt, now).toLowerCase()}
                    </Text>
                  )}
                </Box>
                <Badge colorPalette={style.palette} variant="subtle" flexShrink={0} gap="1.5">
                  {(job.status === "running" || job.status === "pending") && <Spinner size="xs" />}
                  {style.label}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
