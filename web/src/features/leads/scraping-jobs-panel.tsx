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

function practiceNameOf(job: ScrapeJobView): string | null {
  const data = job.extractedData as { practiceName?: unknown } | null;
  return typeof data?.practiceName === "string" ? data.practiceName : null;
}

/** One line under the URL: what the job is doing, or what it produced, or why it failed. */
function JobDetail(props: { job: ScrapeJobView; now: Date }) {
  const { job, now } = props;
  const ago = (iso: string | null) => relativeTime(iso ?? job.createdAt, now).toLowerCase();
  if (job.status === "failed") {
    return (
      <Text fontSize="xs" color="fg.error" lineClamp={2}>
        {job.errorMessage ?? "Failed"}
      </Text>
    );
  }
  if (job.status === "completed") {
    const name = practiceNameOf(job);
    return (
      <Text fontSize="xs" color="fg.muted">
        {name ? `${name} · ` : ""}completed {ago(job.completedAt)}
      </Text>
    );
  }
  if (job.errorMessage) {
    // A failed attempt that will be retried: say so rather than look stuck.
    return (
      <Text fontSize="xs" color="fg.warning" lineClamp={2}>
        {job.errorMessage}
      </Text>
    );
  }
  return (
    <Text fontSize="xs" color="fg.muted">
      {job.status === "running" ? `Scraping, started ${ago(job.startedAt)}` : `Queued ${ago(job.createdAt)}`}
    </Text>
  );
}

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
                  <JobDetail job={job} now={now} />
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
